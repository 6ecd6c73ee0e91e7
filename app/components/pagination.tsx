// Previous / Next with 'Page X of Y' (spec §2 offer list). Links, so paging works without
// JavaScript and every page has its own URL; the end a buyer cannot go past is a disabled button.
// The back office's lists draw it in English; the shop's lists give their page's words.
import { Link } from "react-router";
import { fillMessage } from "~/i18n/fill-message";
import { FOCUS_RING } from "~/styles/buttons";

export interface PaginationWords {
  previous: string;
  next: string;
  /** "Page {page} of {count}" */
  pageOf: string;
}

const ENGLISH: PaginationWords = { previous: "Previous", next: "Next", pageOf: "Page {page} of {count}" };

const linkClass = `inline-flex min-w-24 items-center justify-center rounded-lg border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 ${FOCUS_RING}`;
const disabledClass = "inline-flex min-w-24 items-center justify-center rounded-lg border border-gray-200 px-4 py-2 text-sm font-semibold text-gray-500";

export function Pagination({
  page,
  pageCount,
  hrefFor,
  label = "Pages",
  words = ENGLISH,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  label?: string;
  words?: PaginationWords;
}) {
  if (pageCount < 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 py-4 sm:justify-center sm:gap-6">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={linkClass} rel="prev">
          {words.previous}
        </Link>
      ) : (
        <button type="button" disabled className={disabledClass}>
          {words.previous}
        </button>
      )}
      <p className="text-sm font-medium text-gray-800" aria-live="polite">
        {fillMessage(words.pageOf, { page, count: pageCount })}
      </p>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className={linkClass} rel="next">
          {words.next}
        </Link>
      ) : (
        <button type="button" disabled className={disabledClass}>
          {words.next}
        </button>
      )}
    </nav>
  );
}
