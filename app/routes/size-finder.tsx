// /tyres/size: the size finder, and every size we sell as a link to its page. A typed
// size (?size=) or a complete choice (?width=&profile=&rim=) redirects to the size's page.
import { data, Link, redirect } from "react-router";
import { sizePagePath, SIZE_FINDER_PATH } from "~/catalogue/tyre-path";
import { SizeFinder } from "~/components/size-finder";
import { pageLanguage, seoMeta } from "~/seo/meta-tags";
import { finderSizes } from "~/catalogue/catalogue-sizes";
import { loadSizeFinder } from "~/sizes/size-finder.server";
import { messagesFor } from "~/i18n/catalogues.server";
import { LOCALES, requestLanguage } from "~/i18n/languages";
import { PageMessages } from "~/i18n/page-messages";
import type { Route } from "./+types/size-finder";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = requestLanguage(request);
  const messages = messagesFor(language, ["sizeFinder"]);
  const page = await loadSizeFinder(context.db, url.searchParams, messages.sizeFinder);
  if (page.kind === "redirect") throw redirect(page.to);
  const { sizes, choice, typed, message, status } = page;
  const loaded = {
    finder: finderSizes(sizes),
    links: sizes.map((s) => ({ slug: s.slug, normalized: s.normalized, count: s.tyreCount.toLocaleString(LOCALES[language]) })),
    choice,
    typed,
    message,
    asked: url.search !== "",
    publicUrl: context.config.publicUrl,
    messages,
  };
  return status === 200 ? loaded : data(loaded, { status });
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const words = loaderData?.messages.sizeFinder;
  const tags = seoMeta({
    language: pageLanguage(matches),
    title: words?.title ?? "Tyres by Size",
    description:
      words?.description ?? "Find wholesale truck, car, motorcycle and off-road tyres by size: choose width, profile and rim, or type a size like 315/80R22.5.",
    path: SIZE_FINDER_PATH,
    publicUrl: loaderData?.publicUrl ?? "",
  });
  // A half-made choice or a typed size is a step, not a page to index.
  return loaderData?.asked ? [...tags, { name: "robots", content: "noindex, follow" }] : tags;
}

export default function SizeFinderPage({ loaderData }: Route.ComponentProps) {
  const { finder, links, choice, typed, message, messages } = loaderData;
  const words = messages.sizeFinder;
  return (
    <PageMessages messages={messages}>
      <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{words.heading}</h1>
        <p className="mt-1 text-gray-700">{words.lead}</p>
        <div className="mt-6">
          <SizeFinder key={JSON.stringify([choice, typed, message])} sizes={finder} initial={choice} typed={typed} message={message} />
        </div>
        <section aria-labelledby="all-sizes" className="mt-10">
          <h2 id="all-sizes" className="text-xl font-bold text-gray-900">
            {words.allSizes}
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3 lg:grid-cols-5">
            {links.map((s) => (
              <li key={s.slug}>
                <Link
                  to={sizePagePath(s.slug)}
                  className="inline-flex min-h-8 items-center text-brand-700 underline hover:text-brand-800"
                  translate="no"
                  dir="ltr"
                >
                  {s.normalized}
                </Link>
                <span className="ms-1 text-sm text-gray-600">{`(${s.count})`}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </PageMessages>
  );
}
