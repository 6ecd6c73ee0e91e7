// pdfkit's built-in Helvetica writes WinAnsi (Latin-1 plus a few marks such as € and dashes), so
// text outside it is written in its closest Latin-1 form (decision 143): "Łódź" as "Lódz". A
// character with no such form becomes "?" rather than a wrong glyph.

// Beyond Latin-1, WinAnsi's 0x80-0x9F range.
const WIN_ANSI_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
// Letters NFKD does not take apart.
const SPELLED: Record<string, string> = { Ł: "L", ł: "l", Đ: "D", đ: "d", Ħ: "H", ħ: "h", ı: "i", Ŧ: "T", ŧ: "t", "\u2212": "-" };

const inWinAnsi = (char: string) => {
  const code = char.codePointAt(0)!;
  return code === 0x0a || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
};

export function pdfSafeText(text: string): string {
  let out = "";
  for (const char of text.replace(/\r\n?/g, "\n").replace(/\t/g, " ")) {
    if (inWinAnsi(char)) {
      out += char;
      continue;
    }
    const spelled = SPELLED[char] ?? char.normalize("NFKD").replace(/\p{M}/gu, "");
    out += [...spelled].every(inWinAnsi) && spelled !== "" ? spelled : "?";
  }
  return out;
}
