// /bulk-pricing: how a bulk order is priced and shipped, for the footer's "Bulk pricing and
// containers": the price tiers, what one container holds of the most stocked sizes, and the freight
// terms with the seller's rates. Every number comes from the pricing engine and the seller's tables
// (bulk-pricing-guide.ts, decisions 207-210), never typed here.
import { Link } from "react-router";
import { SIZE_FINDER_PATH, sizePagePath } from "~/catalogue/tyre-path";
import { loadBulkPricingGuide } from "~/bulk-pricing/bulk-pricing.server";
import { pageLanguage, seoMeta } from "~/seo/meta-tags";
import { OUTLINE_BUTTON, PRIMARY_BUTTON } from "~/styles/buttons";
import type { Route } from "./+types/bulk-pricing";

const BULK_PRICING_PATH = "/bulk-pricing";

export async function loader({ context }: Route.LoaderArgs) {
  return { guide: await loadBulkPricingGuide(context.db), publicUrl: context.config.publicUrl };
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  return seoMeta({
    language: pageLanguage(matches),
    title: "Bulk Pricing and Containers",
    description:
      "How wholesale tyre prices fall with the size of the load, how many tyres of each size fit a 20ft or 40ft container, and the FOB, CIF and DDP terms.",
    path: BULK_PRICING_PATH,
    publicUrl: loaderData?.publicUrl ?? "",
  });
}

const SECTION_HEADING = "text-xl font-bold text-gray-900 sm:text-2xl";
const CELL = "px-3 py-2 text-left align-top";

export default function BulkPricing({ loaderData }: Route.ComponentProps) {
  const { guide } = loaderData;
  const { freight } = guide;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="text-3xl font-extrabold text-gray-900 sm:text-4xl">Bulk pricing and containers</h1>
      <p className="mt-3 max-w-3xl text-lg text-gray-700">
        Every order is at least {guide.minimumOrder} tyres. The more you order, the less each tyre costs, and we plan the containers for the whole load, several
        sizes together.
      </p>

      <section aria-labelledby="tiers-heading" className="mt-10" data-bulk-tiers>
        <h2 id="tiers-heading" className={SECTION_HEADING}>
          Price tiers
        </h2>
        <p className="mt-2 text-gray-700">
          The whole load decides the tier, counted in all sizes together. Limits below are for {guide.exampleSize}, our most stocked size; a size with bigger
          tyres fills a container with fewer.
        </p>
        <div className="mt-4 overflow-x-auto rounded-xl border border-gray-200">
          <table className="w-full text-sm sm:text-base">
            <thead className="bg-gray-50 text-gray-700">
              <tr>
                <th scope="col" className={CELL}>
                  Load
                </th>
                <th scope="col" className={CELL}>
                  Price per tyre
                </th>
                <th scope="col" className={CELL}>
                  On your quote
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
          Tyres per container
        </h2>
        <p className="mt-2 text-gray-700">
          What one container holds of our most stocked sizes. A load up to one full 20ft goes in a 20ft; a bigger one in as many 40ft as it fills.
        </p>
        <div className="mt-4 overflow-x-auto rounded-xl border border-gray-200">
          <table className="w-full text-sm sm:text-base">
            <thead className="bg-gray-50 text-gray-700">
              <tr>
                <th scope="col" className={CELL}>
                  Size
                </th>
                <th scope="col" className={`${CELL} text-right!`}>
                  20ft
                </th>
                <th scope="col" className={`${CELL} text-right!`}>
                  40ft
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-200">
              {guide.sizes.map((size) => (
                <tr key={size.slug} data-size-count={size.normalized}>
                  <th scope="row" className={CELL}>
                    <Link to={sizePagePath(size.slug)} className="font-semibold text-brand-700 underline hover:text-brand-800">
                      {size.normalized}
                    </Link>
                    <span className="ml-1 text-sm font-normal text-gray-600">{`(${size.tyreCount.toLocaleString("en-GB")} ${size.tyreCount === 1 ? "tyre" : "tyres"})`}</span>
                  </th>
                  <td className={`${CELL} text-right whitespace-nowrap tabular-nums`}>{`${size.twenty.toLocaleString("en-GB")} pcs`}</td>
                  <td className={`${CELL} text-right whitespace-nowrap tabular-nums`}>{`${size.forty.toLocaleString("en-GB")} pcs`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-3 text-sm text-gray-600">
          Counts are loose-loaded (stacked) tyres.{" "}
          <Link to={SIZE_FINDER_PATH} className="font-semibold text-brand-700 underline">
            Every size we sell
          </Link>{" "}
          has its own page with its tyres.
        </p>
      </section>

      <section aria-labelledby="freight-heading" className="mt-10" data-bulk-freight>
        <h2 id="freight-heading" className={SECTION_HEADING}>
          Freight terms
        </h2>
        <p className="mt-2 text-gray-700">Choose the terms on a tyre&apos;s purchase page or in your quote (Incoterms 2020):</p>
        <dl className="mt-4 grid gap-4 sm:grid-cols-3">
          <div className="rounded-xl border border-gray-200 p-4">
            <dt className="font-bold text-gray-900">FOB {freight.portOfLoading}</dt>
            <dd className="mt-1 text-gray-700">The tyres loaded at our port of loading; you book and pay the sea freight.</dd>
          </div>
          <div className="rounded-xl border border-gray-200 p-4">
            <dt className="font-bold text-gray-900">CIF your port</dt>
            <dd className="mt-1 text-gray-700">The tyres, sea freight to your port and marine insurance ({freight.insurance}), each on its own line.</dd>
          </div>
          <div className="rounded-xl border border-gray-200 p-4">
            <dt className="font-bold text-gray-900">DDP your address</dt>
            <dd className="mt-1 text-gray-700">As CIF through a port in your country; import duties, taxes and inland delivery we quote ourselves.</dd>
          </div>
        </dl>
        <p className="mt-4 text-gray-700" data-default-freight>
          Sea freight per container to a port we do not list: {freight.default20} for a 20ft and {freight.default40} for a 40ft.
        </p>
        {freight.ports.length > 0 && (
          <details className="mt-3 rounded-xl border border-gray-200 p-4">
            <summary className="cursor-pointer font-semibold text-gray-900">{`Our rates to ${freight.ports.length} listed ports`}</summary>
            <ul className="mt-3 grid gap-x-6 gap-y-1 text-sm text-gray-700 sm:grid-cols-2">
              {freight.ports.map((port) => (
                <li key={port.code}>
                  {port.name} ({port.code}): <span className="tabular-nums">{port.rate20}</span> per 20ft, <span className="tabular-nums">{port.rate40}</span>{" "}
                  per 40ft
                </li>
              ))}
            </ul>
          </details>
        )}
      </section>

      <div className="mt-10 flex flex-wrap gap-3">
        <Link to="/quote" className={PRIMARY_BUTTON}>
          Open your quote <span aria-hidden="true">&gt;&gt;</span>
        </Link>
        <Link to={SIZE_FINDER_PATH} className={OUTLINE_BUTTON}>
          Find tyres by size
        </Link>
      </div>
    </div>
  );
}
