// The frame of a static text page (terms, privacy, returns): a heading, the date, readable prose.
// A translated page says once, at its top, that the English text prevails, and links to it.
import { Fragment, type ReactNode } from "react";
import { DEFAULT_LANGUAGE, pathInLanguage } from "~/i18n/languages";
import { usePageMessages } from "~/i18n/page-messages";
import { useLanguage } from "~/i18n/use-shell-text";

export function LegalPage({ title, updated, path, children }: { title: string; updated: string; path: string; children: ReactNode }) {
  const legal = usePageMessages("legal");
  const language = useLanguage();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-extrabold text-gray-900 sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-gray-600">{fillParts(legal.lastUpdated, { date: updated })}</p>
      {language === DEFAULT_LANGUAGE ? null : (
        <p className="mt-4 rounded-lg border border-gray-200 bg-gray-50 px-4 py-3 text-sm text-gray-700" data-translation-note>
          {legal.translationNote}{" "}
          <a href={pathInLanguage(DEFAULT_LANGUAGE, path)} hrefLang="en" className="font-semibold text-brand-700 underline">
            {legal.englishVersion}
          </a>
        </p>
      )}
      <div className="prose-tyres mt-8 flex flex-col gap-4 text-gray-800 [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-gray-900 [&_li]:ms-5 [&_li]:list-disc [&_a]:text-brand-700 [&_a]:underline">
        {children}
      </div>
    </article>
  );
}

/**
 * A message's plain `{name}` arguments filled with text or elements: a link or an address inside a
 * sentence stays where the language puts it.
 */
export function fillParts(message: string, values: Record<string, ReactNode>): ReactNode[] {
  return message.split(/\{(\w+)\}/).map((part, index) => (index % 2 === 1 ? <Fragment key={index}>{values[part] ?? `{${part}}`}</Fragment> : part));
}
