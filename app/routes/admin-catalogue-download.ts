// /admin/catalogue/catalogue.csv and .json: the current catalogue for the seller, as
// the CSV price list the upload reads or as the spec's nested file. Each is a file built once per
// catalogue revision (decision 182), so a download is one revision's catalogue even when an
// import commits while it is read; the nested one is the very file /tyre_data.json serves.
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import { requireSeller } from "~/admin/require-seller.server";
import { catalogueDownloadName } from "~/catalogue/export-sheet.server";
import { chooseContentCoding } from "~/http/content-coding";
import type { Route } from "./+types/admin-catalogue-download";
import { PRIVATE_HEADERS } from "~/http/private-response";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSeller(request, context);
  const csv = new URL(request.url).pathname.endsWith(".csv");
  const coding = chooseContentCoding(request.headers.get("accept-encoding") ?? undefined);
  // Identity is unpacked from the gzip file as it is sent.
  const opened = await context.catalogueFiles.open(coding === "br" ? "br" : "gzip", csv ? "sheet" : "nested");
  const headers = {
    "Content-Type": csv ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
    "Content-Disposition": `attachment; filename="${catalogueDownloadName(csv ? "csv" : "json")}"`,
    Vary: "Accept-Encoding",
    ...(coding !== "identity" && { "Content-Encoding": coding, "Content-Length": String(opened.bytes) }),
    ...PRIVATE_HEADERS,
  };
  // React Router drops a HEAD's body unread: the file is closed here instead.
  if (request.method === "HEAD") {
    await opened.handle.close();
    return new Response(null, { headers });
  }
  // The stream closes the file when it ends or is cancelled (a seller who goes away mid-download).
  const file = opened.handle.createReadStream();
  return new Response(Readable.toWeb(coding === "identity" ? unpacked(file) : file) as ReadableStream<Uint8Array>, { headers });
}

function unpacked(file: Readable): Readable {
  const gunzip = createGunzip();
  // A failure reaches the response through the unpacking stream, which ends the download with it;
  // the pipeline's own rejection repeats it.
  pipeline(file, gunzip).catch(() => undefined);
  return gunzip;
}
