// The header's display-currency picker (decision 285) as markup the root loader sends: a plain GET
// form to the same page, its other parameters kept as hidden fields, a <select> and a button. It
// works without JavaScript, and written here the pages' script carries none of it (every page's
// bytes are budgeted: tests/e2e/page-weight.test.ts). Every value is escaped: the kept parameters
// are whatever the visitor's URL held.
import { SMALL_QUIET_BUTTON } from "~/styles/buttons";
import { CURRENCY_PARAM } from "./currency-param";
import type { DisplayCurrency } from "./display-currency";

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
/** Text made safe inside an element or a double-quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

export function headerCurrencyHtml(display: Pick<DisplayCurrency, "catalogue" | "choices" | "selected">, url: URL): string {
  const hidden = [...url.searchParams]
    .filter(([name]) => name !== CURRENCY_PARAM)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("");
  const options = [display.catalogue, ...display.choices]
    .map((code) => `<option value="${escapeHtml(code)}"${code === display.selected ? " selected" : ""}>${escapeHtml(code)}</option>`)
    .join("");
  return (
    `<form method="get" action="${escapeHtml(url.pathname)}" class="flex items-center justify-end gap-2 px-4 py-1" aria-label="Currency of the prices" data-currency-form>${hidden}` +
    `<label for="display-currency" class="text-sm text-gray-700">Currency</label>` +
    `<select id="display-currency" name="${CURRENCY_PARAM}" class="rounded-md border border-gray-400 bg-white px-2 py-1.5 text-sm text-gray-900">${options}</select>` +
    `<button type="submit" class="${SMALL_QUIET_BUTTON}">Show</button></form>`
  );
}
