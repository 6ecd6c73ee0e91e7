// A zip archive on disk read through its central directory: any entry, in any order, inflated as
// it streams. An XLSX is such an archive; reading it this way does not depend on the order its
// writer stored the parts in (decision 181). The file is an upload and nothing in it is trusted.
// yauzl reads the archive's structure (end record, zip64, central directory, local headers, bounds,
// entry names), and refuses a stored entry whose two sizes differ (`validateEntrySizes`). Here an
// encrypted entry is refused, one declaring more than the caller allows is refused before it
// inflates (a zip bomb), and each entry's bytes are held to the size the directory declares and
// checked against its CRC-32, which yauzl leaves to its caller. The inflating is node:zlib's, not
// yauzl's: yauzl 2.10's inflating stream swallows its own size errors on current Node and hangs
// (yauzl #123 and #141, fixed in yauzl 3.0), which would let a lying entry stall an upload.
import { Transform, pipeline, type Readable } from "node:stream";
import { crc32, createInflateRaw } from "node:zlib";
import yauzl, { type Entry, type ZipFile } from "yauzl";

export interface ZipArchive {
  has(name: string): boolean;
  /**
   * The named entry's content as it inflates, refused when it declares more than `limit` bytes.
   * The stream fails when the bytes do not inflate, outgrow the declared size or miss its CRC-32.
   */
  read(name: string, limit: number): Promise<Readable>;
  /** Lets the file go, with any entry still streaming from it. */
  close(): void;
}

export type ZipOpened = { ok: true; archive: ZipArchive } | { ok: false; problem: string };

/** The archive ready to read its entries, or why it is not a zip archive one can read. */
export async function openZipArchive(path: string): Promise<ZipOpened> {
  let zip: ZipFile;
  try {
    // Entries one at a time, on request; the file stays open until close(). validateEntrySizes is
    // yauzl's default, named because the stored entries' check relies on it.
    zip = await new Promise<ZipFile>((resolve, reject) =>
      yauzl.open(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (error, opened) => (error ? reject(error) : resolve(opened))),
    );
  } catch (error) {
    // A file that cannot be opened at all (ENOENT, EACCES) is the server's fault, not the upload's.
    if (error instanceof Error && "code" in error) throw error;
    return { ok: false, problem: directoryProblem(error) };
  }
  const entries = new Map<string, Entry>();
  const problem = await new Promise<string | null>((resolve) => {
    zip.on("entry", (entry: Entry) => {
      if (entry.isEncrypted()) return resolve(`${entry.fileName} is encrypted`);
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on("end", () => resolve(null));
    zip.on("error", (error) => resolve(directoryProblem(error)));
    zip.readEntry();
  });
  if (problem !== null) {
    zip.close();
    return { ok: false, problem };
  }
  const streams = new Set<Readable>();
  return {
    ok: true,
    archive: {
      has: (name) => entries.has(name),
      read: async (name, limit) => {
        const entry = entries.get(name);
        if (!entry) throw new Error("the zip archive does not hold it");
        if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
          throw new Error(`compression method ${entry.compressionMethod} is not one a workbook uses`);
        }
        if (entry.uncompressedSize > limit) {
          throw new Error(`it would unpack to ${mebibytes(entry.uncompressedSize)}, more than the ${mebibytes(limit)} allowed for this part`);
        }
        const deflated = entry.compressionMethod === 8;
        // The entry's bytes as stored, inflated below (see the head for why not by yauzl).
        const options = { decompress: deflated ? false : null, decrypt: null, start: null, end: null };
        const raw = await new Promise<Readable>((resolve, reject) =>
          zip.openReadStream(entry, options, (error, stream) => (error ? reject(new Error(entryProblem(error), { cause: error })) : resolve(stream))),
        );
        const checked = checkedAgainst(entry);
        streams.add(checked);
        // A failure anywhere destroys every stage with it, so the reader of `checked` sees it, and
        // destroying `checked` (close()) ends the read of the file under it.
        const done = () => streams.delete(checked);
        if (deflated) pipeline(raw, createInflateRaw(), checked, done);
        else pipeline(raw, checked, done);
        return checked;
      },
      close: () => {
        for (const stream of streams) stream.destroy();
        zip.close();
      },
    },
  };
}

/**
 * Passes the bytes through, failing as soon as they outgrow the size the directory declares (a
 * zip bomb stops there) and at the end when they fall short of it or miss its CRC-32. Whatever
 * fails the stream, its reader is told in words a person can follow.
 */
function checkedAgainst(entry: Entry): Transform {
  let crc = 0;
  let length = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      length += chunk.length;
      if (length > entry.uncompressedSize)
        return done(new Error(`damaged: it unpacks to more than the ${entry.uncompressedSize} bytes the zip directory gives`));
      crc = crc32(chunk, crc);
      done(null, chunk);
    },
    flush(done) {
      if (length < entry.uncompressedSize) done(new Error(`damaged: it unpacks to ${length} bytes, not the ${entry.uncompressedSize} the zip directory gives`));
      else if (crc !== entry.crc32) done(new Error("damaged: its checksum is not the one the zip directory gives"));
      else done();
    },
    destroy(error, done) {
      done(error && new Error(entryProblem(error), { cause: error }));
    },
  });
}

/** yauzl's reason for refusing the directory, in the words the upload page shows. */
function directoryProblem(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // yauzl looks for the end record in the file's last 64 KiB; a cut-short file has lost it.
  // (2.x says "end of central directory record signature not found", 3.x begins "End of central …").
  if (/^end of central directory record signature not found/i.test(message)) return "the zip archive is cut short: its directory is missing";
  return `the zip directory is damaged (${message})`;
}

/** Why an entry could not be read, in the words the upload page shows. */
function entryProblem(error: Error): string {
  const { message } = error;
  if (message.startsWith("damaged: ")) return message;
  if (message.startsWith("invalid local file header signature")) return "damaged: its local header is missing";
  if (message.startsWith("file data overflows file bounds")) return "damaged: it runs past the end of the file";
  // zlib's reasons ("invalid distance too far back", "unexpected end of file").
  if ("errno" in error) return `damaged: it does not inflate (${message})`;
  return `damaged: ${message}`;
}

function mebibytes(bytes: number): string {
  return `${Math.ceil(bytes / 2 ** 20).toLocaleString("en")} MiB`;
}
