// Whose basket a request is about: a signed-in buyer's rows, or a visitor's cookie.
// A visitor's basket joins the account's the first time the quote page sees both (after sign-in),
// and the cookie is cleared then, so a line removed later never comes back from it.
import type { AppLoadContext } from "react-router";
import { getSessionUser } from "~/auth/session.server";
import type { SessionUser } from "~/auth/session-user";
import { BASKET_COOKIE, basketPieces, decodeBasket, encodeBasket, mergeBaskets, type BasketChange, type BasketEntry } from "./basket-lines";
import { changeBasket, listBasket } from "./basket-repository.server";

/** A visitor's basket is kept 30 days from its last change. */
const VISITOR_BASKET_SECONDS = 30 * 24 * 60 * 60;
const COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${BASKET_COOKIE}=([^;]*)`);

type Context = Pick<AppLoadContext, "db" | "auth" | "config">;

export function visitorBasketOf(request: Request): BasketEntry[] {
  return decodeBasket(COOKIE_VALUE.exec(request.headers.get("cookie") ?? "")?.[1]);
}

/**
 * The visitor's basket as a Set-Cookie header: readable by the page's script (the header shows its
 * piece count on pages cached for everyone), sent only to this site, removed when empty.
 */
export function visitorBasketCookie(entries: readonly BasketEntry[], context: Pick<AppLoadContext, "config">): string {
  const secure = context.config.publicUrl.startsWith("https:") ? "; Secure" : "";
  const value = encodeBasket(entries);
  return `${BASKET_COOKIE}=${value}; Path=/; SameSite=Lax; Max-Age=${value ? VISITOR_BASKET_SECONDS : 0}${secure}`;
}

export interface RequestBasket {
  user: SessionUser | null;
  entries: BasketEntry[];
  /** Headers the answer must carry (the visitor cookie cleared after it joined the account). */
  headers: Record<string, string>;
}

export async function readBasket(request: Request, context: Context): Promise<RequestBasket> {
  const user = await getSessionUser(request, context);
  const visitor = visitorBasketOf(request);
  if (!user) return { user, entries: visitor, headers: {} };
  if (visitor.length === 0) return { user, entries: await listBasket(context.db, user.id), headers: {} };
  const merged = await changeBasket(context.db, user.id, (entries) => ({ ok: true, entries: mergeBaskets(entries, visitor) }));
  return { user, entries: merged.ok ? merged.entries : [], headers: { "Set-Cookie": visitorBasketCookie([], context) } };
}

/** Changes whoever's basket this is; the answer's headers carry a visitor's new cookie. */
export async function changeRequestBasket(
  request: Request,
  context: Context,
  change: (entries: BasketEntry[]) => BasketChange | Promise<BasketChange>,
): Promise<BasketChange & { headers: Record<string, string> }> {
  const basket = await readBasket(request, context);
  if (basket.user) {
    // The change is worked out first (it may read the catalogue), then applied in one transaction.
    const wanted = await change(basket.entries);
    if (!wanted.ok) return { ...wanted, headers: basket.headers };
    const saved = await changeBasket(context.db, basket.user.id, () => wanted);
    return { ...saved, headers: basket.headers };
  }
  const changed = await change(basket.entries);
  return { ...changed, headers: changed.ok ? { "Set-Cookie": visitorBasketCookie(changed.entries, context) } : {} };
}

/** The header's piece count for a signed-in buyer (a visitor's is read from the cookie in the browser). */
export async function buyerBasketPieces(request: Request, context: Context, user: SessionUser | null): Promise<number | null> {
  if (!user) return null;
  return basketPieces(mergeBaskets(await listBasket(context.db, user.id), visitorBasketOf(request)));
}
