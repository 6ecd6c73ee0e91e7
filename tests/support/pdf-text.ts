// Reads a PDF's text back with a real PDF parser (pdfjs-dist, decision 143), page by page, so a
// test checks what a reader of the file sees rather than what the writer was asked to draw.

import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { inflateSync } from "node:zlib";

// The 14 standard fonts' metrics, which pdfjs loads for a PDF that uses them without embedding (ours).
const STANDARD_FONTS = join(dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")), "standard_fonts") + "/";

export interface PdfText {
  /** Each page's text, its items joined in drawing order; a line break between lines. */
  pages: string[];
  /** Every page, joined. */
  text: string;
  /** The document's metadata title. */
  title: string | null;
}

export async function readPdfText(bytes: Uint8Array): Promise<PdfText> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  // pdfjs detaches the buffer it is given: a copy keeps the caller's bytes usable.
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: STANDARD_FONTS, useSystemFonts: false, isEvalSupported: false })
    .promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= document.numPages; n++) {
      const page = await document.getPage(n);
      const content = await page.getTextContent();
      let text = "";
      for (const item of content.items) {
        if (!("str" in item)) continue;
        text += item.str + (item.hasEOL ? "\n" : " ");
      }
      pages.push(
        text
          .replace(/[ \t]+\n/g, "\n")
          .replace(/ {2,}/g, " ")
          .trim(),
      );
    }
    const { info } = (await document.getMetadata()) as { info: { Title?: string } };
    return { pages, text: pages.join("\n"), title: info.Title ?? null };
  } finally {
    await document.destroy();
  }
}

/** One piece of text as pdfjs reads it, where it stands: x and y from the page's top left, in points. */
export interface PdfTextItem {
  str: string;
  page: number;
  x: number;
  y: number;
  width: number;
}

/** Every text item with its position, page by page, in drawing order. */
export async function readPdfItems(bytes: Uint8Array): Promise<PdfTextItem[]> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: STANDARD_FONTS, useSystemFonts: false, isEvalSupported: false })
    .promise;
  try {
    const items: PdfTextItem[] = [];
    for (let n = 1; n <= document.numPages; n++) {
      const page = await document.getPage(n);
      const height = page.getViewport({ scale: 1 }).height;
      for (const item of (await page.getTextContent()).items) {
        if (!("str" in item) || item.str.trim() === "") continue;
        items.push({ str: item.str, page: n, x: item.transform[4] as number, y: height - (item.transform[5] as number), width: item.width });
      }
    }
    return items;
  } finally {
    await document.destroy();
  }
}

/** A PDF literal string's bytes, its escapes undone, read as UTF-16BE after a byte order mark and as Latin-1 otherwise. */
function pdfString(literal: string): string {
  const ESCAPES: Record<string, string> = { n: "\n", r: "\r", t: "\t", b: "\b", f: "\f", "(": "(", ")": ")", "\\": "\\" };
  const raw = literal.replace(/\\([0-7]{1,3}|.)/gs, (_, escaped: string) =>
    /^[0-7]/.test(escaped) ? String.fromCharCode(parseInt(escaped, 8)) : (ESCAPES[escaped] ?? escaped),
  );
  if (!raw.startsWith("\u00fe\u00ff")) return raw;
  const bytes = Buffer.from(raw.slice(2), "latin1");
  return String.fromCharCode(...Array.from({ length: bytes.length / 2 }, (_, i) => bytes.readUInt16BE(2 * i)));
}

/**
 * The ActualText of every marked span in the pages' content, in drawing order: the words a reader
 * that honours it (Acrobat, poppler) copies for glyphs that do not map one to one to letters, as
 * Arabic's joined letters with their dots apart (decision 312). pdfjs reads glyph by glyph instead.
 */
export function readPdfActualText(bytes: Uint8Array): string[] {
  const file = Buffer.from(bytes).toString("latin1");
  const texts: string[] = [];
  for (const match of file.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = file.indexOf("endstream", start);
    let content: string;
    try {
      content = inflateSync(Buffer.from(file.slice(start, end), "latin1")).toString("latin1");
    } catch {
      continue;
    }
    for (const span of content.matchAll(/\/ActualText\s*\(((?:\\.|[^\\)])*)\)/gs)) texts.push(pdfString(span[1]!));
  }
  return texts;
}
