// The language a request came from when its own path does not say it (an API call, better-auth's
// endpoints): the prefix of the page the browser says it was sent from. The shop's pages send
// their full address as Referer to the shop itself (Referrer-Policy strict-origin-when-cross-origin).
import { isLanguage, splitLanguagePath, type Language } from "../i18n/languages";

/** The language of the page a Referer names, or null without one that parses. */
export function refererLanguage(referer: string | null | undefined): Language | null {
  if (!referer || !URL.canParse(referer)) return null;
  return splitLanguagePath(new URL(referer).pathname).language;
}

/** A language a client named itself (a JSON body's `language`), or null. */
export function statedLanguage(value: unknown): Language | null {
  return typeof value === "string" && isLanguage(value) ? value : null;
}
