// Every catalogue in every language, on the server only: a page receives its own messages in its
// own language through its loader (decision 294), never the other languages'.
import type { Language } from "./languages";
import { CURRENCY_AR } from "./messages/currency.ar";
import { CURRENCY_EN, type CurrencyMessages } from "./messages/currency.en";
import { CURRENCY_ES } from "./messages/currency.es";
import { CURRENCY_FR } from "./messages/currency.fr";
import { CURRENCY_PT } from "./messages/currency.pt";
import { DOCUMENT_AR } from "./messages/document.ar";
import { DOCUMENT_EN, type DocumentMessages } from "./messages/document.en";
import { DOCUMENT_ES } from "./messages/document.es";
import { DOCUMENT_FR } from "./messages/document.fr";
import { DOCUMENT_PT } from "./messages/document.pt";
import { BULK_PRICING_AR } from "./messages/bulk-pricing.ar";
import { BULK_PRICING_EN, type BulkPricingMessages } from "./messages/bulk-pricing.en";
import { BULK_PRICING_ES } from "./messages/bulk-pricing.es";
import { BULK_PRICING_FR } from "./messages/bulk-pricing.fr";
import { BULK_PRICING_PT } from "./messages/bulk-pricing.pt";
import { COMPARE_AR } from "./messages/compare.ar";
import { COMPARE_EN, type CompareMessages } from "./messages/compare.en";
import { COMPARE_ES } from "./messages/compare.es";
import { COMPARE_FR } from "./messages/compare.fr";
import { COMPARE_PT } from "./messages/compare.pt";
import { DETAIL_AR } from "./messages/detail.ar";
import { DETAIL_EN, type DetailMessages } from "./messages/detail.en";
import { DETAIL_ES } from "./messages/detail.es";
import { DETAIL_FR } from "./messages/detail.fr";
import { DETAIL_PT } from "./messages/detail.pt";
import { HOME_SEARCH_AR } from "./messages/home-search.ar";
import { HOME_SEARCH_EN, type HomeSearchMessages } from "./messages/home-search.en";
import { HOME_SEARCH_ES } from "./messages/home-search.es";
import { HOME_SEARCH_FR } from "./messages/home-search.fr";
import { HOME_SEARCH_PT } from "./messages/home-search.pt";
import { SIZE_FINDER_AR } from "./messages/size-finder.ar";
import { SIZE_FINDER_EN, type SizeFinderMessages } from "./messages/size-finder.en";
import { SIZE_FINDER_ES } from "./messages/size-finder.es";
import { SIZE_FINDER_FR } from "./messages/size-finder.fr";
import { SIZE_FINDER_PT } from "./messages/size-finder.pt";
import { TRIAL_TYRES_AR } from "./messages/trial-tyres.ar";
import { TRIAL_TYRES_EN, type TrialTyresMessages } from "./messages/trial-tyres.en";
import { TRIAL_TYRES_ES } from "./messages/trial-tyres.es";
import { TRIAL_TYRES_FR } from "./messages/trial-tyres.fr";
import { TRIAL_TYRES_PT } from "./messages/trial-tyres.pt";
import { TRUCK_GUIDE_AR } from "./messages/truck-guide.ar";
import { TRUCK_GUIDE_EN, type TruckGuideMessages } from "./messages/truck-guide.en";
import { TRUCK_GUIDE_ES } from "./messages/truck-guide.es";
import { TRUCK_GUIDE_FR } from "./messages/truck-guide.fr";
import { TRUCK_GUIDE_PT } from "./messages/truck-guide.pt";
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
import { INQUIRY_BUTTONS_EN, type InquiryButtonMessages } from "./messages/inquiry-buttons.en";
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
import { LISTING_AR } from "./messages/listing.ar";
import { LISTING_EN, type ListingMessages } from "./messages/listing.en";
import { LISTING_ES } from "./messages/listing.es";
import { LISTING_FR } from "./messages/listing.fr";
import { LISTING_PT } from "./messages/listing.pt";
import { OFFERS_AR } from "./messages/offers.ar";
import { OFFERS_EN, type OffersMessages } from "./messages/offers.en";
import { OFFERS_ES } from "./messages/offers.es";
import { OFFERS_FR } from "./messages/offers.fr";
import { OFFERS_PT } from "./messages/offers.pt";
import { SEARCH_AR } from "./messages/search.ar";
import { SEARCH_EN, type SearchMessages } from "./messages/search.en";
import { SEARCH_ES } from "./messages/search.es";
import { SEARCH_FR } from "./messages/search.fr";
import { SEARCH_PT } from "./messages/search.pt";
import { SIZES_AR } from "./messages/sizes.ar";
import { SIZES_EN, type SizesMessages } from "./messages/sizes.en";
import { SIZES_ES } from "./messages/sizes.es";
import { SIZES_FR } from "./messages/sizes.fr";
import { SIZES_PT } from "./messages/sizes.pt";
import { SEASONS_AR } from "./messages/seasons.ar";
import { SEASONS_EN, type SeasonsMessages } from "./messages/seasons.en";
import { SEASONS_ES } from "./messages/seasons.es";
import { SEASONS_FR } from "./messages/seasons.fr";
import { SEASONS_PT } from "./messages/seasons.pt";
import { FACETS_AR } from "./messages/facets.ar";
import { FACETS_EN, type FacetsMessages } from "./messages/facets.en";
import { FACETS_ES } from "./messages/facets.es";
import { FACETS_FR } from "./messages/facets.fr";
import { FACETS_PT } from "./messages/facets.pt";
import { AVAILABILITY_AR } from "./messages/availability.ar";
import { AVAILABILITY_EN, type AvailabilityMessages } from "./messages/availability.en";
import { AVAILABILITY_ES } from "./messages/availability.es";
import { AVAILABILITY_FR } from "./messages/availability.fr";
import { AVAILABILITY_PT } from "./messages/availability.pt";
import { MAIL_AR } from "./messages/mail.ar";
import { MAIL_EN, type MailMessages } from "./messages/mail.en";
import { MAIL_ES } from "./messages/mail.es";
import { MAIL_FR } from "./messages/mail.fr";
import { MAIL_PT } from "./messages/mail.pt";
import { SHELL_AR } from "./messages/shell.ar";
import { SHELL_EN, type ShellMessages } from "./messages/shell.en";
import { SHELL_ACCOUNT_EN } from "./messages/shell-account.en";
import { SHELL_ERROR_EN } from "./messages/shell-error.en";
import { SHELL_ES } from "./messages/shell.es";
import { SHELL_FR } from "./messages/shell.fr";
import { SHELL_PT } from "./messages/shell.pt";

