// Every catalogue in every language, on the server only: a page receives its own messages in its
// own language through its loader (decision 294), never the other languages'.
import type { Language } from "./languages";
import { BUY_NOW_AR } from "./messages/buy-now.ar";
import { BUY_NOW_EN, type BuyNowMessages } from "./messages/buy-now.en";
import { BUY_NOW_ES } from "./messages/buy-now.es";
import { BUY_NOW_FR } from "./messages/buy-now.fr";
import { BUY_NOW_PT } from "./messages/buy-now.pt";
import { DEAL_AR } from "./messages/deal.ar";
import { DEAL_EN, type DealMessages } from "./messages/deal.en";
import { DEAL_ES } from "./messages/deal.es";
import { DEAL_FR } from "./messages/deal.fr";
import { DEAL_PT } from "./messages/deal.pt";
import { DEAL_TEXT_AR } from "./messages/deal-text.ar";
import { DEAL_TEXT_EN, type DealTextMessages } from "./messages/deal-text.en";
import { DEAL_TEXT_ES } from "./messages/deal-text.es";
import { DEAL_TEXT_FR } from "./messages/deal-text.fr";
import { DEAL_TEXT_PT } from "./messages/deal-text.pt";
import { INQUIRY_AR } from "./messages/inquiry.ar";
import { INQUIRY_EN, type InquiryMessages } from "./messages/inquiry.en";
import { INQUIRY_ES } from "./messages/inquiry.es";
import { INQUIRY_FR } from "./messages/inquiry.fr";
import { INQUIRY_PT } from "./messages/inquiry.pt";
import { HOME_AR } from "./messages/home.ar";
import { HOME_EN, type HomeMessages } from "./messages/home.en";
import { HOME_ES } from "./messages/home.es";
import { HOME_FR } from "./messages/home.fr";
import { HOME_PT } from "./messages/home.pt";
import { SHELL_AR } from "./messages/shell.ar";
import { SHELL_EN, type ShellMessages } from "./messages/shell.en";
import { SHELL_ES } from "./messages/shell.es";
import { SHELL_FR } from "./messages/shell.fr";
import { SHELL_PT } from "./messages/shell.pt";

export const SHELL_CATALOGUE: Record<Language, ShellMessages> = { en: SHELL_EN, fr: SHELL_FR, es: SHELL_ES, pt: SHELL_PT, ar: SHELL_AR };
export const HOME_CATALOGUE: Record<Language, HomeMessages> = { en: HOME_EN, fr: HOME_FR, es: HOME_ES, pt: HOME_PT, ar: HOME_AR };
export const BUY_NOW_CATALOGUE: Record<Language, BuyNowMessages> = { en: BUY_NOW_EN, fr: BUY_NOW_FR, es: BUY_NOW_ES, pt: BUY_NOW_PT, ar: BUY_NOW_AR };
export const DEAL_CATALOGUE: Record<Language, DealMessages> = { en: DEAL_EN, fr: DEAL_FR, es: DEAL_ES, pt: DEAL_PT, ar: DEAL_AR };
/** Worded on the server only (app/buy-now/deal-wording.server.ts): no page is sent this area. */
export const DEAL_TEXT_CATALOGUE: Record<Language, DealTextMessages> = {
  en: DEAL_TEXT_EN,
  fr: DEAL_TEXT_FR,
  es: DEAL_TEXT_ES,
  pt: DEAL_TEXT_PT,
  ar: DEAL_TEXT_AR,
};
export const INQUIRY_CATALOGUE: Record<Language, InquiryMessages> = { en: INQUIRY_EN, fr: INQUIRY_FR, es: INQUIRY_ES, pt: INQUIRY_PT, ar: INQUIRY_AR };

/**
 * Every catalogue by name, each in every language: what i18n/catalogues.test.ts checks, and what a
 * loader picks a page's areas from (`messagesFor`). An area is added with one line here.
 */
export const CATALOGUES = {
  shell: SHELL_CATALOGUE,
  home: HOME_CATALOGUE,
  buyNow: BUY_NOW_CATALOGUE,
  deal: DEAL_CATALOGUE,
  dealText: DEAL_TEXT_CATALOGUE,
  inquiry: INQUIRY_CATALOGUE,
} satisfies Record<string, Record<Language, Record<string, string>>>;

/** Each area's messages, by area name: what `usePageMessages(area)` gives a component. */
export type MessageAreas = { [Area in keyof typeof CATALOGUES]: (typeof CATALOGUES)[Area]["en"] };
export type MessageArea = keyof MessageAreas;

/**
 * The areas a page's components read, in the page's language only (decision 294): what its loader
 * returns as `messages` and its component hands to `<PageMessages>`. A route asks for the areas its
 * own components and the shared ones it draws use, and a page ships no other area's words.
 */
export function messagesFor<const Areas extends readonly MessageArea[]>(language: Language, areas: Areas): Pick<MessageAreas, Areas[number]> {
  const picked: Partial<MessageAreas> = {};
  for (const area of areas) (picked as Record<string, unknown>)[area] = CATALOGUES[area][language];
  return picked as Pick<MessageAreas, Areas[number]>;
}

/** The shell's messages a page in a language carries: none in English, which the browser has already. */
export function shellMessagesFor(language: Language): ShellMessages | null {
  return language === "en" ? null : SHELL_CATALOGUE[language];
}
