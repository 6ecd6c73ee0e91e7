// spec §6: opening the inquiry form needs a signed-in user. Pages call `canContactSupplier`
// before opening it; the inquiry API enforces the same rule on the server (401).
import { showErrorToast } from "../toasts/toast-queue";
import { loginHref } from "./redirect-path";
import type { SessionUser } from "./session-user";

export const LOGIN_REQUIRED_TOAST = "To contact for buying, please log in or create an account first.";
export const LOGIN_REQUIRED_ALERT = "Please log in to contact for buying";

/**
 * True when the user may open the inquiry form. Otherwise tells them why: the top-center toast,
 * with a 'Log in' action that returns to `returnTo`, or on the search page (spec §6)
 * the browser alert.
 */
export function canContactSupplier(user: SessionUser | null, notice: "toast" | "alert" = "toast", returnTo = "/"): boolean {
  if (user) return true;
  if (notice === "alert") window.alert(LOGIN_REQUIRED_ALERT);
  else showErrorToast(LOGIN_REQUIRED_TOAST, { position: "top-center", action: { label: "Log in", href: loginHref(returnTo) } });
  return false;
}
