// Every catalogue in every language, on the server only: a page receives its own messages in its
// own language through its loader (decision 294), never the other languages'.
import type { Language } from "./languages";
import { BASKET_AR } from "./messages/basket.ar";
import { BASKET_EN, type BasketMessages } from "./messages/basket.en";
import { BASKET_ES } from "./messages/basket.es";
import { BASKET_FR } from "./messages/basket.fr";
import { BASKET_PT } from "./messages/basket.pt";
import { COMPANY_AR } from "./messages/company.ar";
import { COMPANY_EN, type CompanyMessages } from "./messages/company.en";
import { COMPANY_ES } from "./messages/company.es";
import { COMPANY_FR } from "./messages/company.fr";
import { COMPANY_PT } from "./messages/company.pt";
import { ORDERS_AR } from "./messages/orders.ar";
import { ORDERS_EN, type OrdersMessages } from "./messages/orders.en";
import { ORDERS_ES } from "./messages/orders.es";
import { ORDERS_FR } from "./messages/orders.fr";
import { ORDERS_PT } from "./messages/orders.pt";
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
export const COMPANY_CATALOGUE: Record<Language, CompanyMessages> = { en: COMPANY_EN, fr: COMPANY_FR, es: COMPANY_ES, pt: COMPANY_PT, ar: COMPANY_AR };
export const ORDERS_CATALOGUE: Record<Language, OrdersMessages> = { en: ORDERS_EN, fr: ORDERS_FR, es: ORDERS_ES, pt: ORDERS_PT, ar: ORDERS_AR };
export const BASKET_CATALOGUE: Record<Language, BasketMessages> = { en: BASKET_EN, fr: BASKET_FR, es: BASKET_ES, pt: BASKET_PT, ar: BASKET_AR };

/**
 * Every catalogue by name, each in every language: what i18n/catalogues.test.ts checks, and what a
 * loader picks a page's areas from (`messagesFor`). An area is added with one line here.
 */
export const CATALOGUES = {
  shell: SHELL_CATALOGUE,
  home: HOME_CATALOGUE,
  basket: BASKET_CATALOGUE,
  company: COMPANY_CATALOGUE,
  orders: ORDERS_CATALOGUE,
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
