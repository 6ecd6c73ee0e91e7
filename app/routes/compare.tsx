// /compare?tyres=ID,ID,...: up to 4 tyres side by side, differences highlighted and the best
// value of each ranked row marked (decision 041). The URL is the selection, so it can be shared.
import { Link } from "react-router";
import { describeAvailabilityOf } from "~/catalogue/availability.server";
import { loadComparePage } from "~/compare/compare-page.server";
import { comparePath, MAX_COMPARE } from "~/compare/compare-selection";
import { BEST_RULES, compareTyres } from "~/compare/compare-table";
import { CompareTable, DiffersMark } from "~/components/compare-table";
import { VatNote } from "~/components/vat-note";
import type { Route } from "./+types/compare";
import { displayRateFor } from "~/currency/display-currency.server";
import { withShownPrices } from "~/domain/shown-money";
import { messagesFor } from "~/i18n/catalogues.server";
import { PageMessages } from "~/i18n/page-messages";
import { requestLanguage } from "~/i18n/languages";

export async function loader({ request, context }: Route.LoaderArgs) {
  const [page, rate] = await Promise.all([loadComparePage(context.db, new URL(request.url).searchParams), displayRateFor(context, request)]);
  const texts = await describeAvailabilityOf(
    context.db,
    page.tyres.map((t) => t.id),
  );
  const tyres = page.tyres.map((t) => {
    const text = texts.get(t.id)!;
    // Prices in the buyer's display currency (decision 298).
    return { ...withShownPrices(t, rate), stockLine: text.stock && [text.stock, text.beyond].filter(Boolean).join("; "), productionLine: text.production };
  });
  // The shared tyre parts' words ('Add to quote', the VAT note), in the page's language (decision 294).
  const messages = messagesFor(requestLanguage(request), ["listing"]);
  return { ...page, tyres, publicUrl: context.config.publicUrl, messages };
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const tyres = loaderData?.tyres ?? [];
  const names = tyres.map((t) => `${t.brand} ${t.model}`).join(" vs ");
  return [
    { title: names ? `Compare ${names} | Tyre Wholesale` : "Compare tyres | Tyre Wholesale" },
    { name: "description", content: "Compare up to 4 tyres side by side: prices, rating, EU label, load index, speed rating and every specification." },
    { tagName: "link", rel: "canonical", href: `${loaderData?.publicUrl ?? ""}${tyres.length ? comparePath(tyres.map((t) => t.id)) : "/compare"}` },
  ];
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { tyres, ignored, messages } = loaderData;
  return (
    <PageMessages messages={messages}>
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-10">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">Compare tyres</h1>
        {ignored.length > 0 && (
          <p role="note" className="mt-3 rounded-lg bg-amber-50 px-4 py-2 text-sm text-amber-900 ring-1 ring-amber-200" data-compare-ignored>
            {`Left out: ${ignored.join(", ")} (not a tyre in our catalogue, a repeat, or more than ${MAX_COMPARE} tyres).`}
          </p>
        )}
        {tyres.length === 0 ? (
          <p className="mt-6 text-gray-700">
            No tyres to compare yet. Tick 'Compare' on up to {MAX_COMPARE} tyres in the{" "}
            <Link to="/summer-offers" className="font-semibold text-brand-700 underline">
              offer lists
            </Link>{" "}
            or search results, then choose 'Compare now'.
          </p>
        ) : (
          <>
            <p className="mt-2 text-gray-700">
              Rows where the tyres differ are marked <DiffersMark /> and their values are in bold; <strong>Best</strong> marks the best value of a row.
            </p>
            <VatNote className="mt-1" />
            <CompareTable tyres={tyres} rows={compareTyres(tyres)} />
            <details className="mt-4 text-sm text-gray-700">
              <summary className="cursor-pointer font-semibold text-gray-900">What 'best' means</summary>
              <ul className="mt-2 list-disc pl-5">
                {BEST_RULES.map((r) => (
                  <li key={r.label}>{`${r.label}: ${r.means}`}</li>
                ))}
              </ul>
            </details>
          </>
        )}
      </div>
    </PageMessages>
  );
}
