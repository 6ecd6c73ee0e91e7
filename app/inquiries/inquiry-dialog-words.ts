// The inquiry dialog's words in a translated page's language, loaded with the dialog when a buyer
// opens it: the pages that draw the buttons send only the buttons' words (`inquiryButtons`), so a
// translated list or tyre page does not carry the dialog's too (decision 313). English stays in the
// dialog's own script (`INQUIRY_EN`).
import type { OtherLanguage } from "~/i18n/languages";
import type { InquiryMessages } from "~/i18n/messages/inquiry.en";

const LOADERS: Record<OtherLanguage, () => Promise<InquiryMessages>> = {
  fr: () => import("~/i18n/messages/inquiry.fr").then((m) => m.INQUIRY_FR),
  es: () => import("~/i18n/messages/inquiry.es").then((m) => m.INQUIRY_ES),
  pt: () => import("~/i18n/messages/inquiry.pt").then((m) => m.INQUIRY_PT),
  ar: () => import("~/i18n/messages/inquiry.ar").then((m) => m.INQUIRY_AR),
};

const loading = new Map<OtherLanguage, Promise<InquiryMessages>>();

/** One promise per language, so React's `use` reads the same one on every render; a failed download is asked again next time. */
export function inquiryDialogWords(language: OtherLanguage): Promise<InquiryMessages> {
  let words = loading.get(language);
  if (!words) {
    words = LOADERS[language]();
    words.catch(() => loading.delete(language));
    loading.set(language, words);
  }
  return words;
}
