// The back office's catalogue upload (decision 178): the file streams to a temporary
// file (busboy), is read into the importer's entries and previewed without a write; the entries
// and the preview wait in `catalogue_upload` under a token, so Apply imports exactly what was
// previewed, on any server process. Apply is refused once the catalogue moved since the preview.
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import type { Kysely } from "kysely";
import { prepareSource, readCatalogueUpload, type CatalogueSource } from "~/catalogue/catalogue-upload-file.server";
import { CatalogueMovedError, importPrepared, previewPrepared, type ImportSummary } from "~/catalogue/import-catalogue.server";
import { recordImport } from "~/catalogue/import-history.server";
import type { CatalogueFormat, UploadPreview } from "~/catalogue/import-preview";
import { getCatalogueRevision } from "~/catalogue/revision.server";
import type { Database } from "~/db/schema";
import { formFailure, type FailureKind, type FieldErrors, type FormFailure } from "~/forms/form-result";
import { recordAudit } from "./audit-log.server";
import { CATALOGUE_UPLOAD_LIMIT_BYTES } from "./catalogue-upload-limit";
import type { Seller } from "./require-seller.server";

type Failed = { ok: false } & FormFailure;
const failed = (kind: FailureKind, message: string, fieldErrors: FieldErrors = {}): Failed => ({ ok: false, ...formFailure(kind, message, fieldErrors) });

/** How long a preview waits for Apply. */
const PREVIEW_LIFETIME_MS = 60 * 60_000;

type Stored = Pick<UploadPreview, "counts" | "refused" | "warnings" | "removedSample">;

type Received = { ok: true; fileName: string; replace: boolean; path: string; dir: string };

/** Streams the form's `file` to a temporary file, stopping at the size limit; reads the `replace` box. */
export async function receiveCatalogueUpload(request: Request, limit = CATALOGUE_UPLOAD_LIMIT_BYTES): Promise<Received | Failed> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(type) || !request.body) return chooseAFile();
  const dir = await mkdtemp(join(tmpdir(), "catalogue-upload-"));
  const path = join(dir, "upload");
  let fileName: string | null = null;
  let replace = false;
  let tooLarge = false;
  let writing: Promise<void> = Promise.resolve();
  try {
    const parser = busboy({ headers: { "content-type": type }, limits: { files: 1, fileSize: limit, fields: 10, fieldSize: 1024 } });
    parser.on("field", (name, value) => {
      if (name === "replace") replace = value === "on" || value === "true";
    });
    parser.on("file", (name, stream, info) => {
      if (name !== "file" || fileName !== null) return void stream.resume();
      fileName = (info.filename ?? "").trim();
      stream.on("limit", () => (tooLarge = true));
      writing = pipeline(stream, createWriteStream(path));
    });
    await pipeline(Readable.fromWeb(request.body as WebReadableStream<Uint8Array>), parser);
    await writing;
  } catch {
    await rm(dir, { recursive: true, force: true });
    return failed("invalid", "The upload could not be read; choose the file and send it again.", { file: "The upload could not be read." });
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

function chooseAFile(): Failed {
  return failed("invalid", "Choose a catalogue file to upload.", { file: "Choose a file: the nested JSON, a CSV or an XLSX." });
}

/** Reads the received file, counts what importing it would do, and keeps both for Apply; answers the token. */
export async function previewCatalogueUpload(
  db: Kysely<Database>,
  seller: Seller,
  upload: Received,
  now = new Date(),
): Promise<{ ok: true; token: string } | Failed> {
  try {
    const read = await readCatalogueUpload(upload.path, upload.fileName);
    if (!read.ok) return failed("rejected", read.reason, { file: read.reason });
    const preview = await previewPrepared(db, prepareSource(read.source), { replace: upload.replace });
    const { imported, updated, unchanged, removed } = preview;
    const stored: Stored = {
      counts: { imported, updated, unchanged, removed },
      refused: preview.refused,
      warnings: preview.warnings,
      removedSample: preview.removedSample,
    };
    const token = randomBytes(18).toString("base64url");
    await db.deleteFrom("catalogue_upload").where("expires_at", "<", now.toISOString()).execute();
    await db
      .insertInto("catalogue_upload")
      .values({
        token,
        created_by: seller.id,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + PREVIEW_LIFETIME_MS).toISOString(),
        file_name: upload.fileName,
        format: read.format,
        replace_all: upload.replace ? 1 : 0,
        catalogue_stamp: preview.catalogueStamp,
        entries_json: JSON.stringify(read.source),
        preview_json: JSON.stringify(stored),
      })
      .execute();
    return { ok: true, token };
  } finally {
    await rm(upload.dir, { recursive: true, force: true });
  }
}

