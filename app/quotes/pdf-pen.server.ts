// How the buyer's PDFs put their words on the page, in the document's language (decision 312).
// English, French, Spanish and Portuguese draw as they always have: pdfkit's standard Helvetica,
// the text in its WinAnsi form (win-ansi-text.ts), pdfkit's own line breaking. Arabic draws right
// to left with Noto Sans Arabic embedded, whose Latin also covers brand, model, size, codes and
// amounts: the page is mirrored (what stands at the left of an English page stands at the right),
// lines are broken here, each line's runs are put in reading order by the bidirectional algorithm
// (i18n/bidi-text.ts), and pdfkit's font engine (fontkit) joins the Arabic letters of a run and lays
// it out right to left.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Language } from "../i18n/languages";
import { bidiLevels, hasRightToLeft, visualRuns, visualText, type BidiRun } from "../i18n/bidi-text";
import { pdfSafeText } from "./win-ansi-text";

export interface PenOptions {
  /** The box's width; its left edge is x, on the page as an English document lays it out. */
  width?: number;
  /** As on an English page: a right-to-left document mirrors it, "left" standing for where lines start. */
  align?: "left" | "right" | "center";
  lineGap?: number;
  /** false: one line per paragraph, never broken. */
  lineBreak?: boolean;
  /** A column of figures: right-aligned in every direction, so digits and decimal points line up. */
  figures?: boolean;
}

export interface PdfPen {
  /** The regular or bold face at a size (points). */
  font(weight: "regular" | "bold", size: number): PdfPen;
  /** Draws text in a box whose top left is (x, y) on an English page; doc.y is then below it. */
  text(value: string, x: number, y: number, options?: PenOptions): PdfPen;
  /** How tall text() would draw the text. */
  heightOf(value: string, options?: PenOptions): number;
}

/** The pen for a document in `language`: Arabic's right to left, every other's as pdfkit draws. */
export function pdfPen(doc: PDFKit.PDFDocument, language: Language): PdfPen {
  return language === "ar" ? new RightToLeftPen(doc) : new HelveticaPen(doc);
}

/** The PDF's language tag, for a reader's speech and its text extraction: set only where it is Arabic. */
export function pdfLanguageTag(language: Language): { lang?: string } {
  return language === "ar" ? { lang: "ar" } : {};
}

/** pdfkit's own drawing, as every PDF was drawn before Arabic had its pen. */
class HelveticaPen implements PdfPen {
  constructor(private readonly doc: PDFKit.PDFDocument) {}

  font(weight: "regular" | "bold", size: number): PdfPen {
    this.doc.font(weight === "bold" ? "Helvetica-Bold" : "Helvetica").fontSize(size);
    return this;
  }

  text(value: string, x: number, y: number, options: PenOptions = {}): PdfPen {
    const { figures: _figures, ...textOptions } = options;
    this.doc.text(pdfSafeText(value), x, y, textOptions);
    return this;
  }

  heightOf(value: string, options: PenOptions = {}): number {
    const { figures: _figures, ...textOptions } = options;
    return this.doc.heightOfString(pdfSafeText(value), textOptions);
  }
}

/**
 * Noto Sans Arabic (SIL Open Font License 1.1) from its npm package, the full font: Arabic, and
 * Latin with its accents, so a line mixing both is one face. pdfkit embeds only the glyphs used.
 * Looked up when an Arabic document is first drawn, so the other languages never need it.
 */
function fontFiles(): { regular: string; bold: string } {
  const folder = dirname(createRequire(import.meta.url).resolve("@expo-google-fonts/noto-sans-arabic/package.json"));
  return { regular: join(folder, "400Regular/NotoSansArabic_400Regular.ttf"), bold: join(folder, "700Bold/NotoSansArabic_700Bold.ttf") };
}
const FONT_NAMES = { regular: "NotoSansArabic", bold: "NotoSansArabic-Bold" } as const;

/** What the pen uses of a font fontkit parsed: its layout of a text, and whether a glyph is there. */
interface ParsedFont {
  layout(text: string, features?: unknown): GlyphRun;
  hasGlyphForCodePoint(codePoint: number): boolean;
}

/** fontkit's laid-out text: glyphs and their positions; pdfkit scales the positions it is given in place. */
interface GlyphRun {
  glyphs: unknown[];
  positions: Array<Record<string, number>>;
}

const LAYOUTS_KEPT = 20_000;

/**
 * The font as fontkit parsed it, shared by every Arabic document, each text's layout (its letters
 * joined and placed, most of a document's drawing time) kept and handed out as a copy, as pdfkit
 * scales the positions of the one it gets. pdfkit takes a parsed font as well as a file.
 */
