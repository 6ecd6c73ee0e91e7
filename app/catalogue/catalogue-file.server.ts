// The catalogue as files on disk (decision 081, decision 182): the spec's nested file
// (/tyre_data.json, and the back office's JSON download) and the CSV price list (the back
// office's CSV download). Each is built once per catalogue revision, compressed with gzip and
// brotli as it is written, and named by the revision's stamp, so every process of a server (and
// every server on the machine) finds a built file and none holds it in memory.
// A file is written under a temporary name and renamed when complete: a reader sees the whole
// file or none. The catalogue is read in many queries; a build checks that no import committed
// meanwhile (every import renews the stamp) and starts again if one did, so a file is one
// revision's catalogue without a read transaction held open for the length of a build.
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, readdir, rename, rm, stat, type FileHandle } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { once } from "node:events";
import type { Writable } from "node:stream";
import { finished } from "node:stream/promises";
import { constants as zlib, createBrotliCompress, createGzip } from "node:zlib";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { streamNestedCatalogue } from "./export-nested.server";
import { streamCatalogueCsv } from "./export-sheet.server";
import { getCatalogueRevision, type CatalogueRevision } from "./revision.server";

export type CatalogueFileCoding = "gzip" | "br";

/** What a file holds: the spec's nested file, or the CSV price list the upload reads. */
export type CatalogueFileKind = "nested" | "sheet";

interface KindOfFile {
  /** How the kind's files are named on disk: `${prefix}-r<revision>-<stamp>.${extension}.gz`. */
  prefix: string;
  extension: string;
  /** Begins the kind's entity tag; the nested file's is the one /tyre_data.json has always sent. */
  tag: string;
  text(db: Kysely<Database>): AsyncIterable<string>;
}

// The text is read through the imported bindings when a build starts, so a test may stand in for them.
const KINDS: Record<CatalogueFileKind, KindOfFile> = {
  nested: { prefix: "tyre_data", extension: "json", tag: "catalogue", text: (db) => streamNestedCatalogue(db) },
  sheet: { prefix: "catalogue-sheet", extension: "csv", tag: "catalogue-sheet", text: (db) => streamCatalogueCsv(db) },
};

export interface CatalogueFile {
  revision: number;
  /** Names this revision of this database: the same wherever the file is asked for. */
  etag: string;
  paths: Record<CatalogueFileCoding, string>;
}

export interface OpenedCatalogueFile {
  file: CatalogueFile;
  handle: FileHandle;
  bytes: number;
}

export const DEFAULT_CATALOGUE_FILE_DIR = join(tmpdir(), "tyre-storefront-catalogue");
/** Files of other revisions (and abandoned temporary files) older than this are removed after a build. */
const KEEP_SUPERSEDED_MS = 10 * 60_000;
/** A build that keeps meeting new imports gives up after this many tries. */
const BUILD_ATTEMPTS = 3;
const OPEN_ATTEMPTS = 3;

export function catalogueFileEtag(revision: CatalogueRevision, kind: CatalogueFileKind = "nested"): string {
  return `W/"${KINDS[kind].tag}-${revision.revision}-${revision.stamp}"`;
}

export interface CatalogueFiles {
  /** The current revision's file (the nested one unless told), built first when no process has built it yet. */
  current(kind?: CatalogueFileKind): Promise<CatalogueFile>;
  /** The current file opened in one coding; a file removed between finding and opening is found again. */
  open(coding: CatalogueFileCoding, kind?: CatalogueFileKind): Promise<OpenedCatalogueFile>;
}

export function createCatalogueFiles(db: Kysely<Database>, dir = DEFAULT_CATALOGUE_FILE_DIR): CatalogueFiles {
  // Builds under way in this process, by file name: requests that arrive meanwhile wait for it.
  const building = new Map<string, Promise<void>>();

  const fileFor = (revision: CatalogueRevision, kind: CatalogueFileKind): CatalogueFile => {
    const { prefix, extension } = KINDS[kind];
    const base = join(dir, `${prefix}-r${revision.revision}-${revision.stamp}.${extension}`);
    return { revision: revision.revision, etag: catalogueFileEtag(revision, kind), paths: { gzip: `${base}.gz`, br: `${base}.br` } };
  };

  async function current(kind: CatalogueFileKind = "nested"): Promise<CatalogueFile> {
    for (let attempt = 1; ; attempt++) {
      const revision = await getCatalogueRevision(db);
      const file = fileFor(revision, kind);
      if (await isBuilt(file)) return file;
      let build = building.get(file.paths.gzip);
      if (!build) {
        build = buildFile(db, revision, file, dir, KINDS[kind]).finally(() => building.delete(file.paths.gzip));
        building.set(file.paths.gzip, build);
      }
      try {
        await build;
        return file;
      } catch (error) {
        if (!(error instanceof CatalogueChangedError) || attempt >= BUILD_ATTEMPTS) throw error;
      }
    }
  }

  async function openFile(coding: CatalogueFileCoding, kind: CatalogueFileKind = "nested"): Promise<OpenedCatalogueFile> {
    for (let attempt = 1; ; attempt++) {
      const file = await current(kind);
      try {
        const handle = await open(file.paths[coding], "r");
        return { file, handle, bytes: (await handle.stat()).size };
      } catch (error) {
        // Removed as superseded by another process between current() and here: find it again.
        if ((error as NodeJS.ErrnoException).code !== "ENOENT" || attempt >= OPEN_ATTEMPTS) throw error;
      }
    }
  }

  return { current, open: openFile };
}

