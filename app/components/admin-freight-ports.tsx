// The destination ports of /admin/freight (decision 208): a table the seller edits in place, each
// row its own form (save or remove), and a form to add a port. On a phone the table scrolls
// sideways inside a labelled region, so every column stays reachable without squeezing the inputs;
// the region is positioned, so the actions column's screen-reader label scrolls with it rather
// than widening the page.
import { Form } from "react-router";
import { decimalAmount } from "~/domain/money";
import type { FieldErrors } from "~/forms/form-result";
import type { FreightAdminPort } from "~/freight/freight-admin-view";
import { PRIMARY_BUTTON, SMALL_QUIET_BUTTON } from "~/styles/buttons";
import { FreightField } from "./admin-freight-field";

const CELL_INPUT = "block w-full rounded-md border border-gray-400 px-2 py-1.5 text-gray-900";

export interface RowFailure {
  code: string;
  message: string;
  fieldErrors: FieldErrors;
}

export function AdminFreightPorts({ ports, rowFailure }: { ports: FreightAdminPort[]; rowFailure: RowFailure | null }) {
  return (
    <section aria-labelledby="freight-ports-heading" className="mt-6">
      <h2 id="freight-ports-heading" className="text-lg font-semibold text-gray-900">
        Destination ports ({ports.length})
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        Sea freight per container to each port, by country and then name. <span className="font-semibold text-amber-900">Example</span> marks a seeded rate
        nobody has confirmed: saving the row confirms it.
      </p>
      {ports.length === 0 ? (
        <p className="mt-3 text-gray-700">No port is listed: every destination is quoted at the default rates.</p>
      ) : (
        <>
          <p id="freight-ports-table" className="mt-2 text-sm font-semibold text-gray-700">
            Rates by port<span className="lg:hidden">: the table scrolls sideways, swipe it for the rates and the buttons</span>
          </p>
          <div
            role="region"
            aria-labelledby="freight-ports-table"
            tabIndex={0}
            className="relative mt-2 overflow-x-auto rounded-lg border border-gray-200 focus-visible:outline-2 focus-visible:outline-brand-600"
            data-testid="freight-ports"
          >
            <table className="w-full min-w-[52rem] text-left text-sm">
              <thead className="bg-gray-50 text-gray-700">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Port
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Country
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    20ft rate
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    40ft rate
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Transit days
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    <span className="sr-only">Save or remove</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-200">
                {ports.map((port) => (
                  <PortRow key={rowKey(port)} port={port} failure={rowFailure?.code === port.code ? rowFailure : null} />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <AddPortForm errors={rowFailure?.code === "" ? rowFailure.fieldErrors : {}} />
    </section>
  );
}

/** A row's inputs start again from what was stored whenever the stored row changes. */
const rowKey = (port: FreightAdminPort) => [port.code, port.name, port.rate20Minor, port.rate40Minor, port.transitDays, port.example].join("|");

function PortRow({ port, failure }: { port: FreightAdminPort; failure: RowFailure | null }) {
  const form = `freight-row-${port.code}`;
  const errors = failure?.fieldErrors ?? {};
  const label = `${port.name} (${port.code})`;
  const input = (name: "name" | "rate20" | "rate40" | "transitDays", value: string, what: string, inputMode?: "decimal" | "numeric") => (
    <input
      form={form}
      name={name}
      defaultValue={value}
      inputMode={inputMode}
      required={name !== "transitDays"}
      aria-label={`${what}, ${label}`}
      aria-invalid={errors[name] ? true : undefined}
      aria-describedby={failure ? `${form}-error` : undefined}
      className={CELL_INPUT}
    />
  );
  return (
    <>
      <tr data-testid={`freight-row-${port.code}`}>
        <th scope="row" className="px-3 py-2 align-top font-normal">
          <span className="flex items-center gap-2">
            <span className="font-mono font-semibold text-gray-900">{port.code}</span>
            {port.example && <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">Example</span>}
          </span>
          <span className="mt-1 block min-w-[11rem]">{input("name", port.name, "Name")}</span>
        </th>
        <td className="px-3 py-2 align-top text-gray-900">
          <span className="block pt-7">{port.countryName}</span>
        </td>
        <td className="w-32 px-3 py-2 align-top">
          <span className="block pt-6">{input("rate20", decimalAmount(port.rate20Minor), "20ft rate", "decimal")}</span>
        </td>
        <td className="w-32 px-3 py-2 align-top">
          <span className="block pt-6">{input("rate40", decimalAmount(port.rate40Minor), "40ft rate", "decimal")}</span>
        </td>
        <td className="w-24 px-3 py-2 align-top">
          <span className="block pt-6">{input("transitDays", port.transitDays === null ? "" : String(port.transitDays), "Transit days", "numeric")}</span>
        </td>
        <td className="px-3 py-2 align-top">
          <Form method="post" id={form} className="flex gap-2 pt-6">
            <input type="hidden" name="code" value={port.code} />
            <input type="hidden" name="country" value="" />
            <button type="submit" name="intent" value="save" aria-label={`Save ${label}`} className={SMALL_QUIET_BUTTON}>
              Save
            </button>
            <button type="submit" name="intent" value="remove" formNoValidate aria-label={`Remove ${label}`} className={SMALL_QUIET_BUTTON}>
              Remove
            </button>
          </Form>
        </td>
      </tr>
      {failure && (
        <tr>
          <td colSpan={6} className="px-3 pb-3">
            <p id={`${form}-error`} role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
              {Object.values(failure.fieldErrors).join(" ") || failure.message}
            </p>
          </td>
        </tr>
      )}
    </>
  );
}

function AddPortForm({ errors }: { errors: FieldErrors }) {
  return (
    <div className="mt-6 rounded-lg border border-gray-200 p-4 sm:p-6">
      <h3 id="freight-add-heading" className="font-semibold text-gray-900">
        Add a port
      </h3>
      <Form method="post" aria-labelledby="freight-add-heading" className="mt-3 grid gap-4 sm:grid-cols-3">
        <FreightField id="freight-add-code" name="code" label="UN/LOCODE" hint="Such as NGAPP." error={errors.code} maxLength={5} />
        <FreightField id="freight-add-name" name="name" label="Name" hint="As buyers know it." error={errors.name} maxLength={80} />
        <FreightField
          id="freight-add-country"
          name="country"
          label="Country"
          hint="Optional: the code's first two letters."
          error={errors.country}
          required={false}
        />
        <FreightField id="freight-add-rate20" name="rate20" label="20ft rate" hint="Per container." error={errors.rate20} inputMode="decimal" />
        <FreightField id="freight-add-rate40" name="rate40" label="40ft rate" hint="Per container." error={errors.rate40} inputMode="decimal" />
        <FreightField
          id="freight-add-transit"
          name="transitDays"
          label="Transit days"
          hint="Optional, 1 to 120."
          error={errors.transitDays}
          inputMode="numeric"
          required={false}
        />
        <div className="sm:col-span-3">
          <button type="submit" name="intent" value="add" className={PRIMARY_BUTTON}>
            Add the port
          </button>
        </div>
      </Form>
    </div>
  );
}