function sharedFont(parsed: ParsedFont): ParsedFont {
  const layouts = new Map<string, GlyphRun>();
  return Object.create(parsed, {
    layout: {
      value(text: string, features?: unknown): GlyphRun {
        const key = `${features ? "1" : "0"}\u0000${text}`;
        let run = layouts.get(key);
        if (run === undefined) {
          run = parsed.layout(text, features);
          if (layouts.size >= LAYOUTS_KEPT) layouts.clear();
          layouts.set(key, run);
        }
        // The run's own properties (glyphs, script, direction...) and its getters, positions copied.
        return Object.assign(Object.create(Object.getPrototypeOf(run) as object) as GlyphRun, run, {
          positions: run.positions.map((position) => ({ ...position })),
        });
      },
    },
  }) as ParsedFont;
}

/**
 * The two faces: their files for the first Arabic document, then the fonts fontkit parsed for it
 * (sharedFont): parsing a face's layout tables again for every document cost more than drawing it.
 */
let fonts: { regular: ParsedFont | Buffer; bold: ParsedFont | Buffer } | null = null;
function fontsFor(): { regular: ParsedFont | Buffer; bold: ParsedFont | Buffer } {
  if (fonts) return fonts;
  const files = fontFiles();
  return (fonts = { regular: readFileSync(files.regular), bold: readFileSync(files.bold) });
}
const parsedFontOf = (doc: PDFKit.PDFDocument) => (doc as unknown as { _font: { font: ParsedFont } })._font.font;

/** Pieces' widths at 1 pt by face and text, for every document: a line is measured again for each word added to it. */
const widths = new Map<string, number>();
const WIDTHS_KEPT = 20_000;

// The font's own line height (ascent to descent, 2.1 em) makes room for stacked marks a trade
// document does not have; lines are set at 1.35 em (Helvetica's are 1.16) with the baseline
// 0.98 em below their top, room for Arabic's marks above and its descending letters below.
const LINE_HEIGHT = 1.35;
const BASELINE = 0.98;

