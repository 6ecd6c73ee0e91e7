// The answer to /…/inquiries/:id/documents/:name for either side (decision 272): a packing list or
// commercial invoice made now, or a loading photo. For a buyer (`userId`) only their own order's
// (or a colleague's); anything else, a name that is no document, or a document not ready yet is
// the same 404. Personal: private, no-store; a photo is served under its checked type (the server's nosniff keeps it so).
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { PRIVATE_HEADERS } from "../http/private-response";
import { parseRowId } from "../http/number-param";
import { getOrderDocument } from "./order-documents.server";
import { getOrderPhoto } from "./order-progress.server";

const notFound = () => new Response("Document not found.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", ...PRIVATE_HEADERS } });

export async function orderFileResponse(db: Kysely<Database>, idParam: string | undefined, name: string | undefined, userId?: string): Promise<Response> {
  const inquiryId = parseRowId(idParam);
  if (inquiryId === null || !name) return notFound();
  const photoId = /^photo-(\d{1,9})$/.exec(name)?.[1];
  if (photoId !== undefined) {
    const photo = await getOrderPhoto(db, inquiryId, Number(photoId), userId);
    if (!photo) return notFound();
    return new Response(new Uint8Array(photo.bytes), {
      headers: { "Content-Type": photo.contentType, "Content-Length": String(photo.bytes.length), ...PRIVATE_HEADERS },
    });
  }
  if (name !== "packing-list.pdf" && name !== "commercial-invoice.pdf") return notFound();
  const document = await getOrderDocument(db, inquiryId, name, new Date(), userId);
  if (!document) return notFound();
  return new Response(new Uint8Array(document.pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${document.filename}"`,
      "Content-Length": String(document.pdf.length),
      "X-Content-Type-Options": "nosniff",
      ...PRIVATE_HEADERS,
    },
  });
}
