// The display currency a request asks for, read against the seller's rates (decisions 285, 298):
// the URL's ?currency= first (a shared link says what it shows), then a signed-in buyer's account,
// then the `currency` cookie the chooser set, else the catalogue's currency.
import type { Kysely } from "kysely";
import type { AppLoadContext } from "react-router";
import { accountSettingsFor } from "~/auth/account-settings.server";
import { getSessionUser } from "~/auth/session.server";
import type { SessionUser } from "~/auth/session-user";
import { STORE_CURRENCY } from "~/catalogue/tyre-row.server";
import type { Database } from "~/db/schema";
import type { ExchangeRate } from "~/domain/exchange-rate";
import { CURRENCY_CATALOGUE } from "~/i18n/catalogues.server";
import { LOCALES, splitLanguagePath } from "~/i18n/languages";
import { currencyCookieOf } from "./currency-cookie";
import { CURRENCY_PARAM } from "./currency-param";
import { displayCurrencyOf, type DisplayCurrency } from "./display-currency";
import { exchangeRateOf, listExchangeRates } from "./exchange-rates.server";

type CurrencyContext = Pick<AppLoadContext, "db" | "auth">;

export async function ratesByCode(db: Kysely<Database>): Promise<Map<string, ExchangeRate>> {
  const rates = new Map<string, ExchangeRate>();
  for (const stored of await listExchangeRates(db)) {
    const rate = exchangeRateOf(stored);
    if (rate) rates.set(stored.currency, rate);
  }
  return rates;
}

interface AskedCurrency {
  /** The code as asked (not yet checked), or null when nothing asks for one. */
  requested: string | null;
  /** Remembered (account or cookie) rather than named by this page's URL. */
  remembered: boolean;
}

async function askedCurrency(context: CurrencyContext, request: Request, user: SessionUser | null | undefined): Promise<AskedCurrency> {
  const url = new URL(request.url);
  if (url.searchParams.has(CURRENCY_PARAM)) return { requested: url.searchParams.get(CURRENCY_PARAM), remembered: false };
  const signedIn = user === undefined ? await getSessionUser(request, context) : user;
  // Read with the seller role the root loader asks for, in one query (account-settings.server.ts).
  const account = signedIn ? (await accountSettingsFor(context.db, request, signedIn.id)).displayCurrency : null;
  return { requested: account ?? currencyCookieOf(request.headers.get("cookie")), remembered: true };
}

/** One answer per request: the root loader and the page's loader read it in parallel. */
const answers = new WeakMap<Request, Promise<DisplayCurrency>>();

/** What the page asked by `request` shows its amounts in. `user` when the caller has it already. */
export function displayCurrencyFor(context: CurrencyContext, request: Request, user?: SessionUser | null): Promise<DisplayCurrency> {
  let answer = answers.get(request);
  if (!answer) {
    answer = (async () => {
      const asked = await askedCurrency(context, request, user);
      // A client navigation or fetcher asks for the page's data at its path plus ".data"; the
      // language's prefix is not part of which page it is, only of the words the line is said in.
      const { language, path } = splitLanguagePath(new URL(request.url).pathname.replace(/\.data$/, ""));
      const speech = { words: CURRENCY_CATALOGUE[language], locale: LOCALES[language] };
      // Nothing asked, or the catalogue's own code: no rate to read.
      if (asked.requested === null || asked.requested.trim().toUpperCase() === STORE_CURRENCY)
        return displayCurrencyOf(null, path, STORE_CURRENCY, new Map(), asked.remembered, speech);
      return displayCurrencyOf(asked.requested, path, STORE_CURRENCY, await ratesByCode(context.db), asked.remembered, speech);
    })();
    answers.set(request, answer);
  }
  return answer;
}

/** What the root loader sends every shop page: the currency the header's link names and the line said once per page. */
export async function displayCurrencyShell(
  context: CurrencyContext,
  request: Request,
  user: SessionUser | null,
): Promise<{ code: string; line: string | null }> {
  const display = await displayCurrencyFor(context, request, user);
  return { code: display.selected, line: display.line };
}

/** The rate a converting page's loader prices with, or null for the catalogue's currency. */
export async function displayRateFor(context: CurrencyContext, request: Request): Promise<ExchangeRate | null> {
  return (await displayCurrencyFor(context, request)).rate;
}
