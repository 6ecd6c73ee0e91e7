// The per-tyre availability form (decision 248): on hand per warehouse (with the pieces allocated
// to accepted quotes beside it), incoming batches, lead time or "no more can be ordered", DOT.
import { Form } from "react-router";
import type { TyreAvailabilityAdmin } from "~/admin/stock-view";
import { INCOMING_ROWS } from "~/admin/tyre-availability-form";
import type { FieldErrors } from "~/forms/form-result";
import { PRIMARY_BUTTON } from "~/styles/buttons";
import { Alert } from "./alert";

const INPUT = "mt-1 block w-full rounded-md border border-gray-400 px-3 py-2 text-gray-900";

/** The form's values from what is stored: incoming batches still to come, in date order. */
export function formValuesOf(admin: Pick<TyreAvailabilityAdmin, "warehouses" | "availability">, today: string): Record<string, string> {
  const values: Record<string, string> = {};
  const a = admin.availability;
  for (const w of admin.warehouses) {
    const stock = a?.stock.find((s) => s.warehouse === w.name);
    values[`stock${w.id}`] = stock ? String(stock.onHand) : "";
  }
  (a?.incoming ?? [])
    .filter((i) => i.expectedOn >= today)
    .slice(0, INCOMING_ROWS)
    .forEach((i, n) => {
      values[`incomingPieces${n}`] = String(i.pieces);
      values[`incomingDate${n}`] = i.expectedOn;
      values[`incomingWarehouse${n}`] = String(admin.warehouses.find((w) => w.name === i.warehouse)?.id ?? "");
    });
  values.leadTimeDays = a?.leadTimeDays == null ? "" : String(a.leadTimeDays);
  values.notOrderable = a?.notOrderable ? "on" : "";
  const production = a?.production;
  values.dotYear = production?.kind === "dot" ? String(production.year) : "";
  values.dotWeek = production?.kind === "dot" && production.week !== null ? String(production.week) : "";
  values.dotMaxAgeMonths = production?.kind === "maxAge" ? String(production.months) : "";
  return values;
}

interface Props extends Pick<TyreAvailabilityAdmin, "warehouses" | "availability"> {
  values: Record<string, string>;
  errors: FieldErrors;
}

export function AdminTyreAvailabilityForm({ warehouses, availability, values, errors }: Props) {
  const field = (name: string, label: string, props: { inputMode?: "numeric"; type?: string; hint?: string } = {}) => (
    <div>
      <label htmlFor={`f-${name}`} className="block font-semibold text-gray-900">
        {label}
      </label>
      {props.hint && <p className="text-sm text-gray-600">{props.hint}</p>}
      <input
        id={`f-${name}`}
        name={name}
        type={props.type ?? "text"}
        inputMode={props.inputMode}
        defaultValue={values[name] ?? ""}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `f-${name}-error` : undefined}
        className={INPUT}
      />
      {errors[name] && (
        <Alert id={`f-${name}-error`} placement="field">
          {errors[name]}
        </Alert>
      )}
    </div>
  );
  return (
    <Form method="post" className="mt-6 space-y-6">
      <fieldset className="rounded-lg border border-gray-200 p-4">
        <legend className="px-1 text-lg font-semibold text-gray-900">On hand</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {warehouses.map((w) => {
            const allocated = availability?.stock.find((s) => s.warehouse === w.name)?.allocated ?? 0;
            const hint = `Port of loading ${w.portOfLoading}${allocated > 0 ? `; ${allocated.toLocaleString("en-GB")} pcs allocated to accepted quotes` : ""}`;
            return <div key={w.id}>{field(`stock${w.id}`, `Pieces in ${w.name}`, { inputMode: "numeric", hint })}</div>;
          })}
        </div>
      </fieldset>
      <fieldset className="rounded-lg border border-gray-200 p-4">
        <legend className="px-1 text-lg font-semibold text-gray-900">Incoming</legend>
        <div className="space-y-4">
          {Array.from({ length: INCOMING_ROWS }, (_, i) => (
            <div key={i} className="grid gap-3 sm:grid-cols-3">
              {field(`incomingPieces${i}`, `Batch ${i + 1}: pieces`, { inputMode: "numeric" })}
              {field(`incomingDate${i}`, `Batch ${i + 1}: expected on`, { type: "date" })}
              <div>
                <label htmlFor={`f-incomingWarehouse${i}`} className="block font-semibold text-gray-900">
                  Batch {i + 1}: warehouse
                </label>
                <select id={`f-incomingWarehouse${i}`} name={`incomingWarehouse${i}`} defaultValue={values[`incomingWarehouse${i}`] ?? ""} className={INPUT}>
                  <option value="">Default ({warehouses.find((w) => w.isDefault)?.name ?? "none"})</option>
                  {warehouses.map((w) => (
                    <option key={w.id} value={w.id}>
                      {w.name}
                    </option>
                  ))}
                </select>
                {errors[`incomingWarehouse${i}`] && <Alert placement="field">{errors[`incomingWarehouse${i}`]}</Alert>}
              </div>
            </div>
          ))}
        </div>
      </fieldset>
      <fieldset className="rounded-lg border border-gray-200 p-4">
        <legend className="px-1 text-lg font-semibold text-gray-900">Made to order and production date</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {field("leadTimeDays", "Lead time in days", { inputMode: "numeric", hint: "For pieces made beyond stock and incoming" })}
          <div className="flex items-center gap-2 sm:mt-8">
            <input id="f-notOrderable" name="notOrderable" type="checkbox" defaultChecked={values.notOrderable === "on"} className="h-5 w-5" />
            <label htmlFor="f-notOrderable" className="font-semibold text-gray-900">
              No more can be ordered
            </label>
          </div>
          {field("dotYear", "DOT year", { inputMode: "numeric" })}
          {field("dotWeek", "DOT week (1-53)", { inputMode: "numeric" })}
          {field("dotMaxAgeMonths", "Or: not older than (months)", { inputMode: "numeric" })}
        </div>
      </fieldset>
      <button type="submit" className={PRIMARY_BUTTON}>
        Save
      </button>
    </Form>
  );
}