/** English's shell words are in three modules, so the browser bundles the signed-in menu's and the error page's with those parts. */
const SHELL_ALL_EN: ShellMessages = { ...SHELL_EN, ...SHELL_ACCOUNT_EN, ...SHELL_ERROR_EN };
export const SHELL_CATALOGUE: Record<Language, ShellMessages> = { en: SHELL_ALL_EN, fr: SHELL_FR, es: SHELL_ES, pt: SHELL_PT, ar: SHELL_AR };
export const CURRENCY_CATALOGUE: Record<Language, CurrencyMessages> = { en: CURRENCY_EN, fr: CURRENCY_FR, es: CURRENCY_ES, pt: CURRENCY_PT, ar: CURRENCY_AR };
export const HOME_CATALOGUE: Record<Language, HomeMessages> = { en: HOME_EN, fr: HOME_FR, es: HOME_ES, pt: HOME_PT, ar: HOME_AR };
/** The buyer's e-mails and documents: read on the server only, never sent to a page. */
export const MAIL_CATALOGUE: Record<Language, MailMessages> = { en: MAIL_EN, fr: MAIL_FR, es: MAIL_ES, pt: MAIL_PT, ar: MAIL_AR };
/** The buyer's PDFs (the proforma invoice): read on the server only. */
export const DOCUMENT_CATALOGUE: Record<Language, DocumentMessages> = { en: DOCUMENT_EN, fr: DOCUMENT_FR, es: DOCUMENT_ES, pt: DOCUMENT_PT, ar: DOCUMENT_AR };