/** A seller's own preview while it lasts; null when expired, applied, discarded or someone else's. */
export async function getCatalogueUpload(db: Kysely<Database>, token: string, sellerId: string, now = new Date()): Promise<UploadPreview | null> {
  const row = await db
    .selectFrom("catalogue_upload")
    .select(["token", "file_name", "format", "replace_all", "created_at", "catalogue_stamp", "preview_json"])
    .where("token", "=", token)
    .where("created_by", "=", sellerId)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  if (!row) return null;
  const stored = JSON.parse(row.preview_json) as Stored;
  const { stamp } = await getCatalogueRevision(db);
  return {
    ...stored,
    token: row.token,
    fileName: row.file_name,
    format: row.format as CatalogueFormat,
    replace: Number(row.replace_all) === 1,
    createdAt: row.created_at,
    stale: stamp !== row.catalogue_stamp,
  };
}

export const PREVIEW_GONE = "This preview has expired or was already applied. Upload the file again.";
export const CATALOGUE_MOVED =
  "The catalogue changed since this preview (another import was applied). Nothing was changed: upload the file again to see what it would do now.";

/** Imports what the preview showed, in one transaction with its history row and audit entry. */
export async function applyCatalogueUpload(
  db: Kysely<Database>,
  token: string,
  seller: Seller,
  now = new Date(),
): Promise<{ ok: true; importId: number; summary: ImportSummary } | Failed> {
  const row = await db
    .selectFrom("catalogue_upload")
    .selectAll()
    .where("token", "=", token)
    .where("created_by", "=", seller.id)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  if (!row) return failed("not-found", PREVIEW_GONE);
  const replace = Number(row.replace_all) === 1;
  const format = row.format as CatalogueFormat;
  const prepared = prepareSource(JSON.parse(row.entries_json) as CatalogueSource);
  let importId = 0;
  try {
    const summary = await importPrepared(db, prepared, {
      replace,
      expectStamp: row.catalogue_stamp,
      within: async (trx, done) => {
        const record = { actor: { name: seller.email, userId: seller.id }, fileName: row.file_name, format, replace };
        importId = await recordImport(trx, record, done, now);
        const after = { fileName: row.file_name, format, replace, ...countsOf(done) };
        await recordAudit(trx, { actor: seller.actor, action: "catalogue.apply", subjectType: "catalogue_import", subjectId: importId, after }, now);
        await trx.deleteFrom("catalogue_upload").where("token", "=", token).execute();
      },
    });
    return { ok: true, importId, summary };
  } catch (error) {
    if (error instanceof CatalogueMovedError) return failed("conflict", CATALOGUE_MOVED);
    throw error;
  }
}

export async function discardCatalogueUpload(db: Kysely<Database>, token: string, sellerId: string): Promise<void> {
  await db.deleteFrom("catalogue_upload").where("token", "=", token).where("created_by", "=", sellerId).execute();
}

function countsOf(summary: ImportSummary) {
  const { imported, updated, unchanged, removed } = summary;
  return { imported, updated, unchanged, removed, refused: summary.refused.length, warnings: summary.warnings.length };
}
