// A quote's days as people read them. Browser-safe: the buyer's page and the PDF print the same words.
const LONG = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });

/** "9 December 2026" from a YYYY-MM-DD day (a calendar day, so no time zone moves it). */
export function formatQuoteDateText(day: string): string {
  return LONG.format(new Date(`${day}T00:00:00Z`));
}
