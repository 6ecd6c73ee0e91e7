// An accepted order's progress (decision 252): the steps a seller records after the buyer accepts,
// each with its own facts, and the rules a new step must meet against the steps before it. Pure:
// plain data in, plain data out; the repository, the screens and the e-mails come later.
import { containerNumberOf, containerNumberProblem } from "./container-number";

/** The steps in the order they happen; the balance may come before or after shipping (the payment term says). */
export const ORDER_STEP_KINDS = ["deposit-received", "in-production", "loaded", "shipped", "balance-received", "delivered"] as const;
export type OrderStepKind = (typeof ORDER_STEP_KINDS)[number];

export interface LoadedContainer {
  /** ISO 6346, stored without spaces: CSQU3054383. */
  number: string;
  seal: string;
}

/** Every step has its day (YYYY-MM-DD, the shop's calendar) and its own facts. */
export type OrderStep =
  | { kind: "deposit-received"; on: string; amountMinor: number }
  | { kind: "in-production"; on: string }
  | { kind: "loaded"; on: string; containers: LoadedContainer[] }
  | { kind: "shipped"; on: string; billOfLading: string; vessel: string; voyage: string; etd: string; eta: string }
  | { kind: "balance-received"; on: string; amountMinor: number }
  | { kind: "delivered"; on: string };

/** What the buyer reads on their side: never a seller's word. */
export const BUYER_STEP_WORDS: Record<OrderStepKind, string> = {
  "deposit-received": "Deposit received",
  "in-production": "In production",
  loaded: "Loaded",
  shipped: "Shipped",
  "balance-received": "Balance received",
  delivered: "Delivered",
};

/**
 * The goods' steps in their order: each comes after the one before it. The two payments are not
 * among them: a deposit is first when there is one, and the balance may be due before shipment
 * (spec §9) or against a copy of the bill of lading.
 */
const GOODS_ORDER: readonly OrderStepKind[] = ["in-production", "loaded", "shipped", "delivered"];

/** The buyer's status: the latest goods step, else "Accepted (awaiting deposit)" or "Deposit received". */
export function buyerOrderStatus(steps: readonly OrderStep[]): string {
  const goods = [...GOODS_ORDER].reverse().find((kind) => steps.some((step) => step.kind === kind));
  if (goods) return BUYER_STEP_WORDS[goods];
  return steps.some((step) => step.kind === "deposit-received") ? BUYER_STEP_WORDS["deposit-received"] : "Accepted (awaiting deposit)";
}

const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/**
 * Why `next` cannot follow `steps` (each problem keyed by its field), or an empty object. `today`
 * is the shop's date: no step is recorded ahead of it, except a ship's arrival (ETA).
 */
export function orderStepProblems(steps: readonly OrderStep[], next: OrderStep, today: string): Record<string, string> {
  const problems: Record<string, string> = {};
  if (steps.some((step) => step.kind === next.kind)) problems.kind = `"${BUYER_STEP_WORDS[next.kind]}" is already recorded.`;
  const goodsAt = GOODS_ORDER.indexOf(next.kind);
  const missing = goodsAt > 0 ? GOODS_ORDER.slice(0, goodsAt).find((kind) => !steps.some((step) => step.kind === kind)) : undefined;
  if (missing) problems.kind ??= `Record "${BUYER_STEP_WORDS[missing]}" first.`;

  if (!isDay(next.on)) problems.on = "Enter the date as YYYY-MM-DD.";
  else if (next.on > today) problems.on = "The date cannot be in the future.";
  else {
    const latest = steps.reduce<string | null>((max, step) => (max === null || step.on > max ? step.on : max), null);
    if (latest !== null && next.on < latest) problems.on = `The date cannot be before the previous step's (${latest}).`;
  }

  switch (next.kind) {
    case "deposit-received":
    case "balance-received":
      if (!Number.isSafeInteger(next.amountMinor) || next.amountMinor <= 0) problems.amount = "Enter the amount received.";
      break;
    case "loaded":
      Object.assign(problems, containerProblems(next.containers));
      break;
    case "shipped":
      if (!next.billOfLading.trim()) problems.billOfLading = "Enter the bill of lading number.";
      if (!next.vessel.trim()) problems.vessel = "Enter the vessel's name.";
      if (!next.voyage.trim()) problems.voyage = "Enter the voyage number.";
      if (!isDay(next.etd)) problems.etd = "Enter the departure date (ETD) as YYYY-MM-DD.";
      else if (isDay(next.on) && next.etd < next.on) problems.etd = "The departure cannot be before the day it was shipped.";
      if (!isDay(next.eta)) problems.eta = "Enter the arrival date (ETA) as YYYY-MM-DD.";
      else if (isDay(next.etd) && next.eta < next.etd) problems.eta = "The arrival cannot be before the departure.";
      break;
  }
  return problems;
}

function containerProblems(containers: readonly LoadedContainer[]): Record<string, string> {
  if (containers.length === 0) return { containers: "Enter at least one container number." };
  const problems: Record<string, string> = {};
  const seen = new Set<string>();
  for (const [i, container] of containers.entries()) {
    const problem = containerNumberProblem(container.number);
    const number = containerNumberOf(container.number);
    if (problem) problems[`container-${i}`] = problem;
    else if (seen.has(number)) problems[`container-${i}`] = `${number} is listed twice.`;
    seen.add(number);
    if (!container.seal.trim()) problems[`seal-${i}`] = "Enter the seal number.";
  }
  return problems;
}
