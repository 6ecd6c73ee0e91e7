// What a legal page's loader sends (terms, privacy, returns): its text and the shared frame's in
// the page's language, and the date of the last change as that language writes it.
import { messagesFor } from "~/i18n/catalogues.server";
import { DEFAULT_LANGUAGE, LOCALES, requestLanguage, sitePathOf } from "~/i18n/languages";
import { POLICIES_UPDATED, POLICIES_UPDATED_ON } from "~/shop/policies";

/** The day the policies last changed, in a language's own words ("21 novembre 2026"). */
export function policiesUpdatedIn(locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(POLICIES_UPDATED_ON));
}

export function loadLegalPage<const Area extends "terms" | "privacy" | "returns">(request: Request, area: Area) {
  const language = requestLanguage(request);
  return {
    updated: language === DEFAULT_LANGUAGE ? POLICIES_UPDATED : policiesUpdatedIn(LOCALES[language]),
    path: sitePathOf(new URL(request.url)),
    messages: messagesFor(language, ["legal", area]),
  };
}
