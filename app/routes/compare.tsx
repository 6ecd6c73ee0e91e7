// /compare?tyres=ID,ID,...: up to 4 tyres side by side, differences highlighted and the best
// value of each ranked row marked (decision 041). The URL is the selection, so it can be shared.
import { Link } from "react-router";
import { describeAvailabilityOf } from "~/catalogue/availability.server";
import { loadComparePage } from "~/compare/compare-page.server";
import { comparePath, MAX_COMPARE } from "~/compare/compare-selection";
import { bestRules, compareTyres } from "~/compare/compare-table";
import { CompareTable, DiffersMark } from "~/components/compare-table";
import { VatNote } from "~/components/vat-note";
import type { Route } from "./+types/compare";
import { displayRateFor } from "~/currency/display-currency.server";
import { shopDate } from "~/domain/seller-quote";
import { withShownPrices } from "~/domain/shown-money";
import { messagesFor } from "~/i18n/catalogues.server";
import { fillMessage } from "~/i18n/fill-message";
import { LOCALES, requestLanguage, textDirection } from "~/i18n/languages";
import { PageMessages } from "~/i18n/page-messages";

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = requestLanguage(request);
  const messages = messagesFor(language, ["compare", "listing", "inquiryButtons"]);
  const [page, rate] = await Promise.all([loadComparePage(context.db, new URL(request.url).searchParams), displayRateFor(context, request)]);
  const texts = await describeAvailabilityOf(
    context.db,
    page.tyres.map((t) => t.id),
    shopDate(new Date()),
    language,
  );
  const tyres = page.tyres.map((t) => {
    const text = texts.get(t.id)!;
    // Prices in the buyer's display currency (decision 298).
    return { ...withShownPrices(t, rate), stockLine: text.stock && [text.stock, text.beyond].filter(Boolean).join("; "), productionLine: text.production };
  });
  // The table is worded here, in the page's language, so the page's script carries neither its rows nor their words.
  const compareLanguage = { words: messages.compare, locale: language === "en" ? undefined : LOCALES[language], rtl: textDirection(language) === "rtl" };
  return {
    ...page,
    tyres,
    rows: compareTyres(tyres, compareLanguage),
    legend: bestRules(messages.compare),
    publicUrl: context.config.publicUrl,
    messages,
  };
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const tyres = loaderData?.tyres ?? [];
  const words = loaderData?.messages.compare;
  const names = tyres.map((t) => `${t.brand} ${t.model}`).join(" vs ");
  const title = words ? (names ? fillMessage(words.titleOf, { names }) : words.title) : "Compare tyres | Tyre Wholesale";
  return [
    { title },
    {
      name: "description",
      content: words?.description ?? "Compare up to 4 tyres side by side: prices, rating, EU label, load index, speed rating and every specification.",
    },
    { tagName: "link", rel: "canonical", href: `${loaderData?.publicUrl ?? ""}${tyres.length ? comparePath(tyres.map((t) => t.id)) : "/compare"}` },
  ];
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { tyres, ignored, rows, legend, messages } = loaderData;
  const words = messages.compare;
  return (
    <PageMessages messages={messages}>
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-10">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{words.heading}</h1>
        {ignored.length > 0 && (
          <p role="note" className="mt-3 rounded-lg bg-amber-50 px-4 py-2 text-sm text-amber-900 ring-1 ring-amber-200" data-compare-ignored>
            {fillMessage(words.leftOut, { ids: ignored.join(", "), max: MAX_COMPARE })}
          </p>
        )}
        {tyres.length === 0 ? (
          <p className="mt-6 text-gray-700">
            {fillMessage(words.emptyBefore, { max: MAX_COMPARE })}{" "}
            <Link to="/summer-offers" className="font-semibold text-brand-700 underline">
              {words.emptyLink}
            </Link>{" "}
            {words.emptyAfter}
          </p>
        ) : (
          <>
            <p className="mt-2 text-gray-700">
              {words.explainBefore} <DiffersMark /> {words.explainMiddle} <strong>{words.explainBest}</strong> {words.explainAfter}
            </p>
            <VatNote className="mt-1" />
            <CompareTable tyres={tyres} rows={rows} />
            <details className="mt-4 text-sm text-gray-700">
              <summary className="cursor-pointer font-semibold text-gray-900">{words.bestMeansHeading}</summary>
              <ul className="mt-2 list-disc ps-5">
                {legend.map((r) => (
                  <li key={r.label}>{fillMessage(words.bestRule, r)}</li>
                ))}
              </ul>
            </details>
          </>
        )}
      </div>
    </PageMessages>
  );
}
