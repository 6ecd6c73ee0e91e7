// Shows the one-time notice an account action left in the flash cookie (flash.ts) as a toast, in
// the page's language, and clears it. Loaded by AuthFlashToast only when the cookie is there, with
// the notices' words (vite.config.ts: the flash-notices chunk), so no page carries them.
import { FLASH_COOKIE, readFlashCookie, type FlashNotice } from "./flash";
import type { Language } from "~/i18n/languages";
import type { FlashMessages } from "~/i18n/messages/flash.en";
import { showSuccessToast } from "~/toasts/toast-queue";

const NOTICES: Record<Language, () => Promise<FlashMessages>> = {
  en: () => import("~/i18n/messages/flash.en").then((m) => m.FLASH_EN),
  fr: () => import("~/i18n/messages/flash.fr").then((m) => m.FLASH_FR),
  es: () => import("~/i18n/messages/flash.es").then((m) => m.FLASH_ES),
  pt: () => import("~/i18n/messages/flash.pt").then((m) => m.FLASH_PT),
  ar: () => import("~/i18n/messages/flash.ar").then((m) => m.FLASH_AR),
};

/** Takes the notice from document.cookie and shows it; a value that names no notice is cleared all the same. */
export async function showFlashNotice(language: Language): Promise<void> {
  const value = readFlashCookie();
  if (value === null) return;
  document.cookie = `${FLASH_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  const notice = decodeURIComponent(value);
  const notices = await NOTICES[language]();
  if (Object.hasOwn(notices, notice)) showSuccessToast(notices[notice as FlashNotice]);
}
