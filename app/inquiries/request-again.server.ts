// 'Request again' on /account/inquiries (decision 132): the same tyres and quantities
// back in the buyer's basket, priced again at today's prices on /quote. A tyre that left the
// catalogue, lost its price or is priced in another currency than the basket is left out, and the
// buyer is told which (the positions travel in the redirect; /quote names them from the inquiry).
import type { AppLoadContext } from "react-router";
import type { SessionUser } from "../auth/session-user";
import { mergeBaskets } from "../quote-basket/basket-lines";
import { changeRequestBasket } from "../quote-basket/basket.server";
import { checkAddable } from "../quote-basket/quote.server";
import { getBuyerInquiryLines } from "./buyer-inquiries.server";

export type RequestAgainResult = { ok: true; headers: Record<string, string>; skipped: number[] } | { ok: false; status: 404 | 400; reason: string };

export async function requestAgain(
  request: Request,
  context: Pick<AppLoadContext, "db" | "auth" | "config">,
  user: SessionUser,
  inquiryId: number,
): Promise<RequestAgainResult> {
  const lines = await getBuyerInquiryLines(context.db, user.id, inquiryId);
  if (!lines) return { ok: false, status: 404, reason: "No such inquiry of yours." };
  const skipped: number[] = [];
  const changed = await changeRequestBasket(request, context, async (entries) => {
    let basket = entries;
    for (const [position, line] of lines.entries()) {
      const addable = line.tyreId === null ? null : await checkAddable(context.db, basket, line.tyreId);
      // The same intention as before, not twice the pieces: a tyre already there keeps the larger quantity.
      const merged = addable?.ok ? mergeBaskets(basket, [{ tyreId: line.tyreId!, quantity: line.quantity }]) : basket;
      if (merged.some((e) => e.tyreId === line.tyreId)) basket = merged;
      else skipped.push(position);
    }
    return { ok: true, entries: basket };
  });
  if (!changed.ok) return { ok: false, status: 400, reason: changed.reason };
  return { ok: true, headers: changed.headers, skipped };
}

/** Where the buyer goes after 'Request again': /quote, told what was left out. */
export function requestAgainPath(inquiryId: number, skipped: readonly number[]): string {
  return `/quote?again=${inquiryId}${skipped.length ? `&skipped=${skipped.join(".")}` : ""}`;
}
