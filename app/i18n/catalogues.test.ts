// Every message in every language (decision 294): none missing or empty, the same arguments as the
// English source, every plural form the language has, and formatted by our formatter exactly as
// FormatJS's reference implementation of ICU formats it.
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { CATALOGUES } from "./catalogues.server";
import { fillMessage } from "./fill-message";
import { formatMessage, type MessageValues } from "./format-message";
import { LANGUAGES, LOCALES, type Language } from "./languages";
import { LANGUAGE_SUGGESTIONS } from "./messages/language-suggestion";

// FormatJS's AST element types (@formatjs/icu-messageformat-parser TYPE): argument, number, plural, select.
const ARGUMENT = 1;
const NUMBER = 2;
const SELECT = 5;
const PLURAL = 6;

interface AstElement {
  type: number;
  value?: string;
  options?: Record<string, { value: AstElement[] }>;
}

/** Each argument a message takes, with its kind ("name:plural"), and each plural's forms. */
function argumentsOf(elements: AstElement[], found = new Set<string>(), plurals: Array<string[]> = []): { args: Set<string>; plurals: Array<string[]> } {
  for (const element of elements) {
    if (element.type === ARGUMENT) found.add(`${element.value}`);
    if (element.type === NUMBER) found.add(`${element.value}:number`);
    if (element.type === SELECT || element.type === PLURAL) {
      found.add(`${element.value}:${element.type === PLURAL ? "plural" : "select"}`);
      if (element.type === PLURAL) plurals.push(Object.keys(element.options ?? {}).filter((key) => !key.startsWith("=")));
      for (const option of Object.values(element.options ?? {})) argumentsOf(option.value, found, plurals);
    }
  }
  return { args: found, plurals };
}

function sampleValues(args: Set<string>, count: number): MessageValues {
  const values: MessageValues = {};
  for (const arg of args) {
    const [name, kind] = arg.split(":") as [string, string | undefined];
    // A plain argument also used as a plural's count keeps the number.
    values[name] = kind === "plural" || kind === "number" ? count : (values[name] ?? (kind === "select" ? "other" : "Sample"));
  }
  for (const arg of args) if (arg.endsWith(":plural")) values[arg.split(":")[0]!] = count;
  return values;
}

const EVERY_CATALOGUE: Array<[string, Record<Language, Record<string, string>>]> = Object.entries(CATALOGUES);

describe.each(EVERY_CATALOGUE)("the %s catalogue", (_name, catalogue) => {
  const source = catalogue.en;

  it.each(LANGUAGES.filter((language) => language !== "en"))("has every message in %s, and no other", (language) => {
    expect(Object.keys(catalogue[language]).sort()).toEqual(Object.keys(source).sort());
    for (const [key, message] of Object.entries(catalogue[language])) expect(message.trim(), `${language}.${key}`).not.toBe("");
  });

  it.each(LANGUAGES)("in %s: each message is ICU with the English arguments, every plural form, and formats as FormatJS does", (language) => {
    const locale = LOCALES[language];
    const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    for (const [key, message] of Object.entries(catalogue[language])) {
      const reference = new IntlMessageFormat(message, locale);
      const { args, plurals } = argumentsOf(reference.getAst());
      expect([...args].sort(), `${language}.${key}`).toEqual([...argumentsOf(new IntlMessageFormat(source[key]!, "en").getAst() as AstElement[]).args].sort());
      for (const plural of plurals) expect(plural.sort(), `${language}.${key} plural forms`).toEqual(expect.arrayContaining([...forms].sort()));
      for (const count of [0, 1, 2, 3, 11, 100, 1200]) {
        const values = sampleValues(args, count);
        expect(formatMessage(locale, message, values), `${language}.${key} with ${count}`).toBe(reference.format(values));
      }
    }
  });
});

describe("the shell catalogue, which the browser fills", () => {
  it.each(LANGUAGES)("takes only plain arguments in %s, and fills them as FormatJS formats them", (language) => {
    for (const [key, message] of Object.entries(CATALOGUES.shell[language])) {
      const reference = new IntlMessageFormat(message, LOCALES[language]);
      const { args } = argumentsOf(reference.getAst());
      for (const arg of args) expect(arg, `${language}.${key}`).not.toContain(":");
      const values = sampleValues(args, 1200);
      expect(fillMessage(message, values), `${language}.${key}`).toBe(reference.format(values));
    }
  });
});

describe("the language suggestion", () => {
  it("is written in each language but English", () => {
    expect(Object.keys(LANGUAGE_SUGGESTIONS).sort()).toEqual(LANGUAGES.filter((language) => language !== "en").sort());
    for (const words of Object.values(LANGUAGE_SUGGESTIONS)) for (const text of Object.values(words)) expect(text.trim()).not.toBe("");
  });
});