// The tyre lists: the components they share (listing), each list page's own words, and the
// facets' and availability's words, which only loaders read.
export const LISTING_CATALOGUE: Record<Language, ListingMessages> = { en: LISTING_EN, fr: LISTING_FR, es: LISTING_ES, pt: LISTING_PT, ar: LISTING_AR };
export const OFFERS_CATALOGUE: Record<Language, OffersMessages> = { en: OFFERS_EN, fr: OFFERS_FR, es: OFFERS_ES, pt: OFFERS_PT, ar: OFFERS_AR };
export const SEARCH_CATALOGUE: Record<Language, SearchMessages> = { en: SEARCH_EN, fr: SEARCH_FR, es: SEARCH_ES, pt: SEARCH_PT, ar: SEARCH_AR };
export const SIZES_CATALOGUE: Record<Language, SizesMessages> = { en: SIZES_EN, fr: SIZES_FR, es: SIZES_ES, pt: SIZES_PT, ar: SIZES_AR };
export const SEASONS_CATALOGUE: Record<Language, SeasonsMessages> = { en: SEASONS_EN, fr: SEASONS_FR, es: SEASONS_ES, pt: SEASONS_PT, ar: SEASONS_AR };
export const FACETS_CATALOGUE: Record<Language, FacetsMessages> = { en: FACETS_EN, fr: FACETS_FR, es: FACETS_ES, pt: FACETS_PT, ar: FACETS_AR };
export const AVAILABILITY_CATALOGUE: Record<Language, AvailabilityMessages> = {
  en: AVAILABILITY_EN,
  fr: AVAILABILITY_FR,
  es: AVAILABILITY_ES,
  pt: AVAILABILITY_PT,
  ar: AVAILABILITY_AR,
};
export const HOME_SEARCH_CATALOGUE: Record<Language, HomeSearchMessages> = {
  en: HOME_SEARCH_EN,
  fr: HOME_SEARCH_FR,
  es: HOME_SEARCH_ES,
  pt: HOME_SEARCH_PT,
  ar: HOME_SEARCH_AR,
};
export const SIZE_FINDER_CATALOGUE: Record<Language, SizeFinderMessages> = {
  en: SIZE_FINDER_EN,
  fr: SIZE_FINDER_FR,
  es: SIZE_FINDER_ES,
  pt: SIZE_FINDER_PT,
  ar: SIZE_FINDER_AR,
};
export const TRUCK_GUIDE_CATALOGUE: Record<Language, TruckGuideMessages> = {
  en: TRUCK_GUIDE_EN,
  fr: TRUCK_GUIDE_FR,
  es: TRUCK_GUIDE_ES,
  pt: TRUCK_GUIDE_PT,
  ar: TRUCK_GUIDE_AR,
};
export const COMPARE_CATALOGUE: Record<Language, CompareMessages> = { en: COMPARE_EN, fr: COMPARE_FR, es: COMPARE_ES, pt: COMPARE_PT, ar: COMPARE_AR };
export const BULK_PRICING_CATALOGUE: Record<Language, BulkPricingMessages> = {
  en: BULK_PRICING_EN,
  fr: BULK_PRICING_FR,
  es: BULK_PRICING_ES,
  pt: BULK_PRICING_PT,
  ar: BULK_PRICING_AR,
};
export const TRIAL_TYRES_CATALOGUE: Record<Language, TrialTyresMessages> = {
  en: TRIAL_TYRES_EN,
  fr: TRIAL_TYRES_FR,
  es: TRIAL_TYRES_ES,
  pt: TRIAL_TYRES_PT,
  ar: TRIAL_TYRES_AR,
};
export const DETAIL_CATALOGUE: Record<Language, DetailMessages> = { en: DETAIL_EN, fr: DETAIL_FR, es: DETAIL_ES, pt: DETAIL_PT, ar: DETAIL_AR };
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
/** The inquiry's buttons only: a page that draws them and not its dialog (decision 313). */
function inquiryButtons(messages: InquiryMessages): InquiryButtonMessages {
  return Object.fromEntries(Object.keys(INQUIRY_BUTTONS_EN).map((key) => [key, messages[key as keyof InquiryButtonMessages]])) as InquiryButtonMessages;
}
/**
 * The part of `inquiry` a page draws before the dialog opens. The lists, the tyre pages and buy-now
 * send this; the dialog loads the rest in the page's language when it opens
 * (inquiry-dialog-words.ts), so a translated page does not carry the dialog's words (decision 313).
 */
