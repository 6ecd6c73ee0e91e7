// The seller's "record a step" form (decision 271): one step of an accepted order with its facts,
// the order's version the page was read at, and whether to e-mail the buyer. Read into the domain's
// OrderStep; the timeline's rules (order-timeline.ts) are checked by the service against the steps
// already stored. Browser-safe.
import * as z from "zod/mini";
import { containerNumberOf } from "../domain/container-number";
import { ORDER_STEP_KINDS, type LoadedContainer, type OrderStep, type OrderStepKind } from "../domain/order-timeline";
import { checkForm } from "../forms/check-form";
import { formFailure, type FieldErrors, type FormFailure } from "../forms/form-result";
import { amountOf } from "../quotes/quote-amount";

/** At most this many container rows on one "Loaded" step. */
export const MAX_CONTAINERS = 10;

export const containerField = (i: number) => `container-${i}`;
export const sealField = (i: number) => `seal-${i}`;

export const ORDER_STEP_FIELDS = [
  "kind",
  "version",
  "on",
  "amount",
  "billOfLading",
  "vessel",
  "voyage",
  "etd",
  "eta",
  "notify",
  ...Array.from({ length: MAX_CONTAINERS }, (_, i) => [containerField(i), sealField(i)]).flat(),
] as const;

const text = z.string().check(z.trim(), z.maxLength(100, "At most 100 characters."));

const stepFormSchema = z.object({
  kind: z.enum(ORDER_STEP_KINDS, { error: "Choose the step to record." }),
  version: z.string().check(z.regex(/^\d{1,9}$/, "Reload the page and record the step again.")),
  on: z.string().check(z.trim()),
  amount: z.string(),
  billOfLading: text,
  vessel: text,
  voyage: text,
  etd: z.string().check(z.trim()),
  eta: z.string().check(z.trim()),
  notify: z.string(),
});

export interface OrderStepForm {
  step: OrderStep;
  version: number;
  notifyBuyer: boolean;
}

/** Reads the posted step in the order's `currency`; a field's error names the field. */
export function parseOrderStepForm(values: Record<string, string>, currency: string): { ok: true; form: OrderStepForm } | ({ ok: false } & FormFailure) {
  const checked = checkForm(stepFormSchema, values);
  if (!checked.ok) return checked;
  const { kind, on, billOfLading, vessel, voyage, etd, eta } = checked.data;
  const fieldErrors: FieldErrors = {};
  const step = stepOf(kind, { on, billOfLading, vessel, voyage, etd, eta }, values, currency, fieldErrors);
  if (!step) return { ok: false, ...formFailure("invalid", Object.values(fieldErrors)[0]!, fieldErrors) };
  return { ok: true, form: { step, version: Number(checked.data.version), notifyBuyer: checked.data.notify === "on" } };
}

function stepOf(
  kind: OrderStepKind,
  facts: { on: string; billOfLading: string; vessel: string; voyage: string; etd: string; eta: string },
  values: Record<string, string>,
  currency: string,
  fieldErrors: FieldErrors,
): OrderStep | null {
  const { on } = facts;
  switch (kind) {
    case "deposit-received":
    case "balance-received": {
      const amount = amountOf(values.amount ?? "", currency, "Amount received");
      if ("error" in amount) {
        fieldErrors.amount = amount.error;
        return null;
      }
      return { kind, on, amountMinor: amount.minor };
    }
    case "loaded":
      return { kind, on, containers: containersOf(values) };
    case "shipped":
      return { kind, on, billOfLading: facts.billOfLading, vessel: facts.vessel, voyage: facts.voyage, etd: facts.etd, eta: facts.eta };
    default:
      return { kind, on };
  }
}

/** The rows the seller filled in (a row with neither number nor seal is left out), numbers without spaces. */
function containersOf(values: Record<string, string>): LoadedContainer[] {
  const containers: LoadedContainer[] = [];
  for (let i = 0; i < MAX_CONTAINERS; i++) {
    const number = (values[containerField(i)] ?? "").trim();
    const seal = (values[sealField(i)] ?? "").trim().slice(0, 40);
    if (number || seal) containers.push({ number: number.length <= 20 ? containerNumberOf(number) : number.slice(0, 20), seal });
  }
  return containers;
}
