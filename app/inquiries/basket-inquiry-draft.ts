// What a basket inquiry carries beside its form, as the buyer saw it (decision 132): written by
// submit-inquiry.server.ts, stored by inquiry-repository.server.ts and shown in its e-mails
// (basket-inquiry-email.ts). Its own module, so the e-mails need not import the repository that
// queues them.

/** One tyre of a basket inquiry as the buyer saw it (decision 132). */
export interface InquiryLineDraft {
  tyreId: number;
  /** '{brand} {model}' */
  tyreName: string;
  size: string;
  quantity: number;
  unitPriceMinor: number;
  lineTotalMinor: number;
  currency: string;
}

/** What a basket inquiry stores beside the form (issue 13): its lines, the named place, the plan and totals shown. */
export interface BasketInquiryDraft {
  lines: InquiryLineDraft[];
  namedPlace: string;
  planSummary: string;
  containers: string;
  currency: string;
  surchargeMinor: number;
  subtotalMinor: number;
  shippingMinor: number;
  totalMinor: number;
}
