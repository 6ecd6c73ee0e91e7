// /admin/catalogue/catalogue.csv and .json (issue 15): the current catalogue for the seller, as
// the CSV price list the upload reads or as the spec's nested file, streamed a slice at a time.
import { Readable } from "node:stream";
import { ADMIN_PRIVATE, requireSeller } from "~/admin/require-seller.server";
import { catalogueDownloadName, streamCatalogueCsv } from "~/catalogue/export-sheet.server";
import { streamNestedCatalogue } from "~/catalogue/export-nested.server";
import type { Route } from "./+types/admin-catalogue-download";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSeller(request, context);
  const csv = new URL(request.url).pathname.endsWith(".csv");
  const text = csv ? streamCatalogueCsv(context.db) : streamNestedCatalogue(context.db);
  const body = Readable.toWeb(Readable.from(text, { objectMode: false })) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      "Content-Type": csv ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${catalogueDownloadName(csv ? "csv" : "json")}"`,
      ...ADMIN_PRIVATE,
    },
  });
}
