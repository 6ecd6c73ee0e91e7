// /currency?back=/some/page (decisions 285, 298): the display currency's chooser, reached from the
// header's "Prices in EUR" link. One button per currency the seller keeps a rate for, the
// catalogue's own first; choosing one remembers it (a cookie, and a signed-in buyer's account) and
// goes back to the page the buyer came from, which then shows its amounts in it. A plain form: it
// works without the page's script.
import { redirect } from "react-router";
import { STORE_CURRENCY } from "~/catalogue/tyre-row.server";
import { pathInCurrency, safeBackPath } from "~/currency/currency-choices";
import { currencyFacts } from "~/currency/currency-units.server";
import { exchangeRateOf, listExchangeRates } from "~/currency/exchange-rates.server";
import { rememberCurrency } from "~/currency/remember-currency.server";
import { rateSentence } from "~/domain/exchange-rate";
import { failureResponse } from "~/forms/form-response.server";
import { readForm } from "~/forms/read-form.server";
import type { Route } from "./+types/currency";

export async function loader({ request, context }: Route.LoaderArgs) {
  const back = safeBackPath(new URL(request.url).searchParams.get("back"));
  const choices = [];
  for (const stored of await listExchangeRates(context.db)) {
    const rate = exchangeRateOf(stored);
    if (rate) choices.push({ code: stored.currency, name: currencyFacts(stored.currency)?.name ?? stored.currency, rate: rateSentence(rate) });
  }
  const catalogue = { code: STORE_CURRENCY, name: currencyFacts(STORE_CURRENCY)?.name ?? STORE_CURRENCY };
  return { catalogue, choices, back };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const remembered = await rememberCurrency(context, request, form.get("currency"));
  if (!remembered.ok) return failureResponse(remembered.failure);
  // Back without ?currency=: the page now shows the remembered choice.
  const asked = form.get("back");
  const back = pathInCurrency(typeof asked === "string" ? asked : "/", null);
  throw redirect(back, { status: 303, headers: { "Set-Cookie": remembered.setCookie } });
}

export function meta(): Route.MetaDescriptors {
  return [{ title: "Currency of the prices | Tyre Wholesale" }, { name: "robots", content: "noindex" }];
}

const CHOICE = "font-semibold text-brand-700 underline hover:text-brand-800";
const ROW = "flex flex-wrap items-baseline justify-between gap-2 px-4 py-3";

export default function Currency({ loaderData, actionData }: Route.ComponentProps) {
  const { catalogue, choices, back } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">Currency of the prices</h1>
      <p className="mt-2 text-gray-700">
        {`Our prices are kept in ${catalogue.code}. Choose a currency to see them converted at our rate; a quote fixes the rate on the day it is sent. We remember your choice.`}
      </p>
      {actionData?.message && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-red-800">
          {actionData.message}
        </p>
      )}
      <form method="post" className="mt-6">
        <input type="hidden" name="back" value={back} />
        <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200" data-currency-choices>
          <li className={ROW}>
            <button type="submit" name="currency" value={catalogue.code} className={CHOICE}>{`${catalogue.code}, ${catalogue.name}`}</button>
            <span className="text-sm text-gray-600">the catalogue's currency</span>
          </li>
          {choices.map((choice) => (
            <li key={choice.code} className={ROW}>
              <button type="submit" name="currency" value={choice.code} className={CHOICE}>{`${choice.code}, ${choice.name}`}</button>
              <span className="text-sm tabular-nums text-gray-600">{choice.rate}</span>
            </li>
          ))}
        </ul>
      </form>
      <p className="mt-6">
        <a href={back} className={CHOICE}>
          Back without changing
        </a>
      </p>
    </div>
  );
}
