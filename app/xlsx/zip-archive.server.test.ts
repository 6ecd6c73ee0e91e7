import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readlinkSync, writeFileSync } from "node:fs";
import { once } from "node:events";
import { text } from "node:stream/consumers";
import { tmpdir } from "node:os";
import { join } from "node:path";
import JSZip from "jszip";
import { describe, expect, it, vi } from "vitest";
import { centralRecordOf, declaringSize } from "../../tests/support/xlsx-files";
import { openZipArchive, type ZipArchive } from "./zip-archive.server";

const folder = mkdtempSync(join(tmpdir(), "zip-archive-"));
let files = 0;
const onDisk = (bytes: Uint8Array) => {
  const path = join(folder, `${files++}.zip`);
  writeFileSync(path, bytes);
  return path;
};

const CONTENT = { "first.txt": "stored first ".repeat(50), "b/second.xml": "<x>Größe €</x>".repeat(2000), "last.txt": "" };

async function archive(): Promise<Buffer> {
  const zip = new JSZip();
  zip.file("first.txt", CONTENT["first.txt"], { compression: "STORE" });
  zip.file("b/second.xml", CONTENT["b/second.xml"], { compression: "DEFLATE" });
  zip.file("last.txt", CONTENT["last.txt"]);
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
}

const NO_LIMIT = Number.MAX_SAFE_INTEGER;

async function opened(path: string): Promise<ZipArchive> {
  const result = await openZipArchive(path);
  if (!result.ok) throw new Error(result.problem);
  return result.archive;
}

async function contents(path: string): Promise<Record<string, string>> {
  const archive = await opened(path);
  try {
    const read: Record<string, string> = {};
    // Last stored entry first: the directory gives any entry in any order.
    for (const name of ["last.txt", "b/second.xml", "first.txt"]) read[name] = await text(await archive.read(name, NO_LIMIT));
    return read;
  } finally {
    archive.close();
  }
}

/** Where `name` begins in the archive: its local header, which its central record points to. */
function localHeaderOf(zip: Buffer, name: string): number {
  return zip.readUInt32LE(centralRecordOf(zip, name) + 42);
}

