// Reads a PDF's text back with a real PDF parser (pdfjs-dist, decision 143), page by page, so a
// test checks what a reader of the file sees rather than what the writer was asked to draw.

import { createRequire } from "node:module";
import { dirname, join } from "node:path";

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
