// What a buyer does first once they accept a quote (decision 251): the first part of the payment
// term the quote names. A bank transfer (T/T or spec §9's deposit) is paid to the seller's bank with
// the PI number as the reference; an L/C is opened by the buyer's bank for the whole amount; cash
// against documents asks nothing until the documents arrive. Pure: plain data in, plain data out.
import { paymentTermSchedule, type PaymentDue, type PaymentTermKind } from "./payment-terms";

export type FirstPaymentKind = "transfer" | "letter-of-credit" | "against-documents";

export interface FirstPayment {
  kind: FirstPaymentKind;
  /** The part paid first: its percent of the total, amount in minor units, and when it is due. */
  part: PaymentDue;
  /** Every part after it, in order (the balance). */
  later: PaymentDue[];
}

const KIND_OF: Record<PaymentTermKind, FirstPaymentKind> = {
  "tt-30-70-bl": "transfer",
  "tt-100-advance": "transfer",
  "spec-30-balance": "transfer",
  "lc-at-sight": "letter-of-credit",
  cad: "against-documents",
};

export function firstPayment(term: PaymentTermKind, totalMinor: number): FirstPayment {
  const [part, ...later] = paymentTermSchedule(term, totalMinor);
  return { kind: KIND_OF[term], part: part!, later };
}
