// A tyre found by its product code or EAN on /admin/stock, to correct its availability by hand
// (decision 248). A plain GET form, so the address can be kept.
import { Form, Link } from "react-router";
import type { StockTyre } from "~/admin/stock-view";
import { OUTLINE_BUTTON } from "~/styles/buttons";

export function AdminTyreFinder({ code, found }: { code: string; found: StockTyre[] }) {
  return (
    <section aria-labelledby="tyre-finder-heading" className="mt-6 rounded-lg border border-gray-200 p-4 sm:p-6">
      <h2 id="tyre-finder-heading" className="text-lg font-semibold text-gray-900">
        Correct one tyre
      </h2>
      <Form method="get" className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="grow">
          <label htmlFor="tyre-code" className="block font-semibold text-gray-900">
            Product code or EAN
          </label>
          <input id="tyre-code" name="code" defaultValue={code} className="mt-1 block w-full rounded-md border border-gray-400 px-3 py-2 text-gray-900" />
        </div>
        <button type="submit" className={OUTLINE_BUTTON}>
          Find
        </button>
      </Form>
      {code !== "" && found.length === 0 && <p className="mt-3 text-gray-700">No tyre has the product code or EAN {code}.</p>}
      {found.length > 0 && (
        <ul className="mt-3 space-y-1" data-testid="found-tyres">
          {found.map((tyre) => (
            <li key={tyre.id}>
              <Link to={`/admin/stock/tyres/${tyre.id}`} className="font-semibold break-words text-brand-700 underline">
                {tyre.name} {tyre.size}
              </Link>{" "}
              <span className="text-sm text-gray-600">
                {tyre.productCode ?? ""}
                {tyre.ean ? ` · EAN ${tyre.ean}` : ""}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
