// The quote form's field names, shared by the server's check (quote-form.ts) and the browser's
// marks and running total, which must not load the check's zod.

export const QUOTE_FORM_FIELDS = ["shipping", "insurance", "incoterm", "namedPlace", "validUntil", "paymentTerms", "note"] as const;

/** The field of line n's unit price (0-based). */
export const priceField = (index: number) => `price-${index}`;
