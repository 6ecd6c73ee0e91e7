// The ways on from a page that is not there: a box that takes a size in any spelling (the size
// finder's, a GET form to /tyres/size), the offer lists, all sizes and bulk pricing.
import { Form, Link } from "react-router";
import { LanguageSwitcher } from "./language-switcher";
import { useShellText } from "~/i18n/use-shell-text";
import { SHELL_EN } from "~/i18n/messages/shell.en";
import { SHELL_ERROR_EN } from "~/i18n/messages/shell-error.en";

// Written out rather than imported (tyre-path.ts, styles/buttons.ts): importing them here moved
// modules between the shared chunks every list and tyre page loads (page-weight.test.ts).
const SIZE_FINDER_PATH = "/tyres/size";
const FOCUS_RING = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** The English words drawn here: the error page's own and the shell's names of the offers. */
const NOT_FOUND_EN = { ...SHELL_EN, ...SHELL_ERROR_EN };

const OFFERS: Array<{ to: string; label: keyof typeof NOT_FOUND_EN }> = [
  { to: "/summer-offers", label: "summerOffers" },
  { to: "/winter-offers", label: "winterOffers" },
  { to: "/allseason-offers", label: "allSeasonOffers" },
  { to: SIZE_FINDER_PATH, label: "allTyreSizes" },
  { to: "/bulk-pricing", label: "bulkPricing" },
];

export function NotFoundHelp() {
  const text = useShellText(NOT_FOUND_EN);
  return (
    <div className="mt-4 grid w-full gap-6 text-start" data-not-found-help>
      <Form method="get" action={SIZE_FINDER_PATH} className="rounded-2xl bg-white p-5 shadow-lg ring-1 ring-gray-200" aria-labelledby="find-size-heading">
        <h2 id="find-size-heading" className="text-lg font-bold text-gray-900">
          {text("shopBySize")}
        </h2>
        <label htmlFor="not-found-size" className="mt-3 block text-sm font-semibold text-gray-700">
          {text("typeASize")}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id="not-found-size"
            name="size"
            type="text"
            inputMode="text"
            autoComplete="off"
            placeholder="315/80R22.5"
            className="h-11 min-w-0 flex-1 rounded-lg border border-gray-300 px-3 text-base text-gray-900 placeholder:text-gray-600 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          />
          <button type="submit" className={`h-11 rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 ${FOCUS_RING}`}>
            {text("go")}
          </button>
        </div>
      </Form>
      <nav aria-label={text("waysOn")}>
        <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2">
          {OFFERS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-800">
                {text(link.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* A page not found may be a language the shop does not have (/de/...): the ones it has (decision 295). */}
      <LanguageSwitcher path="/" label={text("otherLanguages")} className="text-brand-700" />
    </div>
  );
}
