// The bar offering the page in the visitor's language, in that language (decision 296). Loaded only
// when shown (language-suggestion.tsx).
import { pathInLanguage, textDirection, type OtherLanguage } from "~/i18n/languages";
import { LANGUAGE_SUGGESTIONS } from "~/i18n/messages/language-suggestion";
import { rememberLanguageChoice } from "~/i18n/language-choice";

export default function LanguageSuggestionBar({ language, path, onDismiss }: { language: OtherLanguage; path: string; onDismiss: () => void }) {
  const words = LANGUAGE_SUGGESTIONS[language];
  return (
    <aside lang={language} dir={textDirection(language)} aria-label={words.label} className="bg-brand-50 text-sm text-gray-900" data-language-suggestion>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-1">
        <a
          href={pathInLanguage(language, path)}
          hrefLang={language}
          onClick={rememberLanguageChoice}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
        >
          {words.view}
        </a>
        <button type="button" onClick={onDismiss} className="min-h-11 rounded px-3 font-medium text-gray-700 hover:bg-brand-100">
          {words.close}
        </button>
      </div>
    </aside>
  );
}
