// The pipeline's filters: a plain GET form, so it works without JavaScript and every
// filtered view has its own URL. The status is chosen by the tabs above and kept here.
import { Form } from "react-router";
import { PIPELINE_SORTS, SHIPPING_TERMS, type PipelineFilter } from "~/admin/inquiry-pipeline";
import { countryName } from "~/domain/country-of-place";
import { PRIMARY_BUTTON, QUIET_BUTTON } from "~/styles/buttons";

const FIELD = "mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 text-gray-900";
const LABEL = "block text-sm font-medium text-gray-700";

export function AdminPipelineFilters({ filter, countries }: { filter: PipelineFilter; countries: string[] }) {
  return (
    <Form
      method="get"
      action="/admin/inquiries"
      className="grid gap-3 rounded-lg border border-gray-200 p-4 sm:grid-cols-2 lg:grid-cols-4"
      aria-label="Filter inquiries"
    >
      {filter.status && <input type="hidden" name="status" value={filter.status} />}
      <label className={`${LABEL} sm:col-span-2`}>
        Search buyer, company or tyre
        <input type="search" name="q" defaultValue={filter.q} maxLength={100} className={FIELD} />
      </label>
      <label className={LABEL}>
        From
        <input type="date" name="from" defaultValue={filter.from ?? ""} className={FIELD} />
      </label>
      <label className={LABEL}>
        To
        <input type="date" name="to" defaultValue={filter.to ?? ""} className={FIELD} />
      </label>
      <label className={LABEL}>
        Shipping terms
        <select name="terms" defaultValue={filter.terms ?? ""} className={FIELD}>
          <option value="">Any</option>
          {SHIPPING_TERMS.map((terms) => (
            <option key={terms} value={terms}>
              {terms}
            </option>
          ))}
        </select>
      </label>
      <label className={LABEL}>
        Country
        <select name="country" defaultValue={filter.country ?? ""} className={FIELD}>
          <option value="">Any</option>
          {countries.map((code) => (
            <option key={code} value={code}>
              {countryName(code)}
            </option>
          ))}
        </select>
      </label>
      <label className={LABEL}>
        Sort
        <select name="sort" defaultValue={filter.sort} className={FIELD}>
          {PIPELINE_SORTS.map((sort) => (
            <option key={sort.key} value={sort.key}>
              {sort.label}
            </option>
          ))}
        </select>
      </label>
      <div className="flex items-end gap-2">
        <button type="submit" className={`${PRIMARY_BUTTON} py-2`}>
          Apply
        </button>
        <a href={filter.status ? `?status=${filter.status}` : "?"} className={`${QUIET_BUTTON} px-4 py-2`}>
          Clear
        </a>
      </div>
    </Form>
  );
}
