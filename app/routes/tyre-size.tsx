// /tyres/size/315-80r22.5 (issue 14): every tyre of one size across brands, seasons and vehicle
// types, 20 a page, with facets and sorting in the URL. Any spelling of the size redirects here.
import { data, redirect, useNavigation } from "react-router";
import { isFiltered, listSearch } from "~/catalogue/facets";
import { sizePagePath } from "~/catalogue/tyre-path";
import { FacetFilters } from "~/components/facet-filters";
import { ListSort } from "~/components/list-sort";
import { Pagination } from "~/components/pagination";
import { ResultList } from "~/components/result-list";
import { seoMeta } from "~/seo/meta-tags";
import { loadSizePage } from "~/sizes/size-page.server";
import type { Route } from "./+types/tyre-size";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const spelling = params["*"] ?? "";
  const result = await loadSizePage(context.db, spelling, new URL(request.url).searchParams);
  if (result.kind === "not-found") throw data("We have no tyres in this size. Try another size or search the catalogue.", { status: 404 });
  if (result.kind === "redirect") throw redirect(result.to, result.status);
  const { kind: _kind, ...page } = result;
  return { ...page, publicUrl: context.config.publicUrl };
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [{ title: "Tyres by size | Tyre Wholesale" }];
  const { size, query, counts, text, publicUrl } = loaderData;
  // Filtered and sorted lists are views of the size page: one address for search engines.
  const plain = !isFiltered(query.selection) && query.sort === null;
  const path = sizePagePath(size.slug) + (plain ? listSearch({ selection: {}, sort: null, page: query.page }) : "");
  const tags = seoMeta({ title: text.title, description: text.description, path, publicUrl });
  return counts.total === 0 ? [...tags, { name: "robots", content: "noindex, follow" }] : tags;
}

export default function TyreSize({ loaderData }: Route.ComponentProps) {
  const { size, query, counts, tyres, pageCount, text } = loaderData;
  const path = sizePagePath(size.slug);
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === path;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{text.heading}</h1>
      <p className="mt-1 text-gray-700">{text.intro}</p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start">
        <FacetFilters key={`${path}${listSearch(query)}`} path={path} query={query} counts={counts} />
        <section aria-label={`${size.normalized} tyres`} aria-busy={loading} className="min-w-0">
          <div className="mb-3 flex flex-wrap items-center justify-end gap-3">
            <ListSort key={`${path}${listSearch(query)}`} path={path} query={query} />
          </div>
          <ResultList
            loading={loading}
            tyres={tyres}
            emptyText="No tyres of this size match these filters. Clear a filter to see more."
            countText={`${counts.total.toLocaleString("en-GB")} ${counts.total === 1 ? "tyre" : "tyres"}`}
          />
          {!loading && tyres.length > 0 && (
            <Pagination
              page={query.page}
              pageCount={pageCount}
              hrefFor={(p) => `${path}${listSearch({ ...query, page: p })}`}
              label={`${size.normalized} pages`}
            />
          )}
        </section>
      </div>
    </div>
  );
}
