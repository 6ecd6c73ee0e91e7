// Receives a catalogue upload (decision 178): the form's file streams to a temporary folder
// (busboy), stopping at the size limit. An upload that does not arrive whole (the seller closed
// the tab, the connection dropped) is abandoned: its temporary folder removed, nothing changed, and
// a note left for the seller, who is no longer there to read the answer (decision 191).
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { formFailure, type FailureKind, type FieldErrors, type FormFailure } from "~/forms/form-result";
import { CATALOGUE_UPLOAD_LIMIT_BYTES } from "./catalogue-upload-limit";

export type Failed = { ok: false } & FormFailure;
export const failed = (kind: FailureKind, message: string, fieldErrors: FieldErrors = {}): Failed => ({
  ok: false,
  ...formFailure(kind, message, fieldErrors),
});

/** A file received whole, in its own temporary folder; whoever reads it removes the folder. */
export type Received = { ok: true; fileName: string; replace: boolean; path: string; dir: string };
/** `dropped`: the connection closed before the body ended; nobody is there to read the answer. */
export type NotReceived = Failed & { dropped?: { fileName: string } };

export const NOT_WHOLE = "The upload did not arrive whole; nothing was changed. Choose the file and send it again.";

/** Streams the form's `file` to a temporary file, stopping at the size limit; reads the `replace` box. */
export async function receiveCatalogueUpload(request: Request, limit = CATALOGUE_UPLOAD_LIMIT_BYTES): Promise<Received | NotReceived> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(type) || !request.body) return chooseAFile();
  const dir = await mkdtemp(join(tmpdir(), "catalogue-upload-"));
  const path = join(dir, "upload");
  let fileName: string | null = null;
  let replace = false;
  let tooLarge = false;
  let file: Readable | null = null;
  // Every write is awaited, whatever happens to the request: a rejection left unawaited when the
  // body broke off took the whole process down (decision 191).
  let writing: Promise<unknown> = Promise.resolve();
  try {
    const parser = busboy({ headers: { "content-type": type }, limits: { files: 1, fileSize: limit, fields: 10, fieldSize: 1024 } });
    parser.on("field", (name, value) => {
      if (name === "replace") replace = value === "on" || value === "true";
    });
    parser.on("file", (name, stream, info) => {
      if (name !== "file" || fileName !== null) return void stream.resume();
      fileName = (info.filename ?? "").trim();
      file = stream;
      stream.on("limit", () => (tooLarge = true));
      writing = pipeline(stream, createWriteStream(path));
    });
    await pipeline(Readable.fromWeb(request.body as WebReadableStream<Uint8Array>), parser);
    await writing;
  } catch (error) {
    (file as Readable | null)?.destroy();
    await writing.catch(() => {});
    await rm(dir, { recursive: true, force: true });
    if (request.signal.aborted || connectionDropped(error))
      return { ...failed("invalid", NOT_WHOLE, { file: NOT_WHOLE }), dropped: { fileName: fileName ?? "" } };
    return failed("invalid", "The upload could not be read; choose the file and send it again. Nothing was changed.", {
      file: "The upload could not be read.",
    });
  }
  if (tooLarge) {
    await rm(dir, { recursive: true, force: true });
    const message = `The file is larger than ${limit / 1024 / 1024} MB. Nothing was changed.`;
    return failed("too-large", message, { file: message });
  }
  if (!fileName) {
    await rm(dir, { recursive: true, force: true });
    return chooseAFile();
  }
  return { ok: true, fileName, replace, path, dir };
}

/** The request's own stream failed (Node's 'aborted', ECONNRESET), rather than the form in it. */
function connectionDropped(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === "ECONNRESET" || code === "ERR_STREAM_PREMATURE_CLOSE" || message === "aborted";
}

/** Removes a received file's temporary folder, once it has been read. */
export async function removeReceived(received: Pick<Received, "dir">): Promise<void> {
  await rm(received.dir, { recursive: true, force: true });
}

function chooseAFile(): Failed {
  return failed("invalid", "Choose a catalogue file to upload.", { file: "Choose a file: the nested JSON, a CSV or an XLSX." });
}

/** How long a note of a dropped upload waits for its seller. */
const NOTE_LIFETIME_MS = 7 * 24 * 60 * 60_000;

export async function noteDroppedUpload(db: Kysely<Database>, sellerId: string, fileName: string, now = new Date()): Promise<void> {
  await db
    .deleteFrom("catalogue_upload_dropped")
    .where("at", "<", new Date(now.getTime() - NOTE_LIFETIME_MS).toISOString())
    .execute();
  await db.insertInto("catalogue_upload_dropped").values({ created_by: sellerId, at: now.toISOString(), file_name: fileName }).execute();
}

/** The seller's dropped uploads since they last saw the page, oldest first; each is told once. */
export async function takeDroppedUploads(db: Kysely<Database>, sellerId: string): Promise<Array<{ fileName: string; at: string }>> {
  const rows = await db.selectFrom("catalogue_upload_dropped").select(["id", "file_name", "at"]).where("created_by", "=", sellerId).orderBy("id").execute();
  if (rows.length === 0) return [];
  await db
    .deleteFrom("catalogue_upload_dropped")
    .where(
      "id",
      "in",
      rows.map((r) => r.id),
    )
    .execute();
  return rows.map((r) => ({ fileName: r.file_name, at: r.at }));
}