class CatalogueChangedError extends Error {
  constructor() {
    super("the catalogue changed while its file was being built");
    this.name = "CatalogueChangedError";
  }
}

async function isBuilt(file: CatalogueFile): Promise<boolean> {
  const found = await Promise.all(
    Object.values(file.paths).map((p) =>
      stat(p).then(
        () => true,
        () => false,
      ),
    ),
  );
  return found.every(Boolean);
}

/** Writes both codings under temporary names, checks the catalogue held still, then renames them. */
async function buildFile(db: Kysely<Database>, revision: CatalogueRevision, file: CatalogueFile, dir: string, kind: KindOfFile): Promise<void> {
  await mkdir(dir, { recursive: true });
  const suffix = `.${process.pid}-${randomBytes(4).toString("hex")}.tmp`;
  const temporary = { gzip: file.paths.gzip + suffix, br: file.paths.br + suffix };
  try {
    await writeCompressed(kind.text(db), temporary);
    const after = await getCatalogueRevision(db);
    if (after.stamp !== revision.stamp) throw new CatalogueChangedError();
    // Brotli first: a file counts as built only once both are there, and gzip is looked for last.
    await rename(temporary.br, file.paths.br);
    await rename(temporary.gzip, file.paths.gzip);
  } finally {
    await Promise.all(Object.values(temporary).map((p) => rm(p, { force: true })));
  }
  await removeSuperseded(dir, file, kind);
}

async function writeCompressed(text: AsyncIterable<string>, paths: Record<CatalogueFileCoding, string>): Promise<void> {
  // Compression runs on libuv's threads while this one writes the next slice of text; each
  // compressor holds up to a megabyte before the writer waits (more only raised the server's
  // memory). At 100,000 tyres the nested file (116 MB of text) gives 3.9 MB with gzip 9 and 3.2 MB
  // with brotli 6, about a second of compression each (decision 081); the CSV (46 MB) 2.6 MB and
  // 2.3 MB (decision 182).
  const buffered = { writableHighWaterMark: 1 << 20 };
  const gzip = createGzip({ level: 9, ...buffered });
  const brotli = createBrotliCompress({ ...buffered, params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } });
  const outputs = [gzip.pipe(createWriteStream(paths.gzip)), brotli.pipe(createWriteStream(paths.br))];
  const done = Promise.all(outputs.map((o) => finished(o)));
  // A failed output must not leave the build waiting on a stream that will never drain.
  done.catch(() => undefined);
  try {
    for await (const piece of text) {
      const chunk = Buffer.from(piece, "utf8");
      await Promise.all([write(gzip, chunk), write(brotli, chunk)]);
    }
    gzip.end();
    brotli.end();
    await done;
  } catch (error) {
    for (const stream of [gzip, brotli, ...outputs]) stream.destroy();
    throw error;
  }
}

/** Writes a chunk, waiting while the stream's buffer is full, so memory stays flat. */
async function write(stream: Writable, chunk: Buffer): Promise<void> {
  if (!stream.write(chunk)) await once(stream, "drain");
}

/** Removes the kind's files of other revisions and its abandoned temporary files, once they are a while old. */
async function removeSuperseded(dir: string, keep: CatalogueFile, kind: KindOfFile): Promise<void> {
  const kept = new Set(Object.values(keep.paths));
  const now = Date.now();
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const path = join(dir, name);
    // Another kind's files are that kind's to remove: this revision's may be in use.
    if (!name.startsWith(`${kind.prefix}-r`) || kept.has(path)) continue;
    // Best effort: a file that cannot be removed now costs disk space, never a wrong answer.
    const info = await stat(path).catch(() => null);
    if (info && now - info.mtimeMs > KEEP_SUPERSEDED_MS) await rm(path, { force: true }).catch(() => undefined);
  }
}
