// The current catalogue to download: a CSV price list with the upload's columns, or the
// spec's nested JSON. Plain links: the browser saves what the server streams.
import { QUIET_BUTTON } from "~/styles/buttons";

export function CatalogueDownloads() {
  return (
    <section aria-labelledby="downloads-heading" className="rounded-lg border border-gray-200 p-4 sm:p-6">
      <h2 id="downloads-heading" className="text-lg font-semibold text-gray-900">
        Download the catalogue
      </h2>
      <p className="mt-1 text-sm text-gray-600">Either file uploads again unchanged.</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <a href="/admin/catalogue/catalogue.csv" download className={`inline-flex px-4 py-2 ${QUIET_BUTTON}`}>
          CSV price list
        </a>
        <a href="/admin/catalogue/catalogue.json" download className={`inline-flex px-4 py-2 ${QUIET_BUTTON}`}>
          Nested JSON
        </a>
      </div>
    </section>
  );
}
