// /bulk-pricing: how a bulk order is priced and shipped, for the footer's "Bulk pricing and
// containers": the price tiers, what one container holds of the most stocked sizes, and the freight
// terms with the seller's rates. Every number comes from the pricing engine and the seller's tables
// (bulk-pricing-guide.ts, decisions 207-210), never typed here.
import { Link } from "react-router";
import { SIZE_FINDER_PATH, sizePagePath } from "~/catalogue/tyre-path";
import { loadBulkPricingGuide } from "~/bulk-pricing/bulk-pricing.server";
import { pageLanguage, seoMeta } from "~/seo/meta-tags";
import { OUTLINE_BUTTON, PRIMARY_BUTTON } from "~/styles/buttons";
import { displayRateFor } from "~/currency/display-currency.server";
import { messagesFor } from "~/i18n/catalogues.server";
import { fillMessage } from "~/i18n/fill-message";
import { formatMessage } from "~/i18n/format-message";
import { moneyLocale, requestLanguage } from "~/i18n/languages";
import type { Route } from "./+types/bulk-pricing";

const BULK_PRICING_PATH = "/bulk-pricing";

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = requestLanguage(request);
  const { bulkPricing: words } = messagesFor(language, ["bulkPricing"]);
  // Amounts in the buyer's display currency (decision 298), written in the page's locale.
  const rate = await displayRateFor(context, request);
  // Counts and amounts in the shop's en-IE in English, in the page's locale otherwise.
  const locale = moneyLocale(language);
  const guide = await loadBulkPricingGuide(context.db, { words, locale, rate });
  return {
    guide,
    listedPorts: formatMessage(locale, words.listedPorts, { n: guide.freight.ports.length }),
    minimumOrder: guide.minimumOrder.toLocaleString(locale),
    words,
    publicUrl: context.config.publicUrl,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  return seoMeta({
    language: pageLanguage(matches),
    title: loaderData?.words.title ?? "Bulk Pricing and Containers",
    description:
      loaderData?.words.description ??
      "How wholesale tyre prices fall with the size of the load, how many tyres of each size fit a 20ft or 40ft container, and the FOB, CIF and DDP terms.",
    path: BULK_PRICING_PATH,
    publicUrl: loaderData?.publicUrl ?? "",
  });
}

const SECTION_HEADING = "text-xl font-bold text-gray-900 sm:text-2xl";
const CELL = "px-3 py-2 text-start align-top";

/** A message with a size or a port's name in it: the name is never translated and reads left to right. */
function withName(message: string, name: string, argument = "size") {
  const [before, after = ""] = message.split(`{${argument}}`);
  return (
    <>
      {before}
      <bdi translate="no">{name}</bdi>
      {after}
    </>
  );
}

