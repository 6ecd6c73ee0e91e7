// The buyer's remembered display currency (decision 298): a `currency` cookie the chooser sets,
// read by the loaders and by the render cache's key. Only its value is ever read, and only as a
// three-letter code: the rest of the Cookie header never reaches a page or a cache key. Pure.

export const CURRENCY_COOKIE = "currency";
/** A year: the buyer's market changes rarely. */
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The `currency` cookie's raw value in a Cookie header, or null when there is none. */
export function currencyCookieOf(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const equals = part.indexOf("=");
    if (equals === -1 || part.slice(0, equals).trim() !== CURRENCY_COOKIE) continue;
    return part.slice(equals + 1).trim();
  }
  return null;
}

/** A value read as an ISO 4217-shaped code ("usd" reads as USD), or null when it is no code at all. */
export function currencyCodeOf(value: string | null | undefined): string | null {
  const code = (value ?? "").trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code) ? code : null;
}

/** The Set-Cookie value that remembers `code` for a year, on every path of the shop. */
export function currencyCookie(code: string, secure: boolean): string {
  return `${CURRENCY_COOKIE}=${code}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
