// The compare table: one column per tyre, rows grouped as on a spec sheet, the first column
// sticky so a phone can scroll the tyres sideways within the table. Each column's 'Add to quote'
// submits the one AddToQuoteForm rendered beside the table (issue 13).
import { Fragment } from "react";
import { Link } from "react-router";
import type { Tyre } from "~/catalogue/tyre";
import { tyreDetailPath } from "~/catalogue/tyre-path";
import { comparePath } from "~/compare/compare-selection";
import type { CompareRow } from "~/compare/compare-table";
import { AddToQuoteForm, AddToQuoteListButton } from "./add-to-quote-list";
import { TyreImage } from "./tyre-image";

const stickyCell = "sticky left-0 z-10 w-32 min-w-32 border-r border-gray-200 px-3 py-2 text-left text-sm font-semibold text-gray-800 sm:w-48 sm:min-w-48";

export function CompareTable({ tyres, rows }: { tyres: Tyre[]; rows: CompareRow[] }) {
  const groups = [...new Set(rows.map((r) => r.group))];
  return (
    <div className="mt-6 overflow-x-auto rounded-xl border border-gray-200" data-compare-table>
      <AddToQuoteForm />
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">Tyres side by side</caption>
        <thead>
          <tr className="align-top">
            <td className={`${stickyCell} bg-white`} />
            {tyres.map((tyre) => (
              <th key={tyre.id} scope="col" className="min-w-44 px-3 py-3 text-left font-normal sm:min-w-52" data-compare-column={tyre.id}>
                <TyreImage src={tyre.image} alt="" className="mb-2 aspect-square w-24 rounded-lg bg-gray-50 object-contain p-1" />
                <span className="block text-xs font-semibold uppercase tracking-wide text-gray-600">{tyre.brand}</span>
                <span className="block text-base font-bold text-gray-900">{tyre.model}</span>
                <span className="block font-medium text-gray-800">{tyre.size.normalized}</span>
                <span className="mt-2 flex flex-wrap gap-x-3 gap-y-1">
                  <Link to={tyreDetailPath({ ...tyre, size: tyre.size.normalized })} className="font-semibold text-brand-700 underline">
                    See Details
                  </Link>
                  <Link
                    to={comparePath(tyres.filter((t) => t.id !== tyre.id).map((t) => t.id))}
                    className="text-gray-700 underline"
                    aria-label={`Remove ${tyre.brand} ${tyre.model} ${tyre.size.normalized} from the comparison`}
                  >
                    Remove
                  </Link>
                </span>
                <AddToQuoteListButton tyreId={tyre.id} tyreName={`${tyre.brand} ${tyre.model} ${tyre.size.normalized}`} className="mt-3 px-3 py-2 text-sm" />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => (
            <Fragment key={group}>
              <tr className="bg-gray-100">
                <th
                  scope="colgroup"
                  colSpan={tyres.length + 1}
                  className="sticky left-0 px-3 py-2 text-left text-xs font-bold uppercase tracking-wide text-gray-700"
                >
                  {group}
                </th>
              </tr>
              {rows
                .filter((r) => r.group === group)
                .map((row) => (
                  <tr
                    key={row.key}
                    data-compare-row={row.key}
                    data-differs={row.differs || undefined}
                    className={`border-t border-gray-200 ${row.differs ? "bg-amber-50" : "bg-white"}`}
                  >
                    <th scope="row" className={`${stickyCell} ${row.differs ? "bg-amber-50" : "bg-white"}`}>
                      {row.label}
                      {row.differs && <span className="sr-only"> (differs)</span>}
                    </th>
                    {row.cells.map((cell, i) => (
                      <td key={tyres[i]!.id} className={`px-3 py-2 text-gray-900 ${cell.best ? "font-semibold" : ""}`} data-best={cell.best || undefined}>
                        {cell.text}
                        {cell.best && <span className="ml-2 inline-block rounded bg-green-700 px-1.5 py-0.5 text-xs font-bold text-white">Best</span>}
                      </td>
                    ))}
                  </tr>
                ))}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
