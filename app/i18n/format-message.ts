// Formats one ICU message in a language through Intl (decision 294): {name}, {n, number},
// {n, plural, =0 {…} one {…} other {…}} with '#', and {x, select, a {…} other {…}}. The subset our
// catalogues use, in a few hundred bytes, so the browser can format a message too; every catalogue
// message is checked against FormatJS's parser and formatter in i18n/catalogues.test.ts.

export type MessageValues = Record<string, string | number>;

interface Cursor {
  text: string;
  at: number;
}

// Built once per locale: an Intl object costs far more to make than to use, and a page formats
// dozens of messages (a /quote render made one per plural and number).
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function formatNumber(locale: string, value: number): string {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(value);
}

function pluralOf(locale: string, value: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(value);
}

/** Where plain text stops: an argument, a branch's end, a '#' or a quote. */
const SPECIAL = /[{}#']/g;

export function formatMessage(locale: string, message: string, values: MessageValues = {}): string {
  const cursor = { text: message, at: 0 };
  const out = readText(cursor, locale, values, null);
  if (cursor.at < message.length) throw new Error(`unbalanced '}' in message: ${message}`);
  return out;
}

/** Reads text up to an unmatched '}' (the end of a plural branch), replacing arguments and '#'. */
function readText(cursor: Cursor, locale: string, values: MessageValues, count: number | null): string {
  let out = "";
  while (cursor.at < cursor.text.length) {
    // A run of plain text is copied whole, not a character at a time.
    SPECIAL.lastIndex = cursor.at;
    const next = SPECIAL.exec(cursor.text)?.index ?? cursor.text.length;
    if (next > cursor.at) {
      out += cursor.text.slice(cursor.at, next);
      cursor.at = next;
      continue;
    }
    const char = cursor.text[cursor.at]!;
    if (char === "}") return out;
    if (char === "{") {
      out += readArgument(cursor, locale, values);
    } else if (char === "#" && count !== null) {
      out += formatNumber(locale, count);
      cursor.at++;
    } else if (char === "'" && cursor.text[cursor.at + 1] === "'") {
      out += "'";
      cursor.at += 2;
    } else if (char === "'" && /[{}#]/.test(cursor.text[cursor.at + 1] ?? "")) {
      // ICU quoting: from an apostrophe before a brace to the next apostrophe, the text is literal.
      const end = cursor.text.indexOf("'", cursor.at + 1);
      const stop = end === -1 ? cursor.text.length : end;
      out += cursor.text.slice(cursor.at + 1, stop);
      cursor.at = stop + 1;
    } else {
      out += char;
      cursor.at++;
    }
  }
  return out;
}

function readArgument(cursor: Cursor, locale: string, values: MessageValues): string {
  const close = /^\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?(,|\})/.exec(cursor.text.slice(cursor.at));
  if (!close) throw new Error(`bad argument at ${cursor.at} in message: ${cursor.text}`);
  const [whole, name, kind, end] = close as unknown as [string, string, string | undefined, string];
  cursor.at += whole.length;
  const value = values[name];
  if (value === undefined) throw new Error(`no value for {${name}} in message: ${cursor.text}`);
  if (end === "}" && kind === undefined) return String(value);
  if (end === "}" && kind === "number") return formatNumber(locale, Number(value));
  if (end === "}" || (kind !== "plural" && kind !== "select")) throw new Error(`unsupported argument type ${kind} in message: ${cursor.text}`);
  const branches = new Map<string, string>();
  for (;;) {
    const selector = /^\s*(=?\w+)\s*\{/.exec(cursor.text.slice(cursor.at));
    if (!selector) break;
    cursor.at += selector[0].length;
    branches.set(selector[1]!, readBranch(cursor, locale, values, kind === "plural" ? Number(value) : null));
  }
  const rest = /^\s*\}/.exec(cursor.text.slice(cursor.at));
  if (!rest) throw new Error(`unclosed ${kind} in message: ${cursor.text}`);
  cursor.at += rest[0].length;
  const key = kind === "plural" ? (branches.has(`=${value}`) ? `=${value}` : pluralOf(locale, Number(value))) : String(value);
  const chosen = branches.get(key) ?? branches.get("other");
  if (chosen === undefined) throw new Error(`no 'other' branch in message: ${cursor.text}`);
  return chosen;
}

function readBranch(cursor: Cursor, locale: string, values: MessageValues, count: number | null): string {
  const out = readText(cursor, locale, values, count);
  if (cursor.text[cursor.at] !== "}") throw new Error(`unclosed branch in message: ${cursor.text}`);
  cursor.at++;
  return out;
}
