// The back office's catalogue upload (decisions 178 and 190): a received file is read and previewed
// without a write, and waits in `catalogue_upload` under a token as the file itself, gzip-compressed,
// beside its preview; Apply reads that file again, so it imports exactly what was previewed, on any
// server process. Apply is refused once the catalogue moved since the preview. Reading, previewing
// and applying run in a worker thread (catalogue-upload-jobs.server.ts), never on the thread that
// answers pages; these functions are what the worker runs, with its own connection.
import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import type { Kysely } from "kysely";
import { prepareSource, readCatalogueUpload } from "~/catalogue/catalogue-upload-file.server";
import { CatalogueMovedError, importPrepared, previewPrepared, type ImportSummary } from "~/catalogue/import-catalogue.server";
import { recordImport } from "~/catalogue/import-history.server";
import type { CatalogueFormat, UploadPreview } from "~/catalogue/import-preview";
import { getCatalogueRevision } from "~/catalogue/revision.server";
import type { Database } from "~/db/schema";
import { recordAudit } from "./audit-log.server";
import { failed, type Failed } from "./catalogue-upload-receive.server";
import type { Seller } from "./require-seller.server";

/** How long a preview waits for Apply. */
const PREVIEW_LIFETIME_MS = 60 * 60_000;

type Stored = Pick<UploadPreview, "counts" | "refused" | "warnings" | "removedSample" | "added" | "changed" | "foreignCurrency">;

export interface PreviewJob {
  kind: "preview";
  seller: Seller;
  fileName: string;
  replace: boolean;
  /** The received file; the caller removes it afterwards. */
  path: string;
  now: string;
}

export interface ApplyJob {
  kind: "apply";
  seller: Seller;
  token: string;
  now: string;
}

export type PreviewResult = { ok: true; token: string } | Failed;
export type ApplyResult = { ok: true; importId: number; summary: ImportSummary } | Failed;

/** Reads the received file, counts what importing it would do, and keeps the file and the counts for Apply. */
export async function previewUploadFile(db: Kysely<Database>, job: PreviewJob): Promise<PreviewResult> {
  const read = await readCatalogueUpload(job.path, job.fileName);
  if (!read.ok) return failed("rejected", read.reason, { file: read.reason });
  const preview = await previewPrepared(db, prepareSource(read.source), { replace: job.replace });
  const { imported, updated, unchanged, removed } = preview;
  const stored: Stored = {
    counts: { imported, updated, unchanged, removed },
    refused: preview.refused,
    warnings: preview.warnings,
    removedSample: preview.removedSample,
    added: preview.added,
    changed: preview.changed,
    foreignCurrency: preview.foreignCurrency,
  };
  const token = randomBytes(18).toString("base64url");
  const now = new Date(job.now);
  await db.deleteFrom("catalogue_upload").where("expires_at", "<", now.toISOString()).execute();
  await db
    .insertInto("catalogue_upload")
    .values({
      token,
      created_by: job.seller.id,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + PREVIEW_LIFETIME_MS).toISOString(),
      file_name: job.fileName,
      format: read.format,
      replace_all: job.replace ? 1 : 0,
      catalogue_stamp: preview.catalogueStamp,
      file_gzip: await gzipFile(job.path),
      preview_json: JSON.stringify(stored),
    })
    .execute();
  return { ok: true, token };
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
  // A preview kept before the lists existed (decision 256) lists nothing.
  const stored: Stored = { added: [], changed: [], foreignCurrency: null, ...(JSON.parse(row.preview_json) as Partial<Stored>) } as Stored;
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

export const CONFIRM_CURRENCY = (preview: Pick<UploadPreview, "foreignCurrency">) =>
  `${preview.foreignCurrency?.count ?? 0} prices in this file are in another currency than the catalogue's ${preview.foreignCurrency?.catalogueCurrency ?? ""}. Tick the box to confirm they are meant so, then apply; or correct the file and upload it again. Nothing was changed.`;

export const PREVIEW_GONE = "This preview has expired or was already applied. Upload the file again.";
export const CATALOGUE_MOVED =
  "The catalogue changed since this preview (another import was applied). Nothing was changed: upload the file again to see what it would do now.";

/** Imports what the preview showed, read again from the kept file, in one transaction with its history row and audit entry. */
export async function applyStoredUpload(db: Kysely<Database>, job: ApplyJob): Promise<ApplyResult> {
  const { seller, token } = job;
  const now = new Date(job.now);
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
  const dir = await mkdtemp(join(tmpdir(), "catalogue-upload-"));
  let importId = 0;
  try {
    const path = join(dir, "upload");
    await pipeline(Readable.from([row.file_gzip]), createGunzip(), createWriteStream(path));
    const read = await readCatalogueUpload(path, row.file_name);
    // The same bytes read by the same code: only a change to the reader between preview and Apply gets here.
    if (!read.ok) return failed("rejected", read.reason, { file: read.reason });
    const summary = await importPrepared(db, prepareSource(read.source), {
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
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
export async function discardCatalogueUpload(db: Kysely<Database>, token: string, sellerId: string): Promise<void> {
  await db.deleteFrom("catalogue_upload").where("token", "=", token).where("created_by", "=", sellerId).execute();
}

async function gzipFile(path: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await pipeline(createReadStream(path), createGzip(), async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) chunks.push(chunk);
  });
  return Buffer.concat(chunks);
}

function countsOf(summary: ImportSummary) {
  const { imported, updated, unchanged, removed } = summary;
  return { imported, updated, unchanged, removed, refused: summary.refused.length, warnings: summary.warnings.length };
}
