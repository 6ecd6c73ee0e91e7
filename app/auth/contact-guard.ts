// spec §6: opening the inquiry form needs a signed-in user. Pages call `canContactSupplier`
// before opening it; the inquiry API enforces the same rule on the server (401).
import { showErrorToast } from "../toasts/toast-queue";
import { loginHref } from "./redirect-path";
import type { SessionUser } from "./session-user";

export const LOGIN_REQUIRED_TOAST = "To contact for buying, please log in or create an account first.";
export const LOGIN_REQUIRED_ALERT = "Please log in to contact for buying";
const ENGLISH_WORDS = { loginRequiredToast: LOGIN_REQUIRED_TOAST, loginRequiredAlert: LOGIN_REQUIRED_ALERT, logIn: "Log in" };

/**
 * True when the user may open the inquiry form. Otherwise tells them why: the top-center toast,
 * with a 'Log in' action that returns to `returnTo`, or on the search page (spec §6)
 * the browser alert.
 */
export function canContactSupplier(
  user: SessionUser | null,
  notice: "toast" | "alert" = "toast",
  returnTo = "/",
  words: { loginRequiredToast: string; loginRequiredAlert: string; logIn: string } = ENGLISH_WORDS,
): boolean {
  if (user) return true;
  if (notice === "alert") window.alert(words.loginRequiredAlert);
  else showErrorToast(words.loginRequiredToast, { position: "top-center", action: { label: words.logIn, href: loginHref(returnTo) } });
  return false;
}
