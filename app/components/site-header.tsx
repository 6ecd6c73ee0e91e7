// The header on every page: logo (home link), the search box and the account area (spec §2 Header).
// Only that bar stays at the top while a buyer scrolls; the menu of sections below it scrolls away.
// On a phone the sticky bar is two rows (logo with Quote and the account, then search), at most
// 112 px, and opaque: the four-row header took a quarter of the screen and showed text behind it.
import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { HeaderSearch } from "./header-search";
import { QuoteLink } from "./quote-link";
import { useShellText } from "~/i18n/use-shell-text";
import type { ShellWord } from "~/i18n/messages/shell.en";

const NAV: Array<{ to: string; label: ShellWord }> = [
  { to: "/summer-offers", label: "navSummer" },
  { to: "/winter-offers", label: "navWinter" },
  { to: "/allseason-offers", label: "navAllSeason" },
  { to: "/trial-tyres", label: "navTrial" },
  { to: "/contact-us", label: "navContact" },
];

/** `currency`: the link to the display currency's chooser (/currency), on the shop's pages, not the back office. */
export function SiteHeader({ account, query, currency }: { account: ReactNode; query?: string; currency?: ReactNode }) {
  const text = useShellText();
  return (
    <>
      <header className="sticky top-0 z-30 border-b border-gray-200 bg-white" data-site-header>
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-2 sm:flex-row sm:items-center sm:gap-6 sm:py-3">
          {/* On a phone the logo and the buttons share the first row, which never wraps (the wordmark
              gives way first); on a wide screen this wrapper is no box and all three share one row. */}
          <div className="flex min-w-0 items-center justify-between gap-2 sm:contents">
            <Link
              to="/"
              className="flex min-w-0 items-center gap-1.5 rounded focus-visible:outline-2 focus-visible:outline-brand-600 sm:shrink-0 sm:gap-2"
              aria-label={text("homeLink")}
            >
              <img src="/favicon.svg" alt="" width="36" height="36" className="h-8 w-8 shrink-0 sm:h-9 sm:w-9" />
              {/* The brand is never translated, and reads left to right on an Arabic page too. */}
              <span dir="ltr" translate="no" className="truncate text-base font-extrabold tracking-tight text-gray-900 sm:text-lg">
                Tyre<span className="text-brand-600">Wholesale</span>
              </span>
            </Link>
            <div className="flex shrink-0 items-center sm:order-2 sm:ml-auto">
              <QuoteLink />
              {account}
            </div>
          </div>
          <div className="w-full sm:order-1 sm:max-w-xl sm:flex-1">
            <HeaderSearch initialQuery={query} />
          </div>
        </div>
      </header>
      {/* The sections' menu and, beside it on a wide screen (under it on a phone), the currency link. */}
      <div className="border-b border-gray-100 bg-white">
        <div className="mx-auto flex max-w-7xl flex-col sm:flex-row sm:items-center sm:justify-between">
          <nav aria-label={text("mainNav")} className="min-w-0">
            {/* Tighter on phones so all five fit a 360 px screen: 'Contact' was cut in half with no sign that the row scrolls. */}
            <ul className="mx-auto flex max-w-7xl overflow-x-auto px-1 text-sm font-medium sm:gap-1 sm:px-4">
              {NAV.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    className={({ isActive }) =>
                      `block whitespace-nowrap rounded-md px-2 py-2 hover:bg-gray-100 sm:px-3 ${isActive ? "text-brand-700" : "text-gray-700"}`
                    }
                  >
                    {text(item.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          {currency}
        </div>
      </div>
    </>
  );
}
