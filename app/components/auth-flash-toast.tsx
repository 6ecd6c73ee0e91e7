// Shows the one-time notice an account action left in the flash cookie ('Signup Successful'),
// on the page the buyer lands on, in that page's language. Rendered by AccountMenu, which every
// page with a header has. A page only looks for the cookie: the code that shows the notice and
// the notices' words (auth/flash-notice-toast.ts) are loaded when there is one, so no page carries them.
import { useEffect } from "react";
import { useLocation } from "react-router";
import { readFlashCookie } from "~/auth/flash";
import { useLanguage } from "~/i18n/use-shell-text";

export function AuthFlashToast() {
  const location = useLocation();
  const language = useLanguage();
  useEffect(() => {
    if (readFlashCookie() !== null) void import("~/auth/flash-notice-toast").then((notice) => notice.showFlashNotice(language));
  }, [location.key, language]);
  return null;
}
