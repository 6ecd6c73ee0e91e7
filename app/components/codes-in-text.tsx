// A sentence in the page's language holding the catalogue's own names and codes (a brand, a size):
// each of them is marked never to be translated and read left to right, also inside Arabic.
import type { ReactNode } from "react";

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function CodesInText({ text, codes }: { text: string; codes: ReadonlyArray<string> }): ReactNode {
  const wanted = codes.filter((code) => code !== "");
  if (wanted.length === 0) return text;
  // split() with a capturing group puts each code found at the odd places.
  return text.split(new RegExp(`(${wanted.map(escaped).join("|")})`)).map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} translate="no" dir="ltr">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
