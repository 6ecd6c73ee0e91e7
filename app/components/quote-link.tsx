// The header's way to the quote basket, with its piece count. A buyer's count comes with
// the page (signed-in pages are never cached); a visitor's is read from their basket cookie once
// the page, which may be the same cached bytes for everyone, has loaded.
import { Link, useRouteLoaderData } from "react-router";
import { useHydrated } from "~/browser/use-hydrated";
import { groupedCount } from "~/domain/count-text";
import { useShellText } from "~/i18n/use-shell-text";
import { BASKET_COOKIE, basketPieces, decodeBasket } from "../quote-basket/basket-lines";

function visitorPieces(): number {
  const value = new RegExp(`(?:^|;\\s*)${BASKET_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
  return basketPieces(decodeBasket(value));
}

export function QuoteLink() {
  const buyerPieces = useRouteLoaderData<{ basketPieces: number | null }>("root")?.basketPieces ?? null;
  const hydrated = useHydrated();
  const text = useShellText();
  // Read on every render after hydration: an add revalidates the root loader, which renders this again.
  const pieces = buyerPieces ?? (hydrated ? visitorPieces() : 0);
  return (
    <Link
      to="/quote"
      className="mr-1 inline-flex items-center gap-1 rounded-full px-2 py-2 sm:mr-3 sm:px-3 text-sm font-semibold text-gray-800 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      aria-label={pieces > 0 ? text("quoteWithPieces", { pieces }) : text("quote")}
    >
      {text("quote")}
      {pieces > 0 && (
        <span className="rounded-full bg-brand-600 px-1.5 py-0.5 sm:px-2 text-xs font-bold text-white tabular-nums" data-quote-count>
          {groupedCount(pieces)}
        </span>
      )}
    </Link>
  );
}
