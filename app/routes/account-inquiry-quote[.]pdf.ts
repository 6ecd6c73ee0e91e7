// /account/inquiries/:id/quote.pdf: the current quote's PDF of one of the signed-in
// buyer's inquiries, the same bytes the e-mail carried. Anyone else's inquiry is a 404, like one
// that does not exist. Personal: private, no-store.
import { redirect } from "react-router";
import { getSessionUser } from "~/auth/session.server";
import { loginHref } from "~/auth/redirect-path";
import { getBuyerQuotePdf } from "~/quotes/buyer-quotes.server";
import { markQuoteViewed } from "~/quotes/sent-quote.server";
import type { Route } from "./+types/account-inquiry-quote[.]pdf";
import { PRIVATE_HEADERS } from "~/http/private-response";
import { parseRowId } from "~/http/number-param";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await getSessionUser(request, context);
  if (!user) throw redirect(loginHref("/account/inquiries"), { headers: PRIVATE_HEADERS });
  const id = parseRowId(params.id);
  const quote = id === null ? null : await getBuyerQuotePdf(context.db, user.id, id);
  if (quote) await markQuoteViewed(context.db, id!, new Date());
  if (!quote) return new Response("Quote not found.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", ...PRIVATE_HEADERS } });
  return new Response(new Uint8Array(quote.pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${quote.number}.pdf"`,
      "Content-Length": String(quote.pdf.length),
      "X-Content-Type-Options": "nosniff",
      ...PRIVATE_HEADERS,
    },
  });
}
