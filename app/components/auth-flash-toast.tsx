// Shows the one-time notice an account action left in the flash cookie ('Signup Successful'),
// on the page the buyer lands on, in that page's language. Rendered by AccountMenu, which every
// page with a header has; the notices' words are loaded only when there is one to show, so no
// page carries them.
import { useEffect } from "react";
import { useLocation } from "react-router";
import { takeFlashNotice } from "~/auth/flash";
import type { Language } from "~/i18n/languages";
import type { FlashMessages } from "~/i18n/messages/flash.en";
import { useLanguage } from "~/i18n/use-shell-text";
import { showSuccessToast } from "../toasts/toast-queue";

const NOTICES: Record<Language, () => Promise<FlashMessages>> = {
  en: () => import("~/i18n/messages/flash.en").then((m) => m.FLASH_EN),
  fr: () => import("~/i18n/messages/flash.fr").then((m) => m.FLASH_FR),
  es: () => import("~/i18n/messages/flash.es").then((m) => m.FLASH_ES),
  pt: () => import("~/i18n/messages/flash.pt").then((m) => m.FLASH_PT),
  ar: () => import("~/i18n/messages/flash.ar").then((m) => m.FLASH_AR),
};

export function AuthFlashToast() {
  const location = useLocation();
  const language = useLanguage();
  useEffect(() => {
    const notice = takeFlashNotice();
    if (notice) void NOTICES[language]().then((notices) => showSuccessToast(notices[notice]));
  }, [location.key, language]);
  return null;
}
