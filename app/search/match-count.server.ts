// The search page's count line (decision 070): exact up to 1,000 matches, then "1,000+", in the
// page's language.
import { SEARCH_CATALOGUE } from "~/i18n/catalogues.server";
import { formatMessage } from "~/i18n/format-message";
import { DEFAULT_LANGUAGE, LOCALES, type Language } from "~/i18n/languages";

/** "1 tyre matches", "20 tyres match", "1,000+ tyres match" when the search stopped counting. */
export function matchCountText(total: number, capped: boolean, language: Language = DEFAULT_LANGUAGE): string {
  const words = SEARCH_CATALOGUE[language];
  return formatMessage(LOCALES[language], capped ? words.matchesCapped : words.matches, { count: total });
}
