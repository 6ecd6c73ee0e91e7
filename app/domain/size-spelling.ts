// How a size is written in a size page's address (decision 140), and how any spelling a buyer
// types or links to is read back: the full size when it parses, else the size key search uses.
import { parseTyreSize, sizeSearchKey } from "./tyre-size";

/** What a spelling says: a full size ("315/80R22.5"), or only its digits ("315 80 22.5"). */
export interface SizeSpelling {
  /** The canonical size when the spelling is a whole size; null when only its key could be read. */
  normalized: string | null;
  /** Digits and dots, as `TyreSize.searchKey`: "3158022.5". */
  key: string;
}

/** Longer text is not a size; the limit keeps a hostile address cheap to read. */
export const MAX_SIZE_SPELLING = 60;

/** The address segment of a size: lower case, the slash a dash ("315/80R22.5" → "315-80r22.5"). */
export function sizeSlug(normalized: string): string {
  return normalized.toLowerCase().replace(/\//g, "-");
}

// A slug writes the aspect ratio's slash as a dash: "315-80r22.5", "90-90-21". A plain diagonal
// size ("3.00-18", "12.00-20") has its dash before the rim and nothing after, so it stays.
const SLUG_SLASH = /^([a-z]*\d{1,4}(?:\.\d{1,2})?)-(\d{2,3})(?=\s*[a-z-])/i;

/**
 * Reads a size the way search does (decision 003): "315/80R22.5", "315/80 r 22.5",
 * "315-80r22.5", "315 80 22.5" and "3158022.5" all name one size. Null when the text is no size.
 */
export function readSizeSpelling(text: string): SizeSpelling | null {
  if (typeof text !== "string") return null;
  const trimmed = text.trim();
  if (trimmed === "" || trimmed.length > MAX_SIZE_SPELLING) return null;
  const parsed = parseTyreSize(trimmed.replace(SLUG_SLASH, "$1/$2"));
  if (parsed.ok) return { normalized: parsed.size.normalized, key: parsed.size.searchKey };
  const key = sizeSearchKey(trimmed);
  // A key of a few digits ("22.5", "315") is part of many sizes, not a size.
  return key !== null && (key.match(/\d/g) ?? []).length >= 5 ? { normalized: null, key } : null;
}
