// /admin/freight.csv: the seller's freight table in the format the rate-sheet upload reads
// (decision 208), so a download edited in a spreadsheet uploads again.
import { freightCsvDownload } from "~/admin/freight-admin.server";
import { requireSeller } from "~/admin/require-seller.server";
import { PRIVATE_HEADERS } from "~/http/private-response";
import type { Route } from "./+types/admin-freight[.]csv";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSeller(request, context);
  return new Response(await freightCsvDownload(context.db), {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": 'attachment; filename="freight.csv"', ...PRIVATE_HEADERS },
  });
}
