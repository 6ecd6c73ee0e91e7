import { describe, expect, it } from "vitest";
import { pdfSafeText } from "./win-ansi-text";

describe("pdfSafeText", () => {
  it.each([
    ["Plain ASCII 315/80R22.5", "Plain ASCII 315/80R22.5"],
    ["Müller & Søn, €1,234.50 – “quoted”", "Müller & Søn, €1,234.50 – “quoted”"],
    ["Łódź, Kraków", "Lódz, Kraków"],
    ["Ağrı Çiftçi", "Agri Çiftçi"],
    ["東京 port", "?? port"],
    ["line one\r\nline two\tend", "line one\nline two end"],
    ["emoji 🚚", "emoji ?"],
  ])("%j -> %j", (input, output) => {
    expect(pdfSafeText(input)).toBe(output);
  });
});
