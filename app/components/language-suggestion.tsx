// On an English page, a first visitor whose browser prefers one of the shop's other languages is
// offered it ("Voir ce site en français"), never sent there (decision 296). Worked out in the browser
// after hydration from navigator.languages: the page itself stays the same cached bytes for every
// visitor. The bar's words load with the bar, only for a visitor who is offered it.
import { lazy, Suspense, useState } from "react";
import { useHydrated } from "~/browser/use-hydrated";
import { hasChosenLanguage, rememberLanguageChoice } from "~/i18n/language-choice";
import { preferredLanguage } from "~/i18n/languages";

const SuggestionBar = lazy(() => import("./language-suggestion-bar"));

/** `path`: the English page's path, query and hash: the suggestion links the same page in the other language. */
export function LanguageSuggestion({ path }: { path: string }) {
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  // Read in the browser only: the server's page, and the first render that hydrates it, offer nothing.
  const language = hydrated && !dismissed && !hasChosenLanguage() ? preferredLanguage(navigator.languages) : null;
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