export const INQUIRY_BUTTONS_CATALOGUE: Record<Language, InquiryButtonMessages> = {
  en: INQUIRY_BUTTONS_EN,
  fr: inquiryButtons(INQUIRY_FR),
  es: inquiryButtons(INQUIRY_ES),
  pt: inquiryButtons(INQUIRY_PT),
  ar: inquiryButtons(INQUIRY_AR),
};
export const COMPANY_CATALOGUE: Record<Language, CompanyMessages> = { en: COMPANY_EN, fr: COMPANY_FR, es: COMPANY_ES, pt: COMPANY_PT, ar: COMPANY_AR };
export const ORDERS_CATALOGUE: Record<Language, OrdersMessages> = { en: ORDERS_EN, fr: ORDERS_FR, es: ORDERS_ES, pt: ORDERS_PT, ar: ORDERS_AR };
export const BASKET_CATALOGUE: Record<Language, BasketMessages> = { en: BASKET_EN, fr: BASKET_FR, es: BASKET_ES, pt: BASKET_PT, ar: BASKET_AR };
export const AUTH_CATALOGUE: Record<Language, AuthMessages> = { en: AUTH_EN, fr: AUTH_FR, es: AUTH_ES, pt: AUTH_PT, ar: AUTH_AR };
export const LEGAL_CATALOGUE: Record<Language, LegalMessages> = { en: LEGAL_EN, fr: LEGAL_FR, es: LEGAL_ES, pt: LEGAL_PT, ar: LEGAL_AR };
export const TERMS_CATALOGUE: Record<Language, TermsMessages> = { en: TERMS_EN, fr: TERMS_FR, es: TERMS_ES, pt: TERMS_PT, ar: TERMS_AR };
export const PRIVACY_CATALOGUE: Record<Language, PrivacyMessages> = { en: PRIVACY_EN, fr: PRIVACY_FR, es: PRIVACY_ES, pt: PRIVACY_PT, ar: PRIVACY_AR };
export const RETURNS_CATALOGUE: Record<Language, ReturnsMessages> = { en: RETURNS_EN, fr: RETURNS_FR, es: RETURNS_ES, pt: RETURNS_PT, ar: RETURNS_AR };
export const CONTACT_CATALOGUE: Record<Language, ContactMessages> = { en: CONTACT_EN, fr: CONTACT_FR, es: CONTACT_ES, pt: CONTACT_PT, ar: CONTACT_AR };
export const FORMS_CATALOGUE: Record<Language, FormsMessages> = { en: FORMS_EN, fr: FORMS_FR, es: FORMS_ES, pt: FORMS_PT, ar: FORMS_AR };
/** The browser loads these itself, one language at a time, when a notice is to be shown (auth/flash-notice-toast.ts). */
export const FLASH_CATALOGUE: Record<Language, FlashMessages> = { en: FLASH_EN, fr: FLASH_FR, es: FLASH_ES, pt: FLASH_PT, ar: FLASH_AR };

/**
 * Every catalogue by name, each in every language: what i18n/catalogues.test.ts checks, and what a
 * loader picks a page's areas from (`messagesFor`). An area is added with one line here.
 */
export const CATALOGUES = {
  shell: SHELL_CATALOGUE,
  home: HOME_CATALOGUE,
  currency: CURRENCY_CATALOGUE,
  listing: LISTING_CATALOGUE,
  offers: OFFERS_CATALOGUE,
  search: SEARCH_CATALOGUE,
  sizes: SIZES_CATALOGUE,
  seasons: SEASONS_CATALOGUE,
  facets: FACETS_CATALOGUE,
  availability: AVAILABILITY_CATALOGUE,
  mail: MAIL_CATALOGUE,
  document: DOCUMENT_CATALOGUE,
  homeSearch: HOME_SEARCH_CATALOGUE,
  sizeFinder: SIZE_FINDER_CATALOGUE,
  truckGuide: TRUCK_GUIDE_CATALOGUE,
  detail: DETAIL_CATALOGUE,
  compare: COMPARE_CATALOGUE,
  bulkPricing: BULK_PRICING_CATALOGUE,
  trialTyres: TRIAL_TYRES_CATALOGUE,
  buyNow: BUY_NOW_CATALOGUE,
  deal: DEAL_CATALOGUE,
  dealText: DEAL_TEXT_CATALOGUE,
  inquiry: INQUIRY_CATALOGUE,
  inquiryButtons: INQUIRY_BUTTONS_CATALOGUE,
  basket: BASKET_CATALOGUE,
  company: COMPANY_CATALOGUE,
  orders: ORDERS_CATALOGUE,
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
  for (const area of areas) {
    if (language === "en" && ENGLISH_IN_THE_BROWSER.has(area)) continue;
    (picked as Record<string, unknown>)[area] = CATALOGUES[area][language];
  }
  return picked as Pick<MessageAreas, Areas[number]>;
}

/**
 * Areas whose components keep their English words in the browser's script, as the inquiry dialog
 * (loaded when opened) and the shipping terms do, reading `useOptionalPageMessages(area) ?? ENGLISH`:
 * an English page does not send them again, which on a list page was about 1 KiB of its document
 * (decision 310).
 */
const ENGLISH_IN_THE_BROWSER: ReadonlySet<MessageArea> = new Set(["inquiry", "inquiryButtons", "deal"]);

/**
 * The list pages' words of the EU label's text alternative: the label's script has them in English
 * (describeEuLabel's own), so an English page that draws the label leaves them out of its data (decision 328).
 */
export const EU_LABEL_DESCRIPTION_WORDS = [
  "euLabelOf",
  "euNoData",
  "euFuel",
  "euWetGrip",
  "euNoise",
  "euNoiseClass",
  "euSnow",
  "euIce",
] as const satisfies ReadonlyArray<keyof MessageAreas["listing"]>;

/** The shell's messages a page in a language carries: none in English, which the browser has already. */
export function shellMessagesFor(language: Language): ShellMessages | null {
  return language === "en" ? null : SHELL_CATALOGUE[language];
}
