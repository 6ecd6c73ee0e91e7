// /admin/inquiries (decision 171): the seller's pipeline. Counts per status as tabs,
// filters in a plain GET form, sorting and paging in the database, 25 a page, all in the URL;
// the CSV link exports exactly what the filters show, every page.
import { data, Link } from "react-router";
import { INQUIRIES_PER_ADMIN_PAGE, PIPELINE_STATUSES, pipelineSearch, readPipelineFilter } from "~/admin/inquiry-pipeline";
import { listPipeline } from "~/admin/pipeline-repository.server";
import { requireSeller } from "~/admin/require-seller.server";
import { AdminPipelineFilters } from "~/components/admin-pipeline-filters";
import { AdminPipelineList } from "~/components/admin-pipeline-list";
import { Pagination } from "~/components/pagination";
import { FOCUS_RING, QUIET_BUTTON } from "~/styles/buttons";
import type { Route } from "./+types/admin-inquiries";
import { PRIVATE_HEADERS } from "~/http/private-response";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSeller(request, context);
  const filter = readPipelineFilter(new URL(request.url).searchParams);
  const pipeline = await listPipeline(context.db, filter);
  return data({ filter: { ...filter, page: pipeline.page }, ...pipeline }, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta(): Route.MetaDescriptors {
  return [{ title: "Inquiries | Back office" }, { name: "robots", content: "noindex" }];
}

const TAB = `inline-flex items-center gap-2 whitespace-nowrap rounded-md px-3 py-2 text-sm font-semibold ${FOCUS_RING}`;

export default function AdminInquiries({ loaderData }: Route.ComponentProps) {
  const { filter, counts, inquiries, page, pageCount, countries } = loaderData;
  const tabs = [{ key: null, label: "All", count: counts.all }, ...PIPELINE_STATUSES.map((s) => ({ key: s.key, label: s.label, count: counts[s.key] }))];
  const shown = filter.status ? counts[filter.status] : counts.all;
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-gray-900">Inquiries</h1>
        <a href={`/admin/inquiries.csv${pipelineSearch(filter, { page: 1 })}`} className={`${QUIET_BUTTON} px-4 py-2 text-sm`} download>
          Download CSV ({shown})
        </a>
      </div>
      <nav aria-label="Pipeline status" className="mt-4">
        <ul className="flex flex-wrap gap-1">
          {tabs.map((tab) => {
            const current = tab.key === filter.status;
            return (
              <li key={tab.label}>
                <Link
                  to={pipelineSearch(filter, { status: tab.key, page: 1 }) || "?"}
                  aria-current={current ? "page" : undefined}
                  className={`${TAB} ${current ? "bg-gray-900 text-white" : "text-gray-700 hover:bg-gray-100"}`}
                >
                  {tab.label}
                  <span
                    data-count={tab.key ?? "all"}
                    className={`rounded-full px-2 text-xs ${current ? "bg-white text-gray-900" : "bg-gray-200 text-gray-800"}`}
                  >
                    {tab.count}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="mt-4">
        <AdminPipelineFilters key={pipelineSearch(filter, { page: 1 })} filter={filter} countries={countries} />
      </div>
      <p className="mt-4 text-sm text-gray-700" role="status">
        {shown === 0
          ? "No inquiries."
          : `Showing ${(page - 1) * INQUIRIES_PER_ADMIN_PAGE + 1}–${(page - 1) * INQUIRIES_PER_ADMIN_PAGE + inquiries.length} of ${shown}`}
      </p>
      <AdminPipelineList inquiries={inquiries} />
      {pageCount > 1 && <Pagination page={page} pageCount={pageCount} hrefFor={(n) => pipelineSearch(filter, { page: n }) || "?"} label="Inquiry pages" />}
    </>
  );
}
