// The frame of a static text page (terms, privacy, returns): a heading, the date, readable prose.
import type { ReactNode } from "react";

export function LegalPage({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-extrabold text-gray-900 sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-gray-600">Last updated {updated}</p>
      <div className="prose-tyres mt-8 flex flex-col gap-4 text-gray-800 [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-gray-900 [&_li]:ml-5 [&_li]:list-disc [&_a]:text-brand-700 [&_a]:underline">
        {children}
      </div>
    </article>
  );
}
