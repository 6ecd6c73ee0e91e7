// The payment terms a seller may offer (decision 230) and each one's schedule: what part of the
// total is due when. Pure and browser-safe (no ibantools), for the PDF, the e-mail and the buyer's page.
import { formatMoney, money, type CurrencyCode } from "./money";

/** The payment terms a seller may offer, in the words a trade bank reads. */
export const PAYMENT_TERM_KINDS = ["tt-30-70-bl", "tt-100-advance", "lc-at-sight", "cad", "spec-30-balance"] as const;
export type PaymentTermKind = (typeof PAYMENT_TERM_KINDS)[number];

interface PaymentTermPart {
  percent: number;
  /** When this part is due, finishing "… due …". */
  due: string;
}

interface PaymentTerm {
  label: string;
  parts: readonly PaymentTermPart[];
}

export const PAYMENT_TERMS: Record<PaymentTermKind, PaymentTerm> = {
  "tt-30-70-bl": {
    label: "T/T 30% deposit, 70% against copy of B/L",
    parts: [
      { percent: 30, due: "by bank transfer on order, before production" },
      { percent: 70, due: "by bank transfer against a copy of the bill of lading" },
    ],
  },
  "tt-100-advance": { label: "T/T 100% in advance", parts: [{ percent: 100, due: "by bank transfer on order, before production" }] },
  "lc-at-sight": {
    label: "Irrevocable L/C at sight",
    parts: [{ percent: 100, due: "by irrevocable letter of credit, paid at sight against the shipping documents" }],
  },
  cad: { label: "Cash against documents (CAD)", parts: [{ percent: 100, due: "through the banks, against the shipping documents" }] },
  // spec §9's own sentence, which quotes made before the profile carry.
  "spec-30-balance": {
    label: "30% deposit for production, balance before shipment",
    parts: [
      { percent: 30, due: "on order, for production" },
      { percent: 70, due: "before shipment" },
    ],
  },
};

export const DEFAULT_PAYMENT_TERM_KINDS: readonly PaymentTermKind[] = ["tt-30-70-bl", "tt-100-advance", "lc-at-sight", "cad"];

export function isPaymentTermKind(value: unknown): value is PaymentTermKind {
  return typeof value === "string" && (PAYMENT_TERM_KINDS as readonly string[]).includes(value);
}

/**
 * The term a quote's payment-terms text names: the one whose label the text begins with (case and
 * spacing aside), so "T/T 100% in advance. Reference: PI number" is T/T 100%. Null for free text.
 */
export function paymentTermOfText(text: string): PaymentTermKind | null {
  const plain = (value: string) => value.replace(/\s+/g, " ").trim().toLowerCase();
  const typed = plain(text);
  // The longest label first, so no label that is the start of another one wins.
  const kinds = [...PAYMENT_TERM_KINDS].sort((a, b) => PAYMENT_TERMS[b].label.length - PAYMENT_TERMS[a].label.length);
  return kinds.find((kind) => typed.startsWith(plain(PAYMENT_TERMS[kind].label))) ?? null;
}

export interface PaymentDue {
  percent: number;
  amountMinor: number;
  due: string;
}

/**
 * Each part of a term in minor units: every part but the last rounded half up to the cent, the
 * last the rest, so the parts always add up to the total.
 */
export function paymentTermSchedule(kind: PaymentTermKind, totalMinor: number): PaymentDue[] {
  const parts = PAYMENT_TERMS[kind].parts;
  let left = totalMinor;
  return parts.map((part, i) => {
    const amountMinor = i === parts.length - 1 ? left : Math.floor((totalMinor * part.percent + 50) / 100);
    left -= amountMinor;
    return { percent: part.percent, amountMinor, due: part.due };
  });
}

/** "30%: €64,934.70 by bank transfer on order, before production" per part. */
export function paymentScheduleLines(kind: PaymentTermKind, totalMinor: number, currency: CurrencyCode, minorUnits = 2): string[] {
  return paymentTermSchedule(kind, totalMinor).map(
    (part) => `${part.percent}%: ${formatMoney({ ...money(part.amountMinor, currency), minorUnits })} due ${part.due}`,
  );
}
