// A zip archive on disk read through its central directory (PKWARE APPNOTE 4.3.6, 4.3.12-16,
// 4.5.3): any entry, in any order, inflated as it streams and checked against its CRC-32. An
// XLSX is such an archive; reading it this way does not depend on the order its writer stored
// the parts in (decision 181). Stored and deflated entries, zip64 sizes; no encryption.
import { createReadStream } from "node:fs";
import { open, type FileHandle } from "node:fs/promises";
import { Readable, Transform, pipeline } from "node:stream";
import { crc32, createInflateRaw } from "node:zlib";

export interface ZipEntry {
  name: string;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  headerOffset: number;
}

export type ZipDirectory = { ok: true; entries: Map<string, ZipEntry> } | { ok: false; problem: string };

const END = 0x06054b50;
const END_LENGTH = 22;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const FULL = 0xffffffff;

/** The archive's entries by name, or why it is not a zip archive one can read. */
export async function readZipDirectory(path: string): Promise<ZipDirectory> {
  const handle = await open(path, "r");
  try {
    const { size } = await handle.stat();
    // The end record: 22 bytes and a comment of up to 64 KiB, last in the file.
    const tailLength = Math.min(size, END_LENGTH + 0xffff);
    const tail = await bytesAt(handle, size - tailLength, tailLength);
    let end = -1;
    for (let at = tailLength - END_LENGTH; at >= 0 && end === -1; at--) if (tail.readUInt32LE(at) === END) end = at;
    if (end === -1) return { ok: false, problem: "the zip archive is cut short: its directory is missing" };
    let count = tail.readUInt16LE(end + 10);
    let directorySize = tail.readUInt32LE(end + 12);
    let directoryOffset = tail.readUInt32LE(end + 16);
    if (directoryOffset === FULL || directorySize === FULL || count === 0xffff) {
      const locatorAt = size - tailLength + end - 20;
      const locator = locatorAt >= 0 ? await bytesAt(handle, locatorAt, 20) : null;
      if (!locator || locator.readUInt32LE(0) !== ZIP64_LOCATOR) return { ok: false, problem: "the zip64 directory is missing" };
      const record = await bytesAt(handle, Number(locator.readBigUInt64LE(8)), 56);
      if (record.readUInt32LE(0) !== ZIP64_END) return { ok: false, problem: "the zip64 directory is damaged" };
      count = Number(record.readBigUInt64LE(32));
      directorySize = Number(record.readBigUInt64LE(40));
      directoryOffset = Number(record.readBigUInt64LE(48));
    }
    if (directoryOffset + directorySize > size) return { ok: false, problem: "the zip directory points past the end of the file" };
    const directory = await bytesAt(handle, directoryOffset, directorySize);
    const entries = new Map<string, ZipEntry>();
    for (let at = 0, read = 0; read < count; read++) {
      if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL) return { ok: false, problem: "the zip directory is damaged" };
      const nameLength = directory.readUInt16LE(at + 28);
      const extraLength = directory.readUInt16LE(at + 30);
      const commentLength = directory.readUInt16LE(at + 32);
      const entry: ZipEntry = {
        name: directory.toString("utf8", at + 46, at + 46 + nameLength),
        method: directory.readUInt16LE(at + 10),
        crc: directory.readUInt32LE(at + 16),
        compressedSize: directory.readUInt32LE(at + 20),
        size: directory.readUInt32LE(at + 24),
        headerOffset: directory.readUInt32LE(at + 42),
      };
      if (directory.readUInt16LE(at + 8) & 1) return { ok: false, problem: `${entry.name} is encrypted` };
      readZip64Sizes(entry, directory.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength));
      entries.set(entry.name, entry);
      at += 46 + nameLength + extraLength + commentLength;
    }
    return { ok: true, entries };
  } finally {
    await handle.close();
  }
}

/** An entry's content as it inflates; the stream fails when the bytes do not match the directory. */
export async function openZipEntry(path: string, entry: ZipEntry): Promise<Readable> {
  if (entry.method !== 0 && entry.method !== 8) throw new Error(`compression method ${entry.method} is not one a workbook uses`);
  const handle = await open(path, "r");
  let header: Buffer;
  try {
    header = await bytesAt(handle, entry.headerOffset, 30);
  } finally {
    await handle.close();
  }
  if (header.length < 30 || header.readUInt32LE(0) !== LOCAL) throw new Error("damaged: its local header is missing");
  const start = entry.headerOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  const raw = entry.compressedSize === 0 ? Readable.from([]) : createReadStream(path, { start, end: start + entry.compressedSize - 1 });
  const checked = checkedAgainst(entry);
  // A failure anywhere destroys every stage with it, so the reader of `checked` sees it.
  if (entry.method === 8) pipeline(raw, createInflateRaw(), checked, () => {});
  else pipeline(raw, checked, () => {});
  return checked;
}

/** Passes the bytes through, failing at the end when their length or CRC-32 is not the directory's. */
function checkedAgainst(entry: ZipEntry): Transform {
  let crc = 0;
  let length = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      crc = crc32(chunk, crc);
      length += chunk.length;
      done(null, chunk);
    },
    flush(done) {
      if (length !== entry.size || crc !== entry.crc) done(new Error("damaged: its length or checksum is not the one the zip directory gives"));
      else done();
    },
  });
}

/** APPNOTE 4.5.3: a field written as 0xFFFFFFFF is given in the zip64 extra field instead, in this order. */
function readZip64Sizes(entry: ZipEntry, extra: Buffer): void {
  for (let at = 0; at + 4 <= extra.length;) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (id === 0x0001) {
      let field = at + 4;
      const next = () => {
        const value = field + 8 <= at + 4 + length ? Number(extra.readBigUInt64LE(field)) : FULL;
        field += 8;
        return value;
      };
      if (entry.size === FULL) entry.size = next();
      if (entry.compressedSize === FULL) entry.compressedSize = next();
      if (entry.headerOffset === FULL) entry.headerOffset = next();
      return;
    }
    at += 4 + length;
  }
}

async function bytesAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}
