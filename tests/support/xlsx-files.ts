// XLSX files as other writers store them (decision 181): a workbook is a zip whose parts any
// writer may store in any order, so a test rewrites the order exceljs chose, or damages a part.
import JSZip from "jszip";

/** Excel's order: the workbook and its relations, the worksheets, then the styles and shared strings. */
export const EXCEL_ORDER = ["xl/workbook.xml", "xl/_rels/workbook.xml.rels", "xl/worksheets/sheet1.xml", "xl/styles.xml", "xl/sharedStrings.xml"];

/** The same parts, `first` stored first in that order and the rest after them. */
export async function storeInOrder(bytes: Uint8Array, first: readonly string[]): Promise<Buffer> {
  const source = await JSZip.loadAsync(bytes);
  const names = await storedParts(bytes);
  const zip = new JSZip();
  for (const name of [...first, ...names.filter((n) => !first.includes(n))]) zip.file(name, await source.file(name)!.async("nodebuffer"));
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
}

/** The parts in the order the zip stores them. */
export async function storedParts(bytes: Uint8Array): Promise<string[]> {
  const zip = await JSZip.loadAsync(bytes);
  return Object.keys(zip.files).filter((name) => !zip.files[name]!.dir);
}

/** The bytes with one flipped inside a part's compressed data, past its local header. */
export function damagedPart(bytes: Uint8Array, name: string): Buffer {
  const damaged = Buffer.from(bytes);
  damaged[damaged.indexOf(Buffer.from(name)) + name.length + 60]! ^= 0xff;
  return damaged;
}

/** Where the zip's central directory describes `name` (APPNOTE 4.3.12). */
export function centralRecordOf(zip: Buffer, name: string): number {
  const signature = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
  for (let at = zip.indexOf(signature); at !== -1; at = zip.indexOf(signature, at + 4)) {
    if (zip.toString("utf8", at + 46, at + 46 + zip.readUInt16LE(at + 28)) === name) return at;
  }
  throw new Error(`${name} is not in the zip's directory`);
}

/**
 * The bytes with the size `name` declares it unpacks to rewritten in the zip's central directory,
 * where a reader learns it: as a zip bomb declares gigabytes, or a damaged file a size its bytes
 * do not have.
 */
export function declaringSize(bytes: Uint8Array, name: string, size: number): Buffer {
  const zip = Buffer.from(bytes);
  zip.writeUInt32LE(size, centralRecordOf(zip, name) + 24);
  return zip;
}
