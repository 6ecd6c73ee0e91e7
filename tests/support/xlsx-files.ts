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
