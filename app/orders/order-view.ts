// An order's progress as both sides read it (decision 271): each recorded step with its day and
// its facts in words, the buyer's status, and the photos and documents it has. Plain data, read by
// order-progress.server.ts, printed by components/order-timeline-list.tsx and the e-mails. Browser-safe.
import { moneyIn } from "../domain/currency-minor-units";
import { formatMoney, type CurrencyCode } from "../domain/money";
import { BUYER_STEP_WORDS, ORDER_STEP_KINDS, type OrderStep, type OrderStepKind } from "../domain/order-timeline";

export interface OrderStepView {
  kind: OrderStepKind;
  title: string;
  on: string;
  /** The step's facts, one line each: the amount, the containers and seals, the B/L and the ship. */
  facts: string[];
}

export interface OrderDocument {
  label: string;
  href: string;
}

export interface OrderProgressView {
  /** The order's version the page was read at; a step is recorded against it (optimistic check). */
  version: number;
  /** The buyer's words: Accepted (awaiting deposit), In production, Loaded, Shipped, Delivered. */
  status: string;
  steps: OrderStepView[];
  /** The kinds still to record, in their order. */
  remaining: OrderStepKind[];
  photos: Array<{ id: number; href: string }>;
  documents: OrderDocument[];
}

/** A step's facts in words, in the order's currency. */
export function stepFacts(step: OrderStep, currency: CurrencyCode): string[] {
  switch (step.kind) {
    case "deposit-received":
    case "balance-received":
      return [`Amount received: ${formatMoney(moneyIn(step.amountMinor, currency))}`];
    case "loaded":
      return step.containers.map((container) => `Container ${container.number}, seal ${container.seal}`);
    case "shipped":
      return [`Bill of lading ${step.billOfLading}`, `Vessel ${step.vessel}, voyage ${step.voyage}`, `ETD ${step.etd}, ETA ${step.eta}`];
    default:
      return [];
  }
}

export const stepView = (step: OrderStep, currency: CurrencyCode): OrderStepView => ({
  kind: step.kind,
  title: BUYER_STEP_WORDS[step.kind],
  on: step.on,
  facts: stepFacts(step, currency),
});

export const remainingKinds = (steps: readonly OrderStep[]): OrderStepKind[] => ORDER_STEP_KINDS.filter((kind) => !steps.some((step) => step.kind === kind));
