import { describe, expect, it } from "vitest";
import { TOAST_BACKGROUNDS, TOAST_TEXT_COLOURS } from "./toast-colours";

/** WCAG 2's relative luminance of an `hsl(h, s%, l%)` colour. */
function luminance(hsl: string): number {
  const [h, s, l] = hsl.match(/[\d.]+/g)!.map(Number) as [number, number, number];
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(8) + 0.0722 * channel(4);
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe("toast text colours", () => {
  it.each([
    ["success", TOAST_TEXT_COLOURS["--success-text"], TOAST_BACKGROUNDS.success],
    ["error", TOAST_TEXT_COLOURS["--error-text"], TOAST_BACKGROUNDS.error],
  ])("the %s toast's text reaches WCAG AA's 4.5:1 on its background", (_kind, text, background) => {
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it("the library's own colours did not (why these exist)", () => {
    expect(contrast("hsl(140, 100%, 27%)", TOAST_BACKGROUNDS.success)).toBeLessThan(4.5);
    expect(contrast("hsl(360, 100%, 45%)", TOAST_BACKGROUNDS.error)).toBeLessThan(4.5);
  });
});
