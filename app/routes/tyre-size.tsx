// /tyres/size/315-80r22.5: every tyre of one size across brands, seasons and vehicle
// types, 20 a page, with facets and sorting in the URL. Any spelling of the size redirects here.
import { groupedCount } from "~/domain/count-text";
import { data, redirect, useNavigation } from "react-router";
import { isFiltered, listSearch } from "~/catalogue/facets";
import { sizePagePath } from "~/catalogue/tyre-path";
import { FacetedTyreList } from "~/components/faceted-tyre-list";
import { pageLanguage, seoMeta } from "~/seo/meta-tags";
import { loadSizePage } from "~/sizes/size-page.server";
import type { Route } from "./+types/tyre-size";
import { pack, unpack } from "~/http/packed-loader-data";
import { displayRateFor } from "~/currency/display-currency.server";
import { withShownPrices } from "~/domain/shown-money";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const spelling = params["*"] ?? "";
  const [result, rate] = await Promise.all([loadSizePage(context.db, spelling, new URL(request.url).searchParams), displayRateFor(context, request)]);
  if (result.kind === "not-found") throw data("We have no tyres in this size. Try another size or search the catalogue.", { status: 404 });
  if (result.kind === "redirect") throw redirect(result.to, result.status);
  const { kind: _kind, ...page } = result;
  // Prices in the buyer's display currency (decision 298).
  return pack({ ...page, tyres: page.tyres.map((tyre) => withShownPrices(tyre, rate)), publicUrl: context.config.publicUrl });
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [{ title: "Tyres by size | Tyre Wholesale" }];
  const { size, query, counts, text, publicUrl } = unpack(loaderData);
  // Filtered and sorted lists are views of the size page: one address for search engines.
  const plain = !isFiltered(query.selection) && query.sort === null;
  const path = sizePagePath(size.slug) + (plain ? listSearch({ selection: {}, sort: null, page: query.page }) : "");
  const tags = seoMeta({ language: pageLanguage(matches), title: text.title, description: text.description, path, publicUrl });
  return counts.total === 0 ? [...tags, { name: "robots", content: "noindex, follow" }] : tags;
}

export default function TyreSize({ loaderData }: Route.ComponentProps) {
  const { size, query, counts, tyres, pageCount, text, piecesOnHand } = unpack(loaderData);
  const path = sizePagePath(size.slug);
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === path;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{text.heading}</h1>
      <p className="mt-1 text-gray-700">{text.intro}</p>
      {piecesOnHand > 0 && (
        <p className="mt-2 font-semibold text-gray-900" data-size-stock>
          In stock: {groupedCount(piecesOnHand)} pcs of {size.normalized}, all brands together
        </p>
      )}
      <div className="mt-6">
        <FacetedTyreList
          path={path}
          query={query}
          counts={counts}
          tyres={tyres}
          pageCount={pageCount}
          loading={loading}
          label={`${size.normalized} tyres`}
          pagesLabel={`${size.normalized} pages`}
          countText={`${counts.total.toLocaleString("en-GB")} ${counts.total === 1 ? "tyre" : "tyres"}`}
          emptyText="No tyres of this size match these filters. Clear a filter to see more."
        />
      </div>
    </div>
  );
}
