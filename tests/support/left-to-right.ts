// Codes, figures and amounts inside a right-to-left sentence (decision 311): each is isolated
// left to right (<bdi dir="ltr">), reads left to right itself, and the values follow one another
// from right to left as the sentence does.
import type { Locator } from "playwright-core";
import { expect } from "vitest";

interface ValueBox {
  text: string;
  /** The value's first and last characters' left edges: left to right, the first is further left. */
  firstLeft: number;
  lastLeft: number;
  left: number;
  right: number;
  top: number;
}

/** Each isolated value of `sentence` with where it and its first and last characters stand. */
export async function isolatedValues(sentence: Locator): Promise<ValueBox[]> {
  return sentence.evaluate((root) =>
    [...root.querySelectorAll("bdi[dir=ltr]")].map((value) => {
      const text = value.firstChild as Text;
      const range = document.createRange();
      const charLeft = (at: number) => {
        range.setStart(text, at);
        range.setEnd(text, at + 1);
        return range.getBoundingClientRect().left;
      };
      const box = value.getBoundingClientRect();
      return { text: text.data, firstLeft: charLeft(0), lastLeft: charLeft(text.data.length - 1), left: box.left, right: box.right, top: box.top };
    }),
  );
}

/**
 * `sentence` holds isolated values, the first matching `first`; each reads left to right, and of
 * two on the same line the earlier stands further right. Returns the values' texts.
 */
export async function expectIsolatedRightToLeft(sentence: Locator, first: RegExp): Promise<string[]> {
  expect(await sentence.evaluate((element) => getComputedStyle(element).direction), "the sentence reads right to left").toBe("rtl");
  const values = await isolatedValues(sentence);
  expect(values.length, "isolated values").toBeGreaterThan(0);
  expect(values[0]!.text).toMatch(first);
  for (const value of values) if (value.text.length > 1) expect(value.firstLeft, `"${value.text}" reads left to right`).toBeLessThan(value.lastLeft);
  for (let i = 1; i < values.length; i++) {
    const [before, after] = [values[i - 1]!, values[i]!];
    if (Math.abs(before.top - after.top) < 4) expect(before.left, `"${before.text}" stands right of "${after.text}"`).toBeGreaterThan(after.right - 1);
    else expect(after.top, `"${after.text}" follows "${before.text}" on a later line`).toBeGreaterThan(before.top);
  }
  return values.map((value) => value.text);
}
