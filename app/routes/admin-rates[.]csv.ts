// /admin/rates.csv: the seller's exchange rates in the format the rate upload reads (decision 284),
// so a download edited in a spreadsheet uploads again.
import { rateCsvDownload } from "~/admin/rates-admin.server";
import { requireSeller } from "~/admin/require-seller.server";
import { PRIVATE_HEADERS } from "~/http/private-response";
import type { Route } from "./+types/admin-rates[.]csv";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSeller(request, context);
  return new Response(await rateCsvDownload(context.db), {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": 'attachment; filename="exchange-rates.csv"', ...PRIVATE_HEADERS },
  });
}
