// The basket's sentences in one language (decision 294): its catalogue, the locale Intl formats
// with, and whether sizes and names sit in right-to-left text. Formatted on the server, so the
// page's script carries the sentences and not the formatter. English is the default every writer
// of an e-mail or a stored inquiry keeps.
import { ENGLISH_LOAD_WORDS, type LoadWords } from "~/domain/load-plan";
import { addDays } from "~/domain/seller-quote";
import { formatMessage, type MessageValues } from "~/i18n/format-message";
import { DEFAULT_LANGUAGE, moneyLocale } from "~/i18n/languages";
import { BASKET_EN, type BasketMessages } from "~/i18n/messages/basket.en";

export interface BasketWording {
  messages: BasketMessages;
  locale: string;
  rtl: boolean;
  /** The locale amounts are written in: `moneyLocale(language)`, the shop's "en-IE" in English. */
  moneyLocale: string;
}

export const ENGLISH_BASKET: BasketWording = { messages: BASKET_EN, locale: "en-GB", rtl: false, moneyLocale: moneyLocale(DEFAULT_LANGUAGE) };

export function say(wording: BasketWording, key: keyof BasketMessages, values?: MessageValues): string {
  return formatMessage(wording.locale, wording.messages[key], values);
}

/** "1,240 pcs", "1 240 pièces". */
export function sayPieces(wording: BasketWording, count: number): string {
  return say(wording, "pcs", { count });
}

/**
 * A size, a code or a tyre's name inside a sentence: isolated left to right in right-to-left text
 * (U+2066 … U+2069), so "315/80R22.5" never reads as "22.5R80/315".
 */
export function leftToRight(wording: BasketWording, text: string): string {
  return wording.rtl ? `\u2066${text}\u2069` : text;
}

/**
 * A ready day as the language writes it: "12 janv." in the coming half year, with its year
 * otherwise, so a date never reads as last year's (as shortDate does in English).
 */
export function sayDay(wording: BasketWording, day: string, today: string): string {
  const year = day < today || day > addDays(today, 183);
  const key = `${wording.locale}${year ? " year" : ""}`;
  let format = dayFormats.get(key);
  if (!format)
    dayFormats.set(
      key,
      (format = new Intl.DateTimeFormat(wording.locale, { day: "numeric", month: "short", ...(year && { year: "numeric" }), timeZone: "UTC" })),
    );
  return format.format(new Date(`${day}T00:00:00Z`));
}

/** sayDay's formatters by locale, with or without the year, made once. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** planLoad's sentences in the wording's language. */
export function loadWords(wording: BasketWording): LoadWords {
  if (wording === ENGLISH_BASKET) return ENGLISH_LOAD_WORDS;
  const pieces = (key: keyof BasketMessages) => (count: string) => say(wording, key, { pieces: count });
  return {
    pieces: (count) => sayPieces(wording, count),
    day: (day, today) => sayDay(wording, day, today),
    allInStock: pieces("allInStock"),
    inStock: pieces("inStock"),
    incoming: pieces("incoming"),
    madeToOrder: pieces("madeToOrder"),
    readyPartsBy: (parts, date) => say(wording, "readyPartsBy", { parts: parts.join(wording.rtl ? "، " : ", "), date }),
    noneToHave: say(wording, "noneToHave"),
    atMost: pieces("atMost"),
    warnNone: (name, count) => say(wording, "warnNone", { name: leftToRight(wording, name), pieces: count }),
    warnAtMost: (name, count, most) => say(wording, "warnAtMost", { name: leftToRight(wording, name), pieces: count, most }),
    readyNow: say(wording, "readyNow"),
    readyBy: (date) => say(wording, "readyBy", { date }),
  };
}
