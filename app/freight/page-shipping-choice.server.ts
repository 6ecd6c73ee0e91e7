// The shipping choice a priced page (/buy-now, /quote) is rendered for (decision 210): the URL's,
// remembered for a signed-in buyer; without one in the URL, a signed-in buyer's last choice; else
// none (the spec's estimate). Visitors' pages depend on the URL alone, so the render cache keeps
// one page per choice; a signed-in buyer's page is rendered fresh (decision 090). A refused choice
// is said in the page's language (decision 310).
import type { AppLoadContext } from "react-router";
import { getSessionUser } from "~/auth/session.server";
import type { ShippingChoice } from "~/domain/deal";
import { INQUIRY_CATALOGUE } from "~/i18n/catalogues.server";
import { requestLanguage } from "~/i18n/languages";
import { readShippingChoice, SHIPPING_CHOICE_PARAMS } from "./shipping-choice";
import { shippingChoiceReason } from "./shipping-choice-reason";
import { lastShippingChoice, rememberShippingChoice } from "./shipping-choice.server";

type Context = Pick<AppLoadContext, "db" | "auth">;

export type PageShippingChoice = { ok: true; choice: ShippingChoice } | { ok: false; reason: string };

export async function pageShippingChoice(request: Request, context: Context): Promise<PageShippingChoice> {
  const params = new URL(request.url).searchParams;
  const read = readShippingChoice(params);
  if (!read.ok) return { ok: false, reason: shippingChoiceReason(read, params, INQUIRY_CATALOGUE[requestLanguage(request)]) };
  const user = await getSessionUser(request, context);
  if (!user) return read;
  if (read.choice.term !== null) {
    await rememberShippingChoice(context.db, user.id, read.choice);
    return read;
  }
  // An empty `terms=` is the buyer's own "no terms" and is not replaced by the remembered one.
  if (params.has(SHIPPING_CHOICE_PARAMS.terms)) return read;
  return { ok: true, choice: await lastShippingChoice(context.db, user.id) };
}
