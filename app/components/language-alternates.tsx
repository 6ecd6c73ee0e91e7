// The page's address in every language and x-default (English) for search engines (decision 295).
import { absoluteUrl } from "~/seo/meta-tags";
import { LANGUAGES, pathInLanguage } from "~/i18n/languages";

/** `path`: the page's path and query without its language prefix. */
export function LanguageAlternates({ publicUrl, path }: { publicUrl: string; path: string }) {
  return (
    <>
      {LANGUAGES.map((language) => (
        <link key={language} rel="alternate" hrefLang={language} href={absoluteUrl(publicUrl, pathInLanguage(language, path))} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={absoluteUrl(publicUrl, path)} />
    </>
  );
}
