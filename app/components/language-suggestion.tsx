// On an English page, a first visitor whose browser prefers one of the shop's other languages is
// offered it ("Voir ce site en français"), never sent there (decision 296). Worked out in the browser
// after hydration from navigator.languages: the page itself stays the same cached bytes for every
// visitor. The bar's words load with the bar, only for a visitor who is offered it.
import { lazy, Suspense, useState } from "react";
import { useHydrated } from "~/browser/use-hydrated";
import { preferredLanguage } from "~/i18n/languages";

const SuggestionBar = lazy(() => import("./language-suggestion-bar"));

/** Set once a visitor dismisses the suggestion or picks a language: they are not asked again. */
export const LANGUAGE_CHOSEN_KEY = "language-chosen";

export function rememberLanguageChoice(): void {
  try {
    localStorage.setItem(LANGUAGE_CHOSEN_KEY, "1");
  } catch {
    // Storage refused (private mode): the suggestion may show again, which is all it costs.
  }
}

function storedChoice(): boolean {
  try {
    return localStorage.getItem(LANGUAGE_CHOSEN_KEY) !== null;
  } catch {
    return false;
  }
}

/** `path`: the English page's path, query and hash: the suggestion links the same page in the other language. */
export function LanguageSuggestion({ path }: { path: string }) {
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  // Read in the browser only: the server's page, and the first render that hydrates it, offer nothing.
  const language = hydrated && !dismissed && !storedChoice() ? preferredLanguage(navigator.languages) : null;
  if (!language) return null;
  const dismiss = () => {
    rememberLanguageChoice();
    setDismissed(true);
  };
  return (
    <Suspense fallback={null}>
      <SuggestionBar language={language} path={path} onDismiss={dismiss} />
    </Suspense>
  );
}
