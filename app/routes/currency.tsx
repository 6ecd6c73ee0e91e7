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
import { messagesFor } from "~/i18n/catalogues.server";
import { fillMessage } from "~/i18n/fill-message";
import { LOCALES, pathInLanguage, requestLanguage } from "~/i18n/languages";
import { useLanguage } from "~/i18n/use-shell-text";
import { SITE_NAME } from "~/seo/meta-tags";
import type { Route } from "./+types/currency";

export async function loader({ request, context }: Route.LoaderArgs) {
  const back = safeBackPath(new URL(request.url).searchParams.get("back"));
  const language = requestLanguage(request);
  // English keeps ISO 4217's names (currency-codes); the other languages name each currency as
  // their own speakers do, from the runtime's CLDR data.
  const names = language === "en" ? null : new Intl.DisplayNames(LOCALES[language], { type: "currency" });
  const nameOf = (code: string) => names?.of(code) ?? currencyFacts(code)?.name ?? code;
  const choices = [];
  for (const stored of await listExchangeRates(context.db)) {
    const rate = exchangeRateOf(stored);
    if (rate) choices.push({ code: stored.currency, name: nameOf(stored.currency), rate: rateSentence(rate, LOCALES[language]) });
  }
  const catalogue = { code: STORE_CURRENCY, name: nameOf(STORE_CURRENCY) };
  return { catalogue, choices, back, messages: messagesFor(language, ["currency"]) };
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

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const title = loaderData?.messages.currency.title ?? CURRENCY_TITLE;
  return [{ title: `${title} | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];
}

/** The title of a chooser whose loader failed: the error page's, in English. */
const CURRENCY_TITLE = "Currency of the prices";

const CHOICE = "font-semibold text-brand-700 underline hover:text-brand-800";
const ROW = "flex flex-wrap items-baseline justify-between gap-2 px-4 py-3";

export default function Currency({ loaderData, actionData }: Route.ComponentProps) {
  const { catalogue, choices, back, messages } = loaderData;
  const words = messages.currency;
  const language = useLanguage();
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{words.title}</h1>
      <p className="mt-2 text-gray-700">{fillMessage(words.intro, { code: catalogue.code })}</p>
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
            <span className="text-sm text-gray-600">{words.catalogueCurrency}</span>
          </li>
          {choices.map((choice) => (
            <li key={choice.code} className={ROW}>
              <button type="submit" name="currency" value={choice.code} className={CHOICE}>{`${choice.code}, ${choice.name}`}</button>
              <span dir="ltr" className="text-sm tabular-nums text-gray-600">
                {choice.rate}
              </span>
            </li>
          ))}
        </ul>
      </form>
      <p className="mt-6">
        <a href={pathInLanguage(language, back)} className={CHOICE}>
          {words.back}
        </a>
      </p>
    </div>
  );
}