/** This process's open files on `path` (Linux). */
function openOn(path: string): string[] {
  return readdirSync("/proc/self/fd").flatMap((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`) === path ? [fd] : [];
    } catch {
      return [];
    }
  });
}

/** The same archive with every size and offset moved to zip64 fields (APPNOTE 4.3.14-15, 4.5.3), as some writers always do. */
function asZip64(zip: Buffer): Buffer {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const [count, offset] = [zip.readUInt16LE(end + 10), zip.readUInt32LE(end + 16)];
  const entries: Buffer[] = [];
  for (let at = offset, n = 0; n < count; n++) {
    const [nameLength, extraLength, commentLength] = [zip.readUInt16LE(at + 28), zip.readUInt16LE(at + 30), zip.readUInt16LE(at + 32)];
    const fixed = Buffer.from(zip.subarray(at, at + 46 + nameLength));
    const extra = Buffer.alloc(4 + 24);
    extra.writeUInt16LE(0x0001, 0);
    extra.writeUInt16LE(24, 2);
    extra.writeBigUInt64LE(BigInt(fixed.readUInt32LE(24)), 4);
    extra.writeBigUInt64LE(BigInt(fixed.readUInt32LE(20)), 12);
    extra.writeBigUInt64LE(BigInt(fixed.readUInt32LE(42)), 20);
    for (const field of [20, 24, 42]) fixed.writeUInt32LE(0xffffffff, field);
    fixed.writeUInt16LE(extra.length + extraLength, 30);
    entries.push(fixed, extra, zip.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength + commentLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  const directory = Buffer.concat(entries);
  const record = Buffer.alloc(56);
  record.writeUInt32LE(0x06064b50, 0);
  record.writeBigUInt64LE(44n, 4);
  record.writeBigUInt64LE(BigInt(count), 24);
  record.writeBigUInt64LE(BigInt(count), 32);
  record.writeBigUInt64LE(BigInt(directory.length), 40);
  record.writeBigUInt64LE(BigInt(offset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(offset + directory.length), 8);
  locator.writeUInt32LE(1, 16);
  const last = Buffer.from(zip.subarray(end, end + 22));
  last.writeUInt16LE(0xffff, 8);
  last.writeUInt16LE(0xffff, 10);
  last.writeUInt32LE(0xffffffff, 12);
  last.writeUInt32LE(0xffffffff, 16);
  return Buffer.concat([zip.subarray(0, offset), directory, record, locator, last]);
}

describe("a zip archive read through its directory", () => {
  it("gives stored, deflated and empty entries by name, in any order", async () => {
    expect(await contents(onDisk(await archive()))).toEqual(CONTENT);
  });

  it("reads sizes and offsets written as zip64 fields", async () => {
    const zip64 = asZip64(await archive());
    expect(zip64.includes(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(true);
    expect(await contents(onDisk(zip64))).toEqual(CONTENT);
  });

  it("says a file cut short has no directory", async () => {
    const zip = await archive();
    expect(await openZipArchive(onDisk(zip.subarray(0, zip.length - 30)))).toEqual({
      ok: false,
      problem: "the zip archive is cut short: its directory is missing",
    });
  });

  it.each([
    // Stored bytes fail their checksum; deflated ones most often fail to inflate first.
    ["stored", "first.txt", "damaged: its checksum is not the one the zip directory gives"],
    ["deflated", "b/second.xml", "damaged: it does not inflate (invalid distance too far back)"],
  ])("fails the stream of a %s entry whose bytes were damaged", async (_kind, name, error) => {
    const damaged = await archive();
    // Into the entry's data, past its local header (30 bytes, the name, no extra field from JSZip).
    damaged[localHeaderOf(damaged, name) + 30 + name.length + 40]! ^= 0xff;
    const archived = await opened(onDisk(damaged));
    await expect(text(await archived.read(name, NO_LIMIT))).rejects.toThrow(error);
    archived.close();
  });

  it("refuses an encrypted entry", async () => {
    const zip = await archive();
    // The deflated entry: a stored one marked encrypted would be 12 bytes longer than its content.
    const record = centralRecordOf(zip, "b/second.xml");
    zip.writeUInt16LE(zip.readUInt16LE(record + 8) | 1, record + 8);
    expect(await openZipArchive(onDisk(zip))).toEqual({ ok: false, problem: "b/second.xml is encrypted" });
  });

  it("refuses, before inflating it, an entry declaring more than the caller allows", async () => {
    const bomb = await opened(onDisk(declaringSize(await archive(), "b/second.xml", 2 ** 30 + 1)));
    await expect(bomb.read("b/second.xml", 2 ** 30)).rejects.toThrow("it would unpack to 1,025 MiB, more than the 1,024 MiB allowed for this part");
    // The limit is the caller's: the same entry under a larger one is read, and fails as damaged.
    await expect(text(await bomb.read("b/second.xml", 2 ** 31))).rejects.toThrow(
      /^damaged: it unpacks to 36000 bytes, not the 1073741825 the zip directory gives$/,
    );
    bomb.close();
  });

  it("stops an entry that inflates past the size it declares, giving no byte beyond it", async () => {
    // 16 MiB of zeros deflate to 16 KiB: a small part that would unpack to far more than it says.
    const zip = new JSZip().file("zeros.bin", new Uint8Array(16 * 2 ** 20), { compression: "DEFLATE" });
    const declared = 2 ** 20;
    const liar = await opened(onDisk(declaringSize(await zip.generateAsync({ type: "nodebuffer" }), "zeros.bin", declared)));
    const stream = await liar.read("zeros.bin", 2 ** 30);
    let given = 0;
    stream.on("data", (chunk: Buffer) => (given += chunk.length));
    await expect(once(stream, "end")).rejects.toThrow(`damaged: it unpacks to more than the ${declared} bytes the zip directory gives`);
    expect(given).toBeLessThanOrEqual(declared);
    liar.close();
  });

  it("lets the file go on close, even with an entry left half read", async () => {
    // Random bytes do not compress: 4 MiB are more than the stream reads ahead of its reader.
    const zip = new JSZip().file("noise.bin", randomBytes(4 * 2 ** 20), { compression: "DEFLATE" });
    const path = onDisk(await zip.generateAsync({ type: "nodebuffer" }));
    const archived = await opened(path);
    const stream = await archived.read("noise.bin", NO_LIMIT);
    await once(stream, "readable");
    expect(openOn(path)).toHaveLength(1);
    archived.close();
    await vi.waitFor(() => expect(openOn(path)).toEqual([]));
  });
});
