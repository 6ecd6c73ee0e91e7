// A one-time notice carried across a redirect in a short-lived cookie ("Signup Successful" after
// sign-up, spec §2): the action sets it, the next page shows it as a toast and clears it. The
// cookie names the notice; its words are the page's language's (i18n/messages/flash.*.ts).

export const FLASH_COOKIE = "tyres_flash";

const FLASH_NOTICES = ["signup", "password-reset"] as const;

export type FlashNotice = (typeof FLASH_NOTICES)[number];

/** The Set-Cookie value for a notice; readable by the page script, gone after a minute. */
export function flashCookie(notice: FlashNotice, secure: boolean): string {
  return `${FLASH_COOKIE}=${notice}; Path=/; Max-Age=60; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Reads and removes the notice from document.cookie (browser only). */
export function takeFlashNotice(): FlashNotice | null {
  const match = new RegExp(`(?:^|; )${FLASH_COOKIE}=([^;]*)`).exec(document.cookie);
  if (!match) return null;
  document.cookie = `${FLASH_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  const notice = decodeURIComponent(match[1]!);
  return (FLASH_NOTICES as readonly string[]).includes(notice) ? (notice as FlashNotice) : null;
}
