// The links to this page in each of the shop's languages (decision 295), in the footer. Plain links,
// not router links: each language is its own basename, so a change of language loads the page anew.
import { LANGUAGE_NAMES, LANGUAGES, pathInLanguage } from "~/i18n/languages";
import { useLanguage, useShellText } from "~/i18n/use-shell-text";
import { rememberLanguageChoice } from "~/i18n/language-choice";

/** `path`: the page's path and query without its language prefix. */
export function LanguageSwitcher({ path, label, className }: { path: string; label?: string; className?: string }) {
  const language = useLanguage();
  const text = useShellText();
  return (
    <nav aria-label={label ?? text("languageNav")} className={className} data-language-switcher>
      <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1">
        {LANGUAGES.map((each) => (
          <li key={each}>
            <a
              href={pathInLanguage(each, path)}
              hrefLang={each}
              lang={each}
              aria-current={each === language ? "page" : undefined}
              onClick={rememberLanguageChoice}
              className="inline-flex min-h-11 items-center underline-offset-2 hover:underline aria-[current=page]:font-semibold"
            >
              {LANGUAGE_NAMES[each]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
