import { useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData, useSearchParams } from "react-router";
import { accountSettingsFor } from "./auth/account-settings.server";
import { getSessionUser } from "./auth/session.server";
import { buyerBasketPieces } from "./quote-basket/basket.server";
import { useSessionUser } from "./auth/use-session-user";
import { useNonce } from "./csp-nonce";
import { AccountMenu, loadUserMenu } from "./components/account-menu";
import { ChatButton, ChatButtonRoom } from "./components/chat-button";
import { CompareTray } from "./components/compare-tray";
import { chooserHref } from "./currency/currency-choices";
import { displayCurrencyShell } from "./currency/display-currency.server";
import { RootErrorPage } from "./components/root-error-page-loader";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { ToastHost } from "./components/toast-host";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import { shellMessagesFor } from "./i18n/catalogues.server";
import { pathInLanguage, splitLanguagePath, textDirection } from "./i18n/languages";
import { LanguageAlternates } from "./components/language-alternates";
import { LanguageSuggestion } from "./components/language-suggestion";
import { useLanguage, useShellText } from "./i18n/use-shell-text";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSessionUser(request, context);
  const url = new URL(request.url);
  // The page's language is its URL's prefix (decision 295); the shell's words come in it (decision 294).
  const { language } = splitLanguagePath(url.pathname);
  const backOffice = url.pathname === "/admin" || url.pathname.startsWith("/admin/");
  const [basketPieces, seller, display] = await Promise.all([
    buyerBasketPieces(request, context, user),
    // A seller's menu links the back office: read with the account's currency, in one primary-key read beside the basket's.
    user ? accountSettingsFor(context.db, request, user.id).then((settings) => settings.seller) : false,
    // The display currency (decision 285): the header's picker and the rate said once per page.
    backOffice ? null : displayCurrencyShell(context, request, user),
    // The avatar menu is a chunk of its own: loaded before the render, which draws it in one pass (decision 187).
    user ? loadUserMenu() : undefined,
  ]);
  return {
    user,
    basketPieces,
    seller,
    socialLinks: context.config.socialLinks,
    display,
    language,
    shell: shellMessagesFor(language),
    publicUrl: context.config.publicUrl,
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const [params] = useSearchParams();
  const location = useLocation();
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const display = rootData?.display ?? null;
  const language = useLanguage();
  const text = useShellText();
  const backOffice = location.pathname === "/admin" || location.pathname.startsWith("/admin/");
  // A ready marker for browser tests and monitoring: set once React has hydrated the page, so a
  // test types into the header search only when its handlers are live.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang={language} dir={textDirection(language)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* A stylesheet with a precedence is one React places ahead of the script preloads: the
            browser asks for the page's only render-blocking file first (decision 062). */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <Meta />
        <Links />
        {!backOffice && rootData && <LanguageAlternates publicUrl={rootData.publicUrl} path={location.pathname + location.search} />}
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans text-gray-900 antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          {text("skipToContent")}
        </a>
        {!backOffice && language === "en" && <LanguageSuggestion path={location.pathname + location.search + location.hash} />}
        <SiteHeader
          account={<AccountArea />}
          query={location.pathname === "/search" ? (params.get("q") ?? "") : ""}
          // A link to the chooser (/currency), back to this page: a few bytes on every page (decision 285).
          currency={
            display && (
              <nav aria-label={text("currencyNav")} className="self-end">
                <a
                  href={pathInLanguage(language, chooserHref(location.pathname + location.search))}
                  className="block whitespace-nowrap px-3 py-2 text-sm font-medium text-gray-700 underline hover:text-brand-700 sm:px-4"
                  data-currency-link
                >
                  {text("pricesIn", { code: display.code })}
                </a>
              </nav>
            )
          }
        />
        <main id="main" className="flex-1">
          {/* Said once per page, above its own content (decision 285). */}
          {display?.line && (
            <p className="mx-auto max-w-7xl px-4 pt-2 text-sm text-gray-700 sm:px-6" data-rate-line>
              {display.line}
            </p>
          )}
          {children}
        </main>
        <SiteFooter path={backOffice ? null : location.pathname + location.search} />
        {/* The chat goes to the seller: in the seller's own back office it would only cover the forms. */}
        {!backOffice && <ChatButtonRoom />}
        {!backOffice && <ChatButton />}
        <CompareTray />
        <ToastHost />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function AccountArea() {
  const seller = useRouteLoaderData<typeof loader>("root")?.seller ?? false;
  return <AccountMenu user={useSessionUser()} seller={seller} />;
}

export default function App() {
  return <Outlet />;
}

// spec §2 '*': the error page, in a chunk of its own (root-error-page.tsx).
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RootErrorPage error={error} />;
}
