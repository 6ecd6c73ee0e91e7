// A one-time notice carried across a redirect in a short-lived cookie ("Signup Successful" after
// sign-up, spec §2): the action sets it, the next page shows it as a toast and clears it. The
// cookie names the notice; its words are the page's language's (i18n/messages/flash.*.ts). A page
// checks only whether the cookie is there: the code that shows it (flash-notice-toast.ts) loads
// when there is one.
import type { FlashMessages } from "~/i18n/messages/flash.en";

export const FLASH_COOKIE = "tyres_flash";

/** A notice the cookie names: one of the notices' words. */
export type FlashNotice = keyof FlashMessages;

/** The Set-Cookie value for a notice; readable by the page script, gone after a minute. */
export function flashCookie(notice: FlashNotice, secure: boolean): string {
  return `${FLASH_COOKIE}=${notice}; Path=/; Max-Age=60; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The flash cookie's raw value in document.cookie, or null when there is none (browser only). */
export function readFlashCookie(): string | null {
  return new RegExp(`(?:^|; )${FLASH_COOKIE}=([^;]*)`).exec(document.cookie)?.[1] ?? null;
}
