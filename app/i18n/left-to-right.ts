// Codes, figures and amounts inside a right-to-left sentence (decision 311): a loader words the
// sentence with each such value between U+2066 (left-to-right isolate) and U+2069 (pop isolate),
// and the page draws each one as <bdi dir="ltr"> (components/isolated-text.tsx), so "154/150 M"
// or "€64,934.70" keeps its own order and the sentence around it reads right to left.
const LRI = "\u2066";
const PDI = "\u2069";

/** `text` isolated left to right where the page reads right to left; as it is otherwise. */
export function leftToRightIn(rtl: boolean, text: string): string {
  return rtl ? `${LRI}${text}${PDI}` : text;
}

/**
 * A formatted amount isolated left to right where the page reads right to left, without the
 * right-to-left mark Arabic formatting writes before it: the isolate keeps its order instead.
 */
export function leftToRightAmount(rtl: boolean, amount: string): string {
  return rtl ? leftToRightIn(true, amount.replace(/[\u200e\u200f]/g, "")) : amount;
}

/** The sentence's runs in order, each isolated value marked `ltr`; a text without isolates is one run. */
export function isolatedRuns(text: string): Array<{ text: string; ltr: boolean }> {
  return text
    .split(/\u2066([^\u2066\u2069]*)\u2069/u)
    .map((run, i) => ({ text: run, ltr: i % 2 === 1 }))
    .filter((run) => run.text !== "");
}
