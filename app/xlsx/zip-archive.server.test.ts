import { mkdtempSync, writeFileSync } from "node:fs";
import { text } from "node:stream/consumers";
import { tmpdir } from "node:os";
import { join } from "node:path";
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { openZipEntry, readZipDirectory } from "./zip-archive.server";

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

async function contents(path: string): Promise<Record<string, string>> {
  const directory = await readZipDirectory(path);
  if (!directory.ok) throw new Error(directory.problem);
  const read: Record<string, string> = {};
  // Last stored entry first: the directory gives any entry in any order.
  for (const name of ["last.txt", "b/second.xml", "first.txt"]) read[name] = await text(await openZipEntry(path, directory.entries.get(name)!));
  return read;
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
    expect(await readZipDirectory(onDisk(zip.subarray(0, zip.length - 30)))).toEqual({
      ok: false,
      problem: "the zip archive is cut short: its directory is missing",
    });
  });

  it.each([
    // Stored bytes fail their checksum; deflated ones most often fail to inflate first.
    ["stored", "first.txt", "damaged: its length or checksum is not the one the zip directory gives"],
    ["deflated", "b/second.xml", "invalid distance too far back"],
  ])("fails the stream of a %s entry whose bytes were damaged", async (_kind, name, error) => {
    const zip = await archive();
    const path = onDisk(zip);
    const directory = await readZipDirectory(path);
    if (!directory.ok) throw new Error(directory.problem);
    const entry = directory.entries.get(name)!;
    const damaged = Buffer.from(zip);
    // Into the entry's data, past its local header (30 bytes, the name, no extra field from JSZip).
    damaged[entry.headerOffset + 30 + name.length + 40]! ^= 0xff;
    await expect(text(await openZipEntry(onDisk(damaged), entry))).rejects.toThrow(error);
  });

  it("refuses an encrypted entry", async () => {
    const zip = await archive();
    const directory = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    zip.writeUInt16LE(zip.readUInt16LE(directory + 8) | 1, directory + 8);
    expect(await readZipDirectory(onDisk(zip))).toEqual({ ok: false, problem: "first.txt is encrypted" });
  });
});