export default function BulkPricing({ loaderData }: Route.ComponentProps) {
  const { guide, words, listedPorts, minimumOrder } = loaderData;
  const { freight } = guide;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="text-3xl font-extrabold text-gray-900 sm:text-4xl">{words.heading}</h1>
      <p className="mt-3 max-w-3xl text-lg text-gray-700">{fillMessage(words.lead, { min: minimumOrder })}</p>

      <section aria-labelledby="tiers-heading" className="mt-10" data-bulk-tiers>
        <h2 id="tiers-heading" className={SECTION_HEADING}>
          {words.tiersHeading}
        </h2>
        <p className="mt-2 text-gray-700">{withName(words.tiersLead, guide.exampleSize)}</p>
        <div className="mt-4 overflow-x-auto rounded-xl border border-gray-200">
          <table className="w-full text-sm sm:text-base">
            <thead className="bg-gray-50 text-gray-700">
              <tr>
                <th scope="col" className={CELL}>
                  {words.load}
                </th>
                <th scope="col" className={CELL}>
                  {words.pricePerTyre}
                </th>
                <th scope="col" className={CELL}>
                  {words.onYourQuote}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-200">
              {guide.tiers.map((row) => (
                <tr key={row.tier} data-tier={row.tier}>
                  <th scope="row" className={`${CELL} font-semibold text-gray-900`}>
                    {row.pieces}
                  </th>
                  <td className={`${CELL} font-semibold tabular-nums text-gray-900`}>{row.surcharge}</td>
                  <td className={`${CELL} text-gray-700`}>{row.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="containers-heading" className="mt-10" data-bulk-containers>
        <h2 id="containers-heading" className={SECTION_HEADING}>
          {words.containersHeading}
        </h2>
        <p className="mt-2 text-gray-700">{words.containersLead}</p>
        <div className="mt-4 overflow-x-auto rounded-xl border border-gray-200">
          <table className="w-full text-sm sm:text-base">
            <thead className="bg-gray-50 text-gray-700">
              <tr>
                <th scope="col" className={CELL}>
                  {words.size}
                </th>
                <th scope="col" className={`${CELL} text-end!`}>
                  {words.twentyFoot}
                </th>
                <th scope="col" className={`${CELL} text-end!`}>
                  {words.fortyFoot}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-200">
              {guide.sizes.map((size) => (
                <tr key={size.slug} data-size-count={size.normalized}>
                  <th scope="row" className={CELL}>
                    <Link to={sizePagePath(size.slug)} className="font-semibold text-brand-700 underline hover:text-brand-800" translate="no" dir="ltr">
                      {size.normalized}
                    </Link>
                    <span className="ms-1 text-sm font-normal text-gray-600">{size.tyreCountText}</span>
                  </th>
                  <td className={`${CELL} text-end whitespace-nowrap tabular-nums`}>{size.twentyText}</td>
                  <td className={`${CELL} text-end whitespace-nowrap tabular-nums`}>{size.fortyText}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-3 text-sm text-gray-600">
          {words.looseLoaded}{" "}
          <Link to={SIZE_FINDER_PATH} className="font-semibold text-brand-700 underline">
            {words.everySize}
          </Link>{" "}
          {words.ownPage}
        </p>
      </section>

      <section aria-labelledby="freight-heading" className="mt-10" data-bulk-freight>
        <h2 id="freight-heading" className={SECTION_HEADING}>
          {words.freightHeading}
        </h2>
        <p className="mt-2 text-gray-700">{words.freightLead}</p>
        <dl className="mt-4 grid gap-4 sm:grid-cols-3">
          <div className="rounded-xl border border-gray-200 p-4">
            <dt className="font-bold text-gray-900">
              FOB <bdi translate="no">{freight.portOfLoading}</bdi>
            </dt>
            <dd className="mt-1 text-gray-700">{words.fobText}</dd>
          </div>
          <div className="rounded-xl border border-gray-200 p-4">
            <dt className="font-bold text-gray-900">{words.cifTerm}</dt>
            <dd className="mt-1 text-gray-700">{fillMessage(words.cifText, { insurance: freight.insurance })}</dd>
          </div>
          <div className="rounded-xl border border-gray-200 p-4">
            <dt className="font-bold text-gray-900">{words.ddpTerm}</dt>
            <dd className="mt-1 text-gray-700">{words.ddpText}</dd>
          </div>
        </dl>
        <p className="mt-4 text-gray-700" data-default-freight>
          {fillMessage(words.defaultFreight, { rate20: freight.default20, rate40: freight.default40 })}
        </p>
        {freight.ports.length > 0 && (
          <details className="mt-3 rounded-xl border border-gray-200 p-4">
            <summary className="cursor-pointer font-semibold text-gray-900">{listedPorts}</summary>
            <ul className="mt-3 grid gap-x-6 gap-y-1 text-sm text-gray-700 sm:grid-cols-2">
              {freight.ports.map((port) => (
                <li key={port.code}>
                  <bdi translate="no">{`${port.name} (${port.code})`}</bdi>:{" "}
                  <span className="tabular-nums">{fillMessage(words.portRates, { rate20: port.rate20, rate40: port.rate40 })}</span>
                </li>
              ))}
            </ul>
          </details>
        )}
      </section>

      <div className="mt-10 flex flex-wrap gap-3">
        <Link to="/quote" className={PRIMARY_BUTTON}>
          {words.openQuote} <span aria-hidden="true">&gt;&gt;</span>
        </Link>
        <Link to={SIZE_FINDER_PATH} className={OUTLINE_BUTTON}>
          {words.findBySize}
        </Link>
      </div>
    </div>
  );
}
