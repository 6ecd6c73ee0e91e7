import { describe, expect, it } from "vitest";
import { currencyCodeOf, currencyCookie, currencyCookieOf } from "./currency-cookie";

describe("currencyCookieOf", () => {
  it.each<[string | undefined, string | null]>([
    [undefined, null],
    ["", null],
    ["currency=USD", "USD"],
    ["theme=dark; currency=clp; tyres_flash=signup", "clp"],
    ["mycurrency=GBP", null],
    ["currency_old=GBP; currency=XOF", "XOF"],
    ["currency=", ""],
    ["currency=%3Cscript%3E", "%3Cscript%3E"],
    ["tyres.session_token=abc", null],
  ])("reads %j as %j", (header, expected) => expect(currencyCookieOf(header)).toBe(expected));
});

describe("currencyCodeOf", () => {
  it.each<[string | null, string | null]>([
    ["USD", "USD"],
    [" usd ", "USD"],
    ["clp", "CLP"],
    [null, null],
    ["", null],
    ["US", null],
    ["USDX", null],
    ["U$D", null],
    ["%3Cscript%3E", null],
  ])("reads %j as %j", (value, expected) => expect(currencyCodeOf(value)).toBe(expected));
});

it("remembers a code for a year on every path, Secure on HTTPS", () => {
  expect(currencyCookie("USD", false)).toBe("currency=USD; Path=/; Max-Age=31536000; SameSite=Lax");
  expect(currencyCookie("CLP", true)).toBe("currency=CLP; Path=/; Max-Age=31536000; SameSite=Lax; Secure");
});
