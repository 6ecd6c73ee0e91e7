// Every catalogue in every language, on the server only: a page receives its own messages in its
// own language through its loader (decision 294), never the other languages'.
import type { Language } from "./languages";
import { AUTH_AR } from "./messages/auth.ar";
import { AUTH_EN, type AuthMessages } from "./messages/auth.en";
import { AUTH_ES } from "./messages/auth.es";
import { AUTH_FR } from "./messages/auth.fr";
import { AUTH_PT } from "./messages/auth.pt";
import { FLASH_AR } from "./messages/flash.ar";
import { FLASH_EN, type FlashMessages } from "./messages/flash.en";
import { FLASH_ES } from "./messages/flash.es";
import { FLASH_FR } from "./messages/flash.fr";
import { FLASH_PT } from "./messages/flash.pt";
import { FORMS_AR } from "./messages/forms.ar";
import { FORMS_EN, type FormsMessages } from "./messages/forms.en";
import { FORMS_ES } from "./messages/forms.es";
import { FORMS_FR } from "./messages/forms.fr";
import { FORMS_PT } from "./messages/forms.pt";
import { LEGAL_AR } from "./messages/legal.ar";
import { LEGAL_EN, type LegalMessages } from "./messages/legal.en";
import { LEGAL_ES } from "./messages/legal.es";
import { LEGAL_FR } from "./messages/legal.fr";
import { LEGAL_PT } from "./messages/legal.pt";
import { TERMS_AR } from "./messages/terms.ar";
import { TERMS_EN, type TermsMessages } from "./messages/terms.en";
import { TERMS_ES } from "./messages/terms.es";
import { TERMS_FR } from "./messages/terms.fr";
import { TERMS_PT } from "./messages/terms.pt";
import { PRIVACY_AR } from "./messages/privacy.ar";
import { PRIVACY_EN, type PrivacyMessages } from "./messages/privacy.en";
import { PRIVACY_ES } from "./messages/privacy.es";
import { PRIVACY_FR } from "./messages/privacy.fr";
import { PRIVACY_PT } from "./messages/privacy.pt";
import { RETURNS_AR } from "./messages/returns.ar";
import { RETURNS_EN, type ReturnsMessages } from "./messages/returns.en";
import { RETURNS_ES } from "./messages/returns.es";
import { RETURNS_FR } from "./messages/returns.fr";
import { RETURNS_PT } from "./messages/returns.pt";
import { CONTACT_AR } from "./messages/contact.ar";
import { CONTACT_EN, type ContactMessages } from "./messages/contact.en";
import { CONTACT_ES } from "./messages/contact.es";
import { CONTACT_FR } from "./messages/contact.fr";
import { CONTACT_PT } from "./messages/contact.pt";
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
export const AUTH_CATALOGUE: Record<Language, AuthMessages> = { en: AUTH_EN, fr: AUTH_FR, es: AUTH_ES, pt: AUTH_PT, ar: AUTH_AR };
export const LEGAL_CATALOGUE: Record<Language, LegalMessages> = { en: LEGAL_EN, fr: LEGAL_FR, es: LEGAL_ES, pt: LEGAL_PT, ar: LEGAL_AR };
export const TERMS_CATALOGUE: Record<Language, TermsMessages> = { en: TERMS_EN, fr: TERMS_FR, es: TERMS_ES, pt: TERMS_PT, ar: TERMS_AR };
export const PRIVACY_CATALOGUE: Record<Language, PrivacyMessages> = { en: PRIVACY_EN, fr: PRIVACY_FR, es: PRIVACY_ES, pt: PRIVACY_PT, ar: PRIVACY_AR };
export const RETURNS_CATALOGUE: Record<Language, ReturnsMessages> = { en: RETURNS_EN, fr: RETURNS_FR, es: RETURNS_ES, pt: RETURNS_PT, ar: RETURNS_AR };
export const CONTACT_CATALOGUE: Record<Language, ContactMessages> = { en: CONTACT_EN, fr: CONTACT_FR, es: CONTACT_ES, pt: CONTACT_PT, ar: CONTACT_AR };
export const FORMS_CATALOGUE: Record<Language, FormsMessages> = { en: FORMS_EN, fr: FORMS_FR, es: FORMS_ES, pt: FORMS_PT, ar: FORMS_AR };
/** The browser loads these itself, one language at a time, when a notice is to be shown (auth-flash-toast.tsx). */
export const FLASH_CATALOGUE: Record<Language, FlashMessages> = { en: FLASH_EN, fr: FLASH_FR, es: FLASH_ES, pt: FLASH_PT, ar: FLASH_AR };

/**
 * Every catalogue by name, each in every language: what i18n/catalogues.test.ts checks, and what a
 * loader picks a page's areas from (`messagesFor`). An area is added with one line here.
 */
export const CATALOGUES = {
  shell: SHELL_CATALOGUE,
  home: HOME_CATALOGUE,
  auth: AUTH_CATALOGUE,
  flash: FLASH_CATALOGUE,
  forms: FORMS_CATALOGUE,
  legal: LEGAL_CATALOGUE,
  terms: TERMS_CATALOGUE,
  privacy: PRIVACY_CATALOGUE,
  returns: RETURNS_CATALOGUE,
  contact: CONTACT_CATALOGUE,
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
