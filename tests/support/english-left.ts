// What a translated page still says in English (decision 294: "a test fails when an English sentence
// is left on a translated page, brand, model and size aside"). It reads the same page in English
// and in the other language and returns every text of the translated page that the English page
// has word for word: a text no catalogue has yet (a component's own words) is caught as surely as
// a message its catalogue lacks. E-mail addresses, links and words in another language (`lang`) are not
// read either. Brand, model, size and product codes are marked `translate="no"`
// where they are shown (the HTML attribute translation tools honour too), and are not read.
import type { Page } from "playwright-core";

export interface EnglishLeftOptions {
  /** Part of the page to read; the whole body unless told. */
  within?: string;
  /**
   * Texts that are rightly the same in the language, each with the reason in a comment where it is
   * passed ("Total" is French, Spanish and Portuguese too). Matched against the whole text.
   */
  same?: Array<string | RegExp>;
}

/**
 * Written the same in every language: numbers, amounts with their ISO currency code, sizes written as
 * numbers, Incoterm and container codes, and the units and codes of the trade. What is left of a
 * text once these are taken out must hold a word for the text to count as English.
 */
const TRADE_CODES =
  /\b(?:[A-Z]{3}|[A-Z]{2,}\d*|\d+(?:[.,:/-]\d+)*(?:ft|pcs|kg|km\/h|mm|t|%|x|R\d+(?:[.,]\d+)?[A-Z]*)?|ft|DOT|EAN|PDF|CSV|XLSX|IBAN|BIC|SWIFT|VAT|EU)\b/gu;

/** Every text a visitor reads or hears on the page: text nodes and the labels of images, fields and controls. */
async function textsOf(page: Page, within: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const texts: string[] = [];
    // Not read: what is never translated, and words in another language than the page's (the language switcher's names).
    const skipped = (element: Element | null) =>
      element == null || element.closest("script, style, template, [translate=no]") != null || element.closest("[lang]") !== document.documentElement;
    for (const root of document.querySelectorAll(selector)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!skipped(node.parentElement)) texts.push(node.textContent ?? "");
      }
      for (const element of root.querySelectorAll("[aria-label], [placeholder], [title], img[alt], input[type=submit][value]")) {
        if (skipped(element)) continue;
        for (const name of ["aria-label", "placeholder", "title", "alt"]) texts.push(element.getAttribute(name) ?? "");
        if (element instanceof HTMLInputElement && element.type === "submit") texts.push(element.value);
      }
    }
    if (selector === "body") texts.push(document.title, document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "");
    return texts.map((text) => text.replace(/\s+/g, " ").trim()).filter(Boolean);
  }, within);
}

/** Whether a text holds a word once numbers and the trade's codes are taken out. */
function holdsWords(text: string): boolean {
  return /\p{L}{2,}/u.test(text.replace(/\S+@\S+|https?:\/\/\S+/g, " ").replace(TRADE_CODES, " "));
}

/**
 * The texts `translated` shows that `english` (the same page in English) shows word for word.
 * Both pages must be open on the same state (the same tyre, quantity and choices).
 */
export async function englishLeft(translated: Page, english: Page, options: EnglishLeftOptions = {}): Promise<string[]> {
  const within = options.within ?? "body";
  const englishTexts = new Set((await textsOf(english, within)).filter(holdsWords));
  const same = options.same ?? [];
  const left = (await textsOf(translated, within)).filter(
    (text) => englishTexts.has(text) && !same.some((allowed) => (typeof allowed === "string" ? allowed === text : allowed.test(text))),
  );
  return [...new Set(left)];
}
