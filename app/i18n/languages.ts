// The shop's languages (decision 295): English at the root of the site, every other language under
// its own prefix (/fr, /es, /pt, /ar). Plain data and pure functions, used by the server and the browser.

export const LANGUAGES = ["en", "fr", "es", "pt", "ar"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE = "en" satisfies Language;
/** A language a page can be translated into: every one but the source, English. */
export type OtherLanguage = Exclude<Language, typeof DEFAULT_LANGUAGE>;

/** Each language's name in itself: what a buyer looks for in a language switcher. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  fr: "Français",
  es: "Español",
  pt: "Português",
  ar: "العربية",
};

/**
 * The locale Intl formats dates, numbers and plurals with. Portuguese is Brazil's first (the trade's
 * largest Portuguese-speaking market); Arabic keeps Latin digits ("-u-nu-latn"), as prices, sizes and
 * load indices are written across the Gulf trade.
 */
export const LOCALES: Record<Language, string> = {
  en: "en-GB",
  fr: "fr-FR",
  es: "es-ES",
  pt: "pt-BR",
  ar: "ar-u-nu-latn",
};

/**
 * The locale amounts are written in: the shop's own money format in English ("en-IE": "€1,049.90"),
 * as its quotes, PDFs and e-mails write them; the page's locale in any other language ("1 049,90 €").
 */
export function moneyLocale(language: Language): string {
  return language === DEFAULT_LANGUAGE ? "en-IE" : LOCALES[language];
}

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

export function textDirection(language: Language): "rtl" | "ltr" {
  return language === "ar" ? "rtl" : "ltr";
}

/** The path prefix of a language: "" for English, "/fr" for French. */
export function languagePrefix(language: Language): string {
  return language === DEFAULT_LANGUAGE ? "" : `/${language}`;
}

/**
 * The language a path is in and the path without its prefix: "/fr/buy-now" is French "/buy-now",
 * "/fr" French "/". "/en/..." is not a prefix (English has none): such a path is not found.
 */
export function splitLanguagePath(pathname: string): { language: Language; path: string } {
  const [, prefix = "", rest = ""] = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname) ?? [];
  if (prefix !== DEFAULT_LANGUAGE && isLanguage(prefix)) return { language: prefix, path: rest || "/" };
  return { language: DEFAULT_LANGUAGE, path: pathname };
}

/** The language a request's page is in, from its path's prefix: what a loader or action answers in. */
export function requestLanguage(request: Request): Language {
  return splitLanguagePath(new URL(request.url).pathname).language;
}

/** A request's path without its language prefix: what a loader that reads its own path reads. */
export function sitePathOf(url: URL): string {
  return splitLanguagePath(url.pathname).path;
}

/** A site path in a language: ("fr", "/buy-now?x=1") is "/fr/buy-now?x=1", ("fr", "/") is "/fr". */
export function pathInLanguage(language: Language, path: string): string {
  const prefix = languagePrefix(language);
  if (!prefix) return path;
  return path === "/" ? prefix : path.startsWith("/?") || path.startsWith("/#") ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}

/**
 * The shop's language a browser prefers (navigator.languages or Accept-Language, best first), or
 * null when it prefers none of ours before English.
 */
export function preferredLanguage(preferences: readonly string[]): OtherLanguage | null {
  for (const tag of preferences) {
    const base = tag.trim().toLowerCase().split(/[-_;]/)[0] ?? "";
    if (base === DEFAULT_LANGUAGE) return null;
    if (isLanguage(base) && base !== DEFAULT_LANGUAGE) return base;
  }
  return null;
}
