// The compare table: one column per tyre, rows grouped as on a spec sheet, the first column
// sticky so a phone can scroll the tyres sideways within the table. On a phone each tyre's column
// takes the width beside the row labels and the scroller snaps to it, so one swipe shows the next
// tyre. Each column's 'Add to quote' submits the one AddToQuoteForm rendered beside the
// table; 'Contact to Buy' opens the inquiry for that tyre as everywhere else.
import { Link } from "react-router";
import type { Tyre } from "~/catalogue/tyre";
import { tyreDetailPath } from "~/catalogue/tyre-path";
import { comparePath } from "~/compare/compare-selection";
import type { CompareRow } from "~/compare/compare-table";
import { AddToQuoteForm, AddToQuoteListButton } from "./add-to-quote-list";
import { ContactToBuyButton } from "./contact-to-buy-button";
import { SeasonBadge } from "./season-badge";
import { seasonName } from "~/catalogue/listing-names";
import { TyreImage } from "./tyre-image";
import { IsolatedText } from "./isolated-text";
import { fillMessage } from "~/i18n/fill-message";
import { textDirection } from "~/i18n/languages";
import { usePageMessages } from "~/i18n/page-messages";
import { useLanguage } from "~/i18n/use-shell-text";

// The label column is 9rem on a phone (room for its longest word, SPECIFICATIONS), so a tyre's
// column is the scroller's width (100cqw) less 9rem there. Its rule is on its inner side, left to
// right or right to left.
const stickyColumn =
  "sticky start-0 z-10 w-36 min-w-36 shadow-[inset_-1px_0_0_var(--color-gray-200)] rtl:shadow-[inset_1px_0_0_var(--color-gray-200)] px-3 py-2 text-start sm:w-48 sm:min-w-48";
const stickyCell = `${stickyColumn} text-sm font-semibold text-gray-800`;
const tyreColumn = "max-sm:w-[calc(100cqw-9rem)] max-sm:min-w-[calc(100cqw-9rem)] max-sm:snap-start sm:min-w-52";

/** The visible mark of a row whose values differ: a sign and a word, not a colour alone. */
export function DiffersMark() {
  const words = usePageMessages("compare");
  return (
    <span className="inline-block rounded bg-amber-200 px-1.5 py-0.5 text-xs font-bold whitespace-nowrap text-amber-950" data-differs-mark>
      <span aria-hidden="true">≠</span> {words.differs}
    </span>
  );
}

export function CompareTable({ tyres, rows }: { tyres: Tyre[]; rows: CompareRow[] }) {
  const words = usePageMessages("compare");
  const listing = usePageMessages("listing");
  // The other tyres lie towards the end of the row: to the left, right to left.
  const rtl = textDirection(useLanguage()) === "rtl";
  const groups = [...new Set(rows.map((r) => r.group))];
  return (
    <div
      className="@container mt-6 overflow-x-auto rounded-xl border border-gray-200 max-sm:snap-x max-sm:snap-mandatory max-sm:scroll-ps-36"
      data-compare-table
    >
      <AddToQuoteForm />
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{words.caption}</caption>
        <thead>
          <tr className="align-top">
            <td className={`${stickyColumn} bg-white align-bottom text-gray-600`}>
              {tyres.length > 1 && (
                <span className="text-xs sm:hidden" data-swipe-hint>
                  {fillMessage(words.swipe, { n: tyres.length })} <span aria-hidden="true">{rtl ? "←" : "→"}</span>
                </span>
              )}
            </td>
            {tyres.map((tyre) => {
              const name = `${tyre.brand} ${tyre.model} ${tyre.size.normalized}`;
              return (
                <th key={tyre.id} scope="col" className={`px-3 py-3 text-start font-normal ${tyreColumn}`} data-compare-column={tyre.id}>
                  <TyreImage src={tyre.image} alt="" className="mb-2 aspect-square w-24 rounded-lg bg-gray-50 object-contain p-1" />
                  <span className="block" translate="no">
                    <span className="block text-xs font-semibold uppercase tracking-wide text-gray-600">{tyre.brand}</span>
                    <span className="block text-base font-bold text-gray-900">{tyre.model}</span>
                    <span className="block font-medium text-gray-800">
                      <bdi>{tyre.size.normalized}</bdi>
                    </span>
                  </span>
                  <span className="mt-1 block">
                    <SeasonBadge
                      season={tyre.season}
                      snowMark={tyre.euLabel.snowGrip}
                      label={seasonName(listing, tyre.season)}
                      snowMarkLabel={listing.snowMark}
                    />
                  </span>
                  <span className="mt-2 flex flex-wrap gap-x-3 gap-y-1">
                    <Link to={tyreDetailPath({ ...tyre, size: tyre.size.normalized })} className="font-semibold text-brand-700 underline">
                      {words.seeDetails}
                    </Link>
                    <Link
                      to={comparePath(tyres.filter((t) => t.id !== tyre.id).map((t) => t.id))}
                      className="text-gray-700 underline"
                      aria-label={fillMessage(words.removeLabel, { name })}
                    >
                      {words.remove}
                    </Link>
                  </span>
                  <span className="mt-3 flex flex-col gap-2">
                    <ContactToBuyButton
                      tyre={{ id: tyre.id, brand: tyre.brand, model: tyre.model, size: tyre.size.normalized }}
                      tyreName={name}
                      className="w-full px-3 py-2 text-sm"
                    />
                    <AddToQuoteListButton tyreId={tyre.id} tyreName={name} className="px-3 py-2 text-sm" />
                  </span>
                </th>
              );
            })}
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group}>
            <tr className="bg-gray-100">
              <th scope="rowgroup" className={`${stickyColumn} bg-gray-100 text-xs font-bold uppercase tracking-wide text-gray-700`}>
                {group}
              </th>
              {/* On a phone the tyres' names again at each group, so a column swiped to deep in the table still says which tyre it is. */}
              {tyres.map((tyre) => (
                <td key={tyre.id} aria-hidden="true" className="px-3 py-2 text-xs font-semibold text-gray-700">
                  <span className="sm:hidden" translate="no">{`${tyre.model} ${tyre.size.normalized}`}</span>
                </td>
              ))}
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
                    <span className="block">{row.label}</span>
                    {row.differs && (
                      <span className="mt-1 block">
                        <DiffersMark />
                      </span>
                    )}
                  </th>
                  {row.cells.map((cell, i) => (
                    <td
                      key={tyres[i]!.id}
                      className={`px-3 py-2 text-gray-900 ${row.differs || cell.best ? "font-semibold" : ""}`}
                      data-best={cell.best || undefined}
                    >
                      <bdi translate={row.code ? "no" : undefined}>
                        <IsolatedText text={cell.text} />
                      </bdi>
                      {cell.best && <span className="ms-2 inline-block rounded bg-green-700 px-1.5 py-0.5 text-xs font-bold text-white">{words.best}</span>}
                    </td>
                  ))}
                </tr>
              ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
