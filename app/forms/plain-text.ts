// Which characters typed text may hold: control characters are never typed into a form, and NUL is
// one PostgreSQL cannot store (a 500 there). Text that may run over several lines (an address, a
// message, a tyre's description) keeps its tabs and line breaks. Browser-safe: the inquiry dialog
// checks the same rule before it sends.

const CONTROLS = { single: "\\u0000-\\u001f\\u007f", multi: "\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f" } as const;

/** One line of text: no control character at all (U+0000-U+001F, U+007F). */
export const SINGLE_LINE_TEXT = new RegExp(`^[^${CONTROLS.single}]*$`);
/** Several lines: tab, line feed and carriage return allowed, every other control character refused. */
export const MULTI_LINE_TEXT = new RegExp(`^[^${CONTROLS.multi}]*$`);

const FIRST = { single: new RegExp(`[${CONTROLS.single}]`), multi: new RegExp(`[${CONTROLS.multi}]`) };

/** The first character `text` may not hold, written as U+XXXX, or null when it is plain text. */
export function controlCharacterIn(text: string, lines: "single" | "multi"): string | null {
  const found = FIRST[lines].exec(text);
  return found ? `U+${found[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}` : null;
}
