// CSV for spreadsheets (the seller's inquiry export, the buyer's price list): RFC 4180 quoting,
// CRLF line ends, and text cells that a spreadsheet would run as a formula (= + - @, tab,
// carriage return) prefixed with a quote, so a name in the catalogue never becomes a formula.

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: numbers as written, text made formula-safe and quoted when it holds , " CR or LF. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: ReadonlyArray<string | number | null | undefined>): string {
  return values.map(csvCell).join(",") + "\r\n";
}
