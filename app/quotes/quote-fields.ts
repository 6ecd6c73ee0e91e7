// The quote form's field names, shared by the server's check (quote-form.ts) and the browser's
// marks and running total, which must not load the check's zod.

export const QUOTE_FORM_FIELDS = ["currency", "shipping", "insurance", "incoterm", "namedPlace", "validUntil", "paymentTerms", "note"] as const;

/** The field of line n's unit price (0-based). */
export const priceField = (index: number) => `price-${index}`;

/** Line n's lead time (days), ready date and DOT (decision 262). */
export const leadTimeField = (index: number) => `leadTime-${index}`;
export const readyOnField = (index: number) => `readyOn-${index}`;
export const dotField = (index: number) => `dot-${index}`;

/** Every per-line field of a quote of `lineCount` lines. */
export function lineFields(lineCount: number): string[] {
  return Array.from({ length: lineCount }, (_, i) => [priceField(i), leadTimeField(i), readyOnField(i), dotField(i)]).flat();
}
