// /admin/inquiries/:id/quote.pdf: the current quote's PDF (the proforma invoice) of an inquiry,
// for sellers: the bytes the buyer was sent. Private, no-store.
import { requireSeller } from "~/admin/require-seller.server";
import { getSellerQuotePdf } from "~/quotes/sent-quote.server";
import { PRIVATE_HEADERS } from "~/http/private-response";
import { parseRowId } from "~/http/number-param";
import type { Route } from "./+types/admin-inquiry-quote[.]pdf";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireSeller(request, context);
  const id = parseRowId(params.id);
  const quote = id === null ? null : await getSellerQuotePdf(context.db, id);
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
