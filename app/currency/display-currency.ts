// The buyer's display currency (decisions 285, 298): named by the URL (?currency=USD) or remembered
// (the `currency` cookie, a signed-in buyer's account); the render cache keys an anonymous page by
// its URL and the cookie's code. Which pages convert their amounts, and the line said once per page.
// Pure; read by the root loader, the page gets its result.
import { fillMessage } from "~/i18n/fill-message";
import { CURRENCY_EN, type CurrencyMessages } from "~/i18n/messages/currency.en";
import { rateSentence, type ExchangeRate } from "../domain/exchange-rate";

/** The pages whose every amount shows in the chosen currency; the others still show the catalogue's. */
const CONVERTED_PATHS = [
  /^\/buy-now$/,
  /^\/(?:summer|winter|allseason)-offers$/,
  // A season's overview (/tyres/summer), a size page (/tyres/size/315-80r22.5) and a tyre's detail page.
  /^\/tyres\/(?:summer|winter|allseason)$/,
  /^\/tyres\/size\/./,
  /^\/tyres\/[^/]+\/[^/]+\/[^/]+\/[^/]+$/,
  /^\/(?:search|compare|quote)$/,
  // The price tiers, container rates and freight of the bulk pricing guide.
  /^\/bulk-pricing$/,
  // The inquiry dialog's price, asked by the page behind it.
  /^\/inquiry-price\.json$/,
];

/**
 * Pages whose amounts stay in the catalogue's currency, and say so to a buyer who chose another:
 * the buyer's inquiries, stored in the currency the deal was made in (decision 298).
 */
const CATALOGUE_AMOUNT_PATHS = [/^\/account\/inquiries(?:\/|$)/];

export function convertsAmounts(path: string): boolean {
  return CONVERTED_PATHS.some((pattern) => pattern.test(path));
}

export interface DisplayCurrency {
  /** The catalogue's currency, the first choice. */
  catalogue: string;
  /** The currencies the seller keeps rates for, by code. */
  choices: string[];
  /** What the header's select shows as chosen. */
  selected: string;
  /** The rate this page's amounts are converted at; null when they show in the catalogue's currency. */
  rate: ExchangeRate | null;
  /** Said once under the header: the rate and its date, or why the amounts are not converted. */
  line: string | null;
}

/** The words and the locale the line under the header is said in: the page's language's. */
export interface LineSpeech {
  words: Pick<CurrencyMessages, "thatCurrency" | "noRateLine" | "catalogueOnlyLine" | "rateLine">;
  locale: string;
}

const ENGLISH_LINES: LineSpeech = { words: CURRENCY_EN, locale: "en-GB" };

/**
 * What a page shows for the currency it was asked in. An unknown code falls back to the
 * catalogue's currency and says so; only a code's three letters are ever repeated back. A
 * `remembered` choice (cookie or account, not this page's URL) says nothing on a page that shows
 * no converted amounts: the line belongs where the prices are.
 */
export function displayCurrencyOf(
  requested: string | null,
  path: string,
  catalogue: string,
  rates: ReadonlyMap<string, ExchangeRate>,
  remembered = false,
  speech: LineSpeech = ENGLISH_LINES,
): DisplayCurrency {
  const { words, locale } = speech;
  const choices = [...rates.keys()].sort();
  const code = (requested ?? "").trim().toUpperCase();
  const base = { catalogue, choices, selected: catalogue, rate: null, line: null };
  if (code === "" || code === catalogue) return base;
  const rate = rates.get(code);
  const converts = convertsAmounts(path);
  if (!rate) {
    if (remembered && !converts) return base;
    const named = /^[A-Z]{3}$/.test(code) ? code : words.thatCurrency;
    return { ...base, line: fillMessage(words.noRateLine, { named, catalogue }) };
  }
  if (!converts) {
    const saysSo = !remembered || CATALOGUE_AMOUNT_PATHS.some((pattern) => pattern.test(path));
    return { ...base, selected: code, line: saysSo ? fillMessage(words.catalogueOnlyLine, { catalogue }) : null };
  }
  return { ...base, selected: code, rate, line: fillMessage(words.rateLine, { rate: rateSentence(rate, locale) }) };
}
