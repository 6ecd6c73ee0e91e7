// The return path after login or sign-up: only ever a path on this site (never //host or a URL),
// so a crafted link cannot send a buyer elsewhere. Browser-safe.

const AUTH_PAGES = ["/login", "/login/two-factor", "/register", "/logout", "/forgot-password", "/reset-password"];

/** Returns `value` when it is a same-site path (not an auth page), otherwise `fallback`. */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length > 2000) return fallback;
  // Only a single leading slash; backslashes and control characters are refused because
  // browsers read "/\host" and "/\thost" as another host.
  if (!value.startsWith("/") || value.startsWith("//") || /[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  const base = "http://same.site";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  if (AUTH_PAGES.includes(url.pathname)) return fallback;
  // The normalised path is what the browser is sent to, so it must pass the same test: "/..//x"
  // normalises to "//x", which a browser reads as the host x; an encoded slash or backslash
  // there ("/%2F/x") is refused too, in case anything on the way decodes it.
  const path = url.pathname + url.search + url.hash;
  return /^\/(?:\/|\\|%2f|%5c)/i.test(path) ? fallback : path;
}

/** The login link for a page: /login?redirectTo=<that page>. */
export function loginHref(returnTo: string, page: "/login" | "/register" = "/login"): string {
  const path = safeRedirectPath(returnTo, "");
  return path && path !== "/" ? `${page}?redirectTo=${encodeURIComponent(path)}` : page;
}
