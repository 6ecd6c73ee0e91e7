// Every catalogue in every language, on the server only: a page receives its own messages in its
// own language through its loader (decision 294), never the other languages'.
import type { Language } from "./languages";
import { DOCUMENT_AR } from "./messages/document.ar";
import { DOCUMENT_EN, type DocumentMessages } from "./messages/document.en";
import { DOCUMENT_ES } from "./messages/document.es";
import { DOCUMENT_FR } from "./messages/document.fr";
import { DOCUMENT_PT } from "./messages/document.pt";
import { HOME_AR } from "./messages/home.ar";
import { HOME_EN, type HomeMessages } from "./messages/home.en";
import { HOME_ES } from "./messages/home.es";
import { HOME_FR } from "./messages/home.fr";
import { HOME_PT } from "./messages/home.pt";
import { MAIL_AR } from "./messages/mail.ar";
import { MAIL_EN, type MailMessages } from "./messages/mail.en";
import { MAIL_ES } from "./messages/mail.es";
import { MAIL_FR } from "./messages/mail.fr";
import { MAIL_PT } from "./messages/mail.pt";
import { SHELL_AR } from "./messages/shell.ar";
import { SHELL_EN, type ShellMessages } from "./messages/shell.en";
import { SHELL_ES } from "./messages/shell.es";
import { SHELL_FR } from "./messages/shell.fr";
import { SHELL_PT } from "./messages/shell.pt";

export const SHELL_CATALOGUE: Record<Language, ShellMessages> = { en: SHELL_EN, fr: SHELL_FR, es: SHELL_ES, pt: SHELL_PT, ar: SHELL_AR };
export const HOME_CATALOGUE: Record<Language, HomeMessages> = { en: HOME_EN, fr: HOME_FR, es: HOME_ES, pt: HOME_PT, ar: HOME_AR };
/** The buyer's e-mails and documents: read on the server only, never sent to a page. */
export const MAIL_CATALOGUE: Record<Language, MailMessages> = { en: MAIL_EN, fr: MAIL_FR, es: MAIL_ES, pt: MAIL_PT, ar: MAIL_AR };
/** The buyer's PDFs (the proforma invoice): read on the server only. */
export const DOCUMENT_CATALOGUE: Record<Language, DocumentMessages> = { en: DOCUMENT_EN, fr: DOCUMENT_FR, es: DOCUMENT_ES, pt: DOCUMENT_PT, ar: DOCUMENT_AR };

/**
 * Every catalogue by name, each in every language: what i18n/catalogues.test.ts checks, and what a
 * loader picks a page's areas from (`messagesFor`). An area is added with one line here.
 */
export const CATALOGUES = {
  shell: SHELL_CATALOGUE,
  home: HOME_CATALOGUE,
  mail: MAIL_CATALOGUE,
  document: DOCUMENT_CATALOGUE,
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