/** Marks that steer the ordering or the joining of letters and draw nothing: kept for the layout. */
const STEERING = /\u200d|[\u061c\u200c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

interface Line {
  runs: BidiRun[];
  width: number;
}

class RightToLeftPen implements PdfPen {
  private size = 12;
  private weight: "regular" | "bold" = "regular";
  private readonly hasGlyph: (codePoint: number) => boolean;

  constructor(private readonly doc: PDFKit.PDFDocument) {
    const faces = fontsFor();
    // pdfkit's types name files only; it takes a parsed font as well (anything with a layout()).
    doc.registerFont(FONT_NAMES.regular, faces.regular as Buffer);
    doc.registerFont(FONT_NAMES.bold, faces.bold as Buffer);
    doc.font(FONT_NAMES.bold);
    if (Buffer.isBuffer(faces.bold)) faces.bold = sharedFont(parsedFontOf(doc));
    doc.font(FONT_NAMES.regular).fontSize(this.size);
    if (Buffer.isBuffer(faces.regular)) faces.regular = sharedFont(parsedFontOf(doc));
    const regular = faces.regular;
    this.hasGlyph = (codePoint) => regular.hasGlyphForCodePoint(codePoint);
  }

  font(weight: "regular" | "bold", size: number): PdfPen {
    this.size = size;
    this.weight = weight;
    this.doc.font(FONT_NAMES[weight]).fontSize(size);
    return this;
  }

  text(value: string, x: number, y: number, options: PenOptions = {}): PdfPen {
    const width = this.widthAt(x, options);
    const left = this.doc.page.width - x - width;
    const align = options.figures ? "right" : options.align === "right" ? "left" : options.align === "center" ? "center" : "right";
    const step = this.size * LINE_HEIGHT + (options.lineGap ?? 0);
    let top = y;
    for (const line of this.lines(value, width, options)) {
      let at = align === "right" ? left + width - line.width : align === "center" ? left + (width - line.width) / 2 : left;
      for (const run of line.runs) {
        // The font draws an Arabic letter as a dotless shape and its dots, shapes that letters
        // share: the run's words in reading order go beside its glyphs (ActualText) for a reader
        // that copies them.
        const spanned = run.rightToLeft && hasRightToLeft(run.text);
        if (spanned) this.doc.markContent("Span", { actual: run.text });
        for (const piece of this.pieces(run)) {
          const width = this.pieceWidth(piece);
          // The width given, pdfkit does not lay the piece out a second time to measure it.
          const drawing = { lineBreak: false, baseline: "alphabetic", textWidth: width, wordCount: 1, ...piece.options } as PDFKit.Mixins.TextOptions;
          this.doc.text(piece.text, at, top + this.size * BASELINE, drawing);
          at += width;
        }
        if (spanned) this.doc.endMarkedContent();
      }
      top += step;
    }
    this.doc.x = x;
    this.doc.y = top;
    return this;
  }

  heightOf(value: string, options: PenOptions = {}): number {
    return this.lines(value, this.widthAt(this.doc.x, options), options).length * (this.size * LINE_HEIGHT + (options.lineGap ?? 0));
  }

  /** pdfkit's default width: to the right margin. */
  private widthAt(x: number, options: PenOptions): number {
    return options.width ?? this.doc.page.width - x - this.doc.page.margins.right;
  }

  /**
   * A run as it is handed to pdfkit, in pieces from left to right. Arabic letters go in reading
   * order with `features` set, so pdfkit lays the piece out whole: fontkit joins the letters and,
   * the script being right to left, puts the glyphs in the reverse order (without it pdfkit lays
   * each word out on its own, left to right). The rest of a right-to-left run is reversed here and
   * its brackets mirrored; a bracket is a piece of its own, as the font's mirroring in an Arabic
   * piece would turn it back.
   */
  private pieces(run: BidiRun): Array<{ text: string; options: PDFKit.Mixins.TextOptions }> {
    if (!run.rightToLeft) return [{ text: run.text, options: {} }];
    return run.text
      .split(/([()[\]{}<>«»‹›])/)
      .filter((piece) => piece !== "")
      .reverse()
      .map((piece) =>
        hasRightToLeft(piece)
          ? { text: piece, options: { features: [] } }
          : { text: visualText({ text: piece, level: run.level, rightToLeft: true }), options: {} },
      );
  }

  private pieceWidth(piece: { text: string; options: PDFKit.Mixins.TextOptions }): number {
    const key = `${this.weight}\u0000${piece.options.features ? "1" : "0"}\u0000${piece.text}`;
    let perPoint = widths.get(key);
    if (perPoint === undefined) {
      perPoint = this.doc.widthOfString(piece.text, piece.options) / this.size;
      if (widths.size >= WIDTHS_KEPT) widths.clear();
      widths.set(key, perPoint);
    }
    return perPoint * this.size;
  }

  private runsWidth(runs: BidiRun[]): number {
    return runs.reduce((sum, run) => sum + this.pieces(run).reduce((width, piece) => width + this.pieceWidth(piece), 0), 0);
  }

  /** A character the font lacks as its letter without accents, else "?" (as win-ansi-text.ts does for Helvetica). */
  private drawable(text: string): string {
    let out = "";
    for (const char of text.replace(/\r\n?/g, "\n").replace(/\t/g, " ")) {
      if (char === "\n" || STEERING.test(char) || this.hasGlyph(char.codePointAt(0)!)) {
        out += char;
        continue;
      }
      const bare = char.normalize("NFKD").replace(/\p{M}/gu, "");
      out += bare !== "" && [...bare].every((c) => this.hasGlyph(c.codePointAt(0)!)) ? bare : "?";
    }
    return out;
  }

  /** The text's lines: each paragraph broken at spaces to fit the width, a word wider than it between two letters. */
  private lines(value: string, width: number, options: PenOptions): Line[] {
    return this.drawable(value)
      .split("\n")
      .flatMap((paragraph) => this.paragraphLines(paragraph, width, options.lineBreak !== false));
  }

  private paragraphLines(paragraph: string, width: number, breaks: boolean): Line[] {
    const level = hasRightToLeft(paragraph) ? 1 : 0;
    const levels = bidiLevels(paragraph, level);
    const line = (start: number, end: number): Line => {
      const runs = visualRuns(paragraph, levels, level, start, end);
      return { runs, width: this.runsWidth(runs) };
    };
    if (!breaks || paragraph === "") return [line(0, paragraph.length)];
    /** The end of the word after `from` (the spaces before it included). */
    const wordEnd = (from: number) => {
      let at = from;
      while (at < paragraph.length && paragraph[at] === " ") at++;
      while (at < paragraph.length && paragraph[at] !== " ") at++;
      return at;
    };
    const lines: Line[] = [];
    let start = 0;
    while (start < paragraph.length) {
      let end = wordEnd(start);
      let fitted = line(start, end);
      if (fitted.width > width) {
        let cut = start + 1;
        while (cut < end && line(start, cut + 1).width <= width) cut++;
        end = cut;
        fitted = line(start, end);
      } else {
        while (end < paragraph.length) {
          const next = wordEnd(end);
          const candidate = line(start, next);
          if (candidate.width > width) break;
          [fitted, end] = [candidate, next];
        }
      }
      lines.push(fitted);
      start = end;
      while (paragraph[start] === " ") start++;
    }
    return lines;
  }
}
