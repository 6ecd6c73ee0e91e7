// The currency chooser (/currency, decision 285): the page a buyer reaches from the header's
// "Currency" link, with one link per currency back to the page they came from, its other
// parameters kept and ?currency= set. A link in the header costs every page a few bytes; a form
// with a choice per currency cost each page 0.6 KiB of markup and loader data. Pure.
import { CURRENCY_PARAM } from "./currency-param";

/** Where the chooser sends the buyer back: a path on this shop, or home for anything else. */
export function safeBackPath(back: string | null): string {
  if (!back || back.length > 2000 || !back.startsWith("/") || back.startsWith("//") || back.startsWith("/\\")) return "/";
  const url = new URL(back, "http://shop.invalid");
  // Control characters or anything that resolved elsewhere: home.
  if (url.origin !== "http://shop.invalid" || /[\u0000-\u001f]/.test(back)) return "/";
  return url.pathname + url.search;
}

/** `back` asked in `code`, or in the catalogue's currency (no parameter) when `code` is null. */
export function pathInCurrency(back: string, code: string | null): string {
  const url = new URL(safeBackPath(back), "http://shop.invalid");
  url.searchParams.delete(CURRENCY_PARAM);
  if (code) url.searchParams.set(CURRENCY_PARAM, code);
  return url.pathname + url.search;
}

/** The header link's address: the chooser, with the page to come back to. */
export function chooserHref(pathAndSearch: string): string {
  return `/currency?back=${encodeURIComponent(pathAndSearch)}`;
}
