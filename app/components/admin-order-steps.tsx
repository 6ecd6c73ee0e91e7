// The seller's "Record a step" form under an accepted order's timeline (decision 271): the next
// step's kind, its day and its facts (the amount received; the containers with their seals and
// the loading photos; the B/L, vessel, voyage, ETD and ETA), and whether to e-mail the buyer. It
// posts the order's version the page was read at, so a step another seller recorded meanwhile is
// named instead of overwritten. Errors come back per field from /admin/inquiries/:id/order.
import { useState } from "react";
import { useFetcher } from "react-router";
import { BUYER_STEP_WORDS, type OrderStepKind } from "~/domain/order-timeline";
import type { FormResult } from "~/forms/form-result";
import { containerField, sealField } from "~/orders/order-step-form";
import type { OrderProgressView } from "~/orders/order-view";
import { PRIMARY_BUTTON } from "~/styles/buttons";
import { Alert } from "./alert";

const FIELD = "mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 text-gray-900";
const LABEL = "block text-sm font-medium text-gray-700";

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  ) : null;
}

export function AdminOrderSteps({
  inquiryId,
  progress,
  containerRows,
  today,
}: {
  inquiryId: number;
  progress: OrderProgressView;
  /** As many container rows as the plan has containers (at least one). */
  containerRows: number;
  today: string;
}) {
  const fetcher = useFetcher<FormResult>();
  const [chosen, setKind] = useState<OrderStepKind | undefined>(progress.remaining[0]);
  // Once a step is recorded it leaves the list: the choice falls to the next one still to record.
  const kind = chosen && progress.remaining.includes(chosen) ? chosen : progress.remaining[0];
  if (!kind) return <p className="mt-3 text-gray-700">Every step of this order is recorded.</p>;
  const errors = fetcher.data?.fieldErrors ?? {};
  const input = (name: string, label: string, props: Record<string, unknown> = {}) => (
    <label className={LABEL}>
      {label}
      <input
        name={name}
        className={FIELD}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `order-${name}-error` : undefined}
        {...props}
      />
      <FieldError id={`order-${name}-error`} message={errors[name]} />
    </label>
  );
  return (
    <fetcher.Form
      method="post"
      action={`/admin/inquiries/${inquiryId}/order`}
      encType="multipart/form-data"
      className="mt-4 rounded-md border border-gray-200 bg-gray-50 p-4"
      key={progress.version}
      aria-labelledby="record-step-heading"
    >
      <h3 id="record-step-heading" className="font-semibold text-gray-900">
        Record a step
      </h3>
      {fetcher.data?.message && (
        <Alert placement="form" data-order-step-error>
          {fetcher.data.message}
        </Alert>
      )}
      <input type="hidden" name="version" value={progress.version} />
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <label className={LABEL}>
          Step
          <select name="kind" value={kind} onChange={(event) => setKind(event.target.value as OrderStepKind)} className={FIELD}>
            {progress.remaining.map((remaining) => (
              <option key={remaining} value={remaining}>
                {BUYER_STEP_WORDS[remaining]}
              </option>
            ))}
          </select>
          <FieldError id="order-kind-error" message={errors.kind} />
        </label>
        {input("on", "Date", { type: "date", defaultValue: today, max: today, required: true })}
        {(kind === "deposit-received" || kind === "balance-received") && input("amount", "Amount received", { inputMode: "decimal", required: true })}
        {kind === "shipped" && (
          <>
            {input("billOfLading", "Bill of lading number", { required: true, maxLength: 100 })}
            {input("vessel", "Vessel", { required: true, maxLength: 100 })}
            {input("voyage", "Voyage", { required: true, maxLength: 100 })}
            {input("etd", "ETD (departure)", { type: "date", required: true })}
            {input("eta", "ETA (arrival)", { type: "date", required: true })}
          </>
        )}
      </div>
      {kind === "loaded" && (
        <fieldset className="mt-3">
          <legend className="text-sm font-medium text-gray-700">Containers (ISO 6346 number and seal)</legend>
          <FieldError id="order-containers-error" message={errors.containers} />
          <div className="mt-1 grid gap-3 sm:grid-cols-2">
            {Array.from({ length: containerRows }, (_, i) => (
              <div key={i} className="contents">
                {input(containerField(i), `Container ${i + 1} number`, { placeholder: "CSQU3054383", maxLength: 20, autoCapitalize: "characters" })}
                {input(sealField(i), `Container ${i + 1} seal`, { maxLength: 40 })}
              </div>
            ))}
          </div>
          <label className={`${LABEL} mt-3`}>
            Loading photos (JPEG, PNG, WebP or GIF, up to 10 MB each, at most 5)
            <input
              type="file"
              name="photos"
              accept="image/jpeg,image/png,image/webp,image/gif"
              multiple
              className="mt-1 block w-full text-sm"
              aria-invalid={errors.photos ? true : undefined}
              aria-describedby={errors.photos ? "order-photos-error" : undefined}
            />
            <FieldError id="order-photos-error" message={errors.photos} />
          </label>
        </fieldset>
      )}
      <label className="mt-3 flex items-center gap-2 text-sm text-gray-800">
        <input type="checkbox" name="notify" defaultChecked className="h-4 w-4" />
        E-mail the buyer about this step
      </label>
      <button type="submit" className={`${PRIMARY_BUTTON} mt-3 py-2`} disabled={fetcher.state !== "idle"}>
        Record step
      </button>
    </fetcher.Form>
  );
}
