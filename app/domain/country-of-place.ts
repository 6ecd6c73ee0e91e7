// The country an inquiry ships to, read from its named place or address only when the text names
// it plainly: its last comma-separated part is a country's English name ("Lagos, Nigeria"). Codes
// alone ("CA") are not trusted: they are also states and provinces. Decision 172. Browser-safe.

const NOT_COUNTRIES = new Set(["EU", "EZ", "UN", "QO", "XA", "XB", "ZZ"]);
const ALIASES: Record<string, string> = { usa: "US", "u.s.a.": "US", uk: "GB", "the netherlands": "NL", holland: "NL" };

let byName: Map<string, string> | null = null;

function countryNames(): Map<string, string> {
  if (byName) return byName;
  const names = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
  const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  byName = new Map(Object.entries(ALIASES));
  for (const a of letters) {
    for (const b of letters) {
      const code = a + b;
      const name = NOT_COUNTRIES.has(code) ? undefined : names.of(code);
      if (name && name !== "Unknown Region") byName.set(name.toLowerCase(), code);
    }
  }
  return byName;
}

/** The ISO 3166 alpha-2 code the place names, or null when it does not name one plainly. */
export function countryOfPlace(place: string | null | undefined): string | null {
  const last = place?.split(/[,\n]/).at(-1)?.trim().replace(/\.$/, "").toLowerCase();
  if (!last) return null;
  return countryNames().get(last) ?? null;
}

/** A country's English name for a code, or the code itself. */
export function countryName(code: string): string {
  return new Intl.DisplayNames(["en"], { type: "region", fallback: "code" }).of(code) ?? code;
}

/** Every country as a code and its English name, by name: a form's list. */
/** Every country as a choice, named and sorted in `locale` (English unless told). */
export function countryOptions(locale = "en"): Array<{ code: string; name: string }> {
  const names = new Intl.DisplayNames([locale], { type: "region", fallback: "none" });
  const seen = new Map<string, string>();
  for (const code of new Set(countryNames().values())) seen.set(code, names.of(code) ?? code);
  return [...seen].map(([code, name]) => ({ code, name })).sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** Whether `code` is an ISO 3166 alpha-2 country code (upper case). */
export function isCountryCode(code: string): boolean {
  return /^[A-Z]{2}$/.test(code) && [...countryNames().values()].includes(code);
}
