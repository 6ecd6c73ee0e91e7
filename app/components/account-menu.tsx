// The header's account corner (spec §2 Header): a Login link when logged out, the avatar menu
// (user-menu.tsx) when logged in. The menu is a chunk of its own, so an anonymous visitor's pages
// carry only the link: root's loader preloads it for a signed-in buyer, so the server still draws
// the menu in its one pass (decision 187), and the browser hydrates it once the chunk has come,
// the server's markup (a working no-script menu) staying in place meanwhile.
import { Suspense } from "react";
import { Link, useLocation } from "react-router";
import { loginHref } from "~/auth/redirect-path";
import type { SessionUser } from "~/auth/session-user";
import { preloadableLazy } from "~/browser/preloadable-lazy";
import { AuthFlashToast } from "./auth-flash-toast";
import { useShellText } from "~/i18n/use-shell-text";

const userMenu = preloadableLazy(() => import("./user-menu").then((module) => module.UserMenu));
const UserMenu = userMenu.Component;

/** Loads the signed-in menu's chunk: root's loader awaits it for a signed-in buyer, a sign-in form starts it as it is sent. */
export const loadUserMenu = userMenu.preload;

export function AccountMenu({ user, seller = false }: { user: SessionUser | null; seller?: boolean }) {
  const location = useLocation();
  const here = location.pathname + location.search;
  const text = useShellText();
  return (
    <>
      <AuthFlashToast />
      {user ? (
        <Suspense fallback={null}>
          <UserMenu user={user} here={here} seller={seller} />
        </Suspense>
      ) : (
        <Link
          to={loginHref(here)}
          className="rounded-full border border-gray-300 px-3 py-2 text-sm font-semibold whitespace-nowrap sm:px-4 text-gray-800 hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {text("login")}
        </Link>
      )}
    </>
  );
}
