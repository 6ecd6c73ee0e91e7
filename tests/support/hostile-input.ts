// fast-check arbitraries for the fuzz suites: the values an attacker or a broken client
// sends, as text, as JSON of the wrong type, and as query strings that are not even well encoded.
import fc from "fast-check";

/** Texts that have broken this kind of app before: SQL, LIKE and escape characters, markup, prototype keys, numbers that are not. */
const NASTY = [
  "",
  " ",
  "%",
  "_",
  "\\",
  "%_\\",
  "'",
  '"',
  "`",
  "' OR '1'='1",
  "1; DROP TABLE user; --",
  "'); DELETE FROM inquiry; --",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "{{7*7}}",
  "${7*7}",
  "constructor",
  "__proto__",
  "prototype",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-1",
  "0",
  "-0",
  "1.5",
  "1e309",
  "0x10",
  "99999999999999999999999",
  "2147483648",
  "9007199254740993",
  "[]",
  "{}",
  "../../etc/passwd",
  "..",
  ".",
  "//evil.example",
  "/\\evil.example",
  "https://evil.example/",
  "\u202Eevil\u202C",
  "\u05E9\u05DC\u05D5\u05DD \u0645\u0631\u062D\u0628\u0627",
  "👨‍👩‍👧‍👦🛞",
  "\uD800",
  "\uDFFF",
  "a\uD83Dz",
  "\uFEFF",
  "\u200B",
  "\u0000",
  "a\u0000b",
  "\u0007\u001b[31m",
  "\r\n",
  "\r\nSet-Cookie: x=1",
  "\t",
  "\u0085\u2028\u2029",
  "ǅ\u0130ß",
  "Michelin",
  "michelin",
  "315/80R22.5",
  "summer",
  "truck",
];

/** Any text: hand-picked nasties, every code point (lone surrogates included), and long runs. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.array(fc.constantFrom(...NASTY), { minLength: 2, maxLength: 5 }).map((parts) => parts.join("")) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom("a", "9", "%", "é", "🛞", "\\"), fc.integer({ min: 201, max: 3000 })).map(([c, n]) => c.repeat(n)) },
);

/** A JSON value of any type, for fields that expect text or numbers. */
export const hostileJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, 49, 50, 100_000) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.array(hostileText, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom("__proto__", "constructor", "a", "$gt", "toString"), hostileText, { maxKeys: 2 }) },
);

/**
 * A query-string value as it goes on the wire: mostly percent-encoded text, sometimes raw bytes
 * that are not valid percent-encoding (`%`, `%Z`, a cut UTF-8 sequence, an encoded surrogate),
 * `+` for spaces, or `&`/`=`/`#` that split it.
 */
export const wireValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: hostileText.map((text) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, "\uFFFD"))) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "%",
      "%%",
      "%Z",
      "%zz",
      "%E0%A4%A",
      "%C0%AF",
      "%ED%A0%80",
      "%FF%FE",
      "%2",
      "+",
      "a+b",
      "%2B",
      "%26%3D",
      "&=",
      "=&=",
      "%25%32%35",
      "%EF%BB%BF",
      "%u0041",
      "#frag",
      "%23",
      "%0A",
      "%0D%0A",
    ),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(hostileText, fc.constantFrom("%", "%Z", "%E0%A4"))
      .map(([text, broken]) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, "")) + broken),
  },
);

/**
 * A whole query string (without `?`) over the given parameter names plus unknown ones, with
 * repeated names, empty names and values, and names that are not well encoded either.
 */
export function hostileQuery(names: readonly string[]): fc.Arbitrary<string> {
  const name = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...(names.length ? names : ["q"])) },
    { weight: 1, arbitrary: fc.constantFrom("", "__proto__", "constructor", "a[b]", "%", "%ZZ", "q%00", "Q") },
    { weight: 1, arbitrary: wireValue },
  );
  const pair = fc.oneof(
    { weight: 8, arbitrary: fc.tuple(name, wireValue).map(([k, v]) => `${k}=${v}`) },
    { weight: 1, arbitrary: name },
    { weight: 1, arbitrary: fc.constantFrom("", "=", "==", "&") },
  );
  return fc.array(pair, { maxLength: 6 }).map((pairs) => pairs.join("&"));
}

/** A path segment as it goes on the wire: encoded text or malformed encoding. */
export const wireSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: wireValue.filter((v) => v !== "" && !v.includes("#")) },
  { weight: 1, arbitrary: fc.constantFrom("..", ".", "%2F", "%2E%2E", "%5C", "x.data", "_root.data", "index", "~", "%20") },
);

/** A form body (urlencoded) with the given field names and hostile values, fields repeated or missing. */
export function hostileForm(names: readonly string[], fixed: Record<string, fc.Arbitrary<string>> = {}): fc.Arbitrary<string> {
  const field = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...names) },
    { weight: 1, arbitrary: fc.constantFrom("", "__proto__", "intent", "redirectTo", "_data", "%ZZ") },
  );
  const pairs = fc.array(
    fc.tuple(field, wireValue).map(([k, v]) => `${encodeURIComponent(k)}=${v}`),
    { maxLength: 8 },
  );
  const fixedPairs = fc.record(fixed).map((values) => Object.entries(values).map(([k, v]) => `${k}=${encodeURIComponent(v)}`));
  return fc.tuple(fixedPairs, pairs).map(([a, b]) => [...a, ...b].join("&"));
}

/** Content types a page form or an API must refuse or survive. */
export const wrongContentType = fc.constantFrom(
  "application/json",
  "text/plain",
  "text/plain;charset=utf-8",
  "application/xml",
  "application/octet-stream",
  "multipart/form-data",
  "multipart/form-data; boundary=",
  "application/x-www-form-urlencoded; charset=utf-7",
  "application/json; charset=latin1",
  "*/*",
  "",
);

/** A body of the wrong shape: JSON of any type, broken JSON, text. */
export const wrongBody: fc.Arbitrary<string> = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value) ?? "null"),
  fc.constantFrom("{", "[", '{"a":', "null", "0", '"x"', "\u0000", "", '{"__proto__":{"admin":true}}', "a=1&a=2"),
  hostileText,
);

/** A client address for X-Forwarded-For (the app trusts it from loopback), so the per-address auth limits do not mask what is behind them. */
export const clientAddress = fc
  .tuple(fc.integer({ min: 1, max: 254 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 1, max: 254 }))
  .map(([a, b, c]) => `10.${a}.${b}.${c}`);
