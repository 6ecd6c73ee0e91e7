// /currency?back=/some/page (decision 285): the display currency's chooser, reached from the
// header's "Currency" link. One link per currency the seller keeps a rate for, each back to the
// page the buyer came from with ?currency= set (its other parameters kept), and the catalogue's own
// currency first. The same page for every visitor with the same address: the render cache keeps it.
import { STORE_CURRENCY } from "~/catalogue/tyre-row.server";
import { pathInCurrency, safeBackPath } from "~/currency/currency-choices";
import { currencyFacts } from "~/currency/currency-units.server";
import { exchangeRateOf, listExchangeRates } from "~/currency/exchange-rates.server";
import { rateSentence } from "~/domain/exchange-rate";
import type { Route } from "./+types/currency";

export async function loader({ request, context }: Route.LoaderArgs) {
  const back = safeBackPath(new URL(request.url).searchParams.get("back"));
  const choices = [];
  for (const stored of await listExchangeRates(context.db)) {
    const rate = exchangeRateOf(stored);
    if (rate)
      choices.push({
        code: stored.currency,
        name: currencyFacts(stored.currency)?.name ?? stored.currency,
        rate: rateSentence(rate),
        href: pathInCurrency(back, stored.currency),
      });
  }
  const catalogue = { code: STORE_CURRENCY, name: currencyFacts(STORE_CURRENCY)?.name ?? STORE_CURRENCY, href: pathInCurrency(back, null) };
  return { catalogue, choices, back };
}

export function meta(): Route.MetaDescriptors {
  return [{ title: "Currency of the prices | Tyre Wholesale" }, { name: "robots", content: "noindex" }];
}

const LINK = "font-semibold text-brand-700 underline hover:text-brand-800";

export default function Currency({ loaderData }: Route.ComponentProps) {
  const { catalogue, choices, back } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">Currency of the prices</h1>
      <p className="mt-2 text-gray-700">
        {`Our prices are kept in ${catalogue.code}. Choose a currency to see them converted at our rate; a quote fixes the rate on the day it is sent.`}
      </p>
      <ul className="mt-6 divide-y divide-gray-200 rounded-xl border border-gray-200" data-currency-choices>
        <li className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
          <a href={catalogue.href} className={LINK}>{`${catalogue.code}, ${catalogue.name}`}</a>
          <span className="text-sm text-gray-600">the catalogue's currency</span>
        </li>
        {choices.map((choice) => (
          <li key={choice.code} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
            <a href={choice.href} className={LINK}>{`${choice.code}, ${choice.name}`}</a>
            <span className="text-sm tabular-nums text-gray-600">{choice.rate}</span>
          </li>
        ))}
      </ul>
      <p className="mt-6">
        <a href={back} className={LINK}>
          Back without changing
        </a>
      </p>
    </div>
  );
}
