// The words of the buyer's e-mails and documents in one language (decision 294's catalogues, area
// `mail`): each message formatted on the server with the language's locale, amounts and counts in
// it. English formats numbers and money as the shop always has ("en-IE": "€1,049.90", "$120.00"),
// so an English buyer's e-mail reads exactly as before; dates follow LOCALES ("9 December 2026").
import { formatMessage, type MessageValues } from "../i18n/format-message";
import { DEFAULT_LANGUAGE, LOCALES, isLanguage, moneyLocale, textDirection, type Language } from "../i18n/languages";
import { DOCUMENT_AR } from "../i18n/messages/document.ar";
import { DOCUMENT_EN, type DocumentMessages } from "../i18n/messages/document.en";
import { DOCUMENT_ES } from "../i18n/messages/document.es";
import { DOCUMENT_FR } from "../i18n/messages/document.fr";
import { DOCUMENT_PT } from "../i18n/messages/document.pt";
import { MAIL_AR } from "../i18n/messages/mail.ar";
import { MAIL_EN, type MailMessages } from "../i18n/messages/mail.en";
import { MAIL_ES } from "../i18n/messages/mail.es";
import { MAIL_FR } from "../i18n/messages/mail.fr";
import { MAIL_PT } from "../i18n/messages/mail.pt";
import { formatMoney, type Money } from "../domain/money";
import { isolateLeftToRight } from "../i18n/bidi-text";

export type MailKey = keyof MailMessages;

// The areas `mail` and `document` as catalogues.server.ts registers them, read here from their
// modules: the e-mails' modules are plain ones, and a plain module may not import a .server one.
const MAIL_CATALOGUE: Record<Language, MailMessages> = { en: MAIL_EN, fr: MAIL_FR, es: MAIL_ES, pt: MAIL_PT, ar: MAIL_AR };
const DOCUMENT_CATALOGUE: Record<Language, DocumentMessages> = { en: DOCUMENT_EN, fr: DOCUMENT_FR, es: DOCUMENT_ES, pt: DOCUMENT_PT, ar: DOCUMENT_AR };

export interface MailWords {
  language: Language;
  /** "rtl" for Arabic: the HTML part's `dir`. */
  direction: "ltr" | "rtl";
  /** The message in this language with its arguments. */
  t(key: MailKey, values?: MessageValues): string;
  money(amount: Money): string;
  /** "60 pcs", "60 pièces". */
  pieces(count: number): string;
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** A calendar day (YYYY-MM-DD) written out: "9 December 2026", "9 décembre 2026". */
  day(isoDay: string): string;
}

const words = new Map<Language, MailWords>();

/** The words in a language; a stored value that is no language of the shop reads as English. */
export function mailWords(language: string | null | undefined = DEFAULT_LANGUAGE): MailWords {
  const chosen: Language = language && isLanguage(language) ? language : DEFAULT_LANGUAGE;
  const known = words.get(chosen);
  if (known) return known;
  const locale = moneyLocale(chosen);
  const messages = MAIL_CATALOGUE[chosen];
  const long = new Intl.DateTimeFormat(LOCALES[chosen], { dateStyle: "long", timeZone: "UTC" });
  const made: MailWords = {
    language: chosen,
    direction: textDirection(chosen),
    t: (key, values) => formatMessage(locale, messages[key], values),
    money: (amount) => formatMoney(amount, locale),
    pieces: (count) => formatMessage(locale, messages.pieces, { count }),
    number: (value, options) => new Intl.NumberFormat(locale, options).format(value),
    day: (isoDay) => long.format(new Date(`${isoDay.slice(0, 10)}T00:00:00Z`)),
  };
  words.set(chosen, made);
  return made;
}

export interface DocumentWords {
  language: Language;
  /**
   * The message of the `document` area in this language with its arguments. In Arabic an argument
   * without Arabic letters (an amount, a date, a code, a place) is kept left to right inside the
   * sentence (isolateLeftToRight, decision 312): "2026-11-25" after an Arabic word would otherwise
   * print as "25-11-2026".
   */
  t(key: keyof DocumentMessages, values?: MessageValues): string;
  /** A value printed as it is (an amount, a number), kept left to right in an Arabic sentence it is put into; as it is elsewhere. */
  asIs(value: string): string;
  /** The e-mails' words in the same language: the payment terms and their schedule. */
  mail: MailWords;
}

/** The words of a buyer's PDF in a language (area `document`). */
export function documentWords(language: Language): DocumentWords {
  const locale = LOCALES[language];
  const messages = DOCUMENT_CATALOGUE[language];
  if (textDirection(language) === "ltr") {
    return { language, t: (key, values) => formatMessage(locale, messages[key], values), asIs: (value) => value, mail: mailWords(language) };
  }
  const isolated = (values: MessageValues = {}) =>
    Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === "string" ? isolateLeftToRight(value) : value]));
  return { language, t: (key, values) => formatMessage(locale, messages[key], isolated(values)), asIs: isolateLeftToRight, mail: mailWords(language) };
}
