import { describe, expect, it } from "vitest";
import { chooseContentCoding } from "../../app/http/content-coding";
import { cacheKeyOf, etagMatches, hasSessionCookie, isCacheableResponse } from "./cache-policy";

const anonymous = { method: "GET", cookie: undefined, authorization: undefined };

describe("cacheKeyOf", () => {
  it.each([
    ["/", "/"],
    ["/summer-offers?vehicleType=truck", "/summer-offers?vehicleType=truck"],
    ["/search.data?q=michelin&_routes=routes%2Fsearch", "/search.data?q=michelin&_routes=routes%2Fsearch"],
    ["/tyres/summer/truck/Michelin/X%20Multi%20D?size=315%2F80R22.5", "/tyres/summer/truck/Michelin/X%20Multi%20D?size=315%2F80R22.5"],
    ["/tyres/winter", "/tyres/winter"],
    ["/tyres/size", "/tyres/size"],
    ["/tyres/size/315-80r22.5?season=winter&sort=price-asc", "/tyres/size/315-80r22.5?season=winter&sort=price-asc"],
    ["/tyres/size/315-80r22.5.data?brand=michelin", "/tyres/size/315-80r22.5.data?brand=michelin"],
    ["/buy-now?tyre=3&quantity=200", "/buy-now?tyre=3&quantity=200"],
    // Each language under its own URL (decision 295).
    ["/fr", "/fr"],
    ["/ar/_root.data", "/ar/_root.data"],
    ["/es/summer-offers?vehicleType=truck", "/es/summer-offers?vehicleType=truck"],
    ["/pt/tyres/size/315-80r22.5.data?brand=michelin", "/pt/tyres/size/315-80r22.5.data?brand=michelin"],
    ["/api/tyres?q=315", "/api/tyres?q=315"],
    ["/api/tyres/12", "/api/tyres/12"],
    ["/api/suggest?q=mi", "/api/suggest?q=mi"],
    ["/sitemap.xml", "/sitemap.xml"],
    ["/robots.txt", "/robots.txt"],
  ])("keeps the public %s", (url, key) => {
    expect(cacheKeyOf({ ...anonymous, url })).toBe(key);
  });

  it.each([
    ["/login"],
    ["/fr/login"],
    ["/de/summer-offers"],
    ["/register?redirectTo=/buy-now"],
    ["/reset-password?token=secret"],
    ["/forgot-password"],
    ["/logout"],
    ["/api/auth/get-session"],
    ["/api/send-email"],
    ["/healthz"],
    ["/readyz"],
    ["/tyre_data.json"],
    ["/assets/entry.client-abc.js"],
    ["/tyres/a/b"],
    ["/api/tyres/abc"],
    [`/search?q=${"x".repeat(2100)}`],
    ["search"],
  ])("renders %s every time", (url) => {
    expect(cacheKeyOf({ ...anonymous, url })).toBeNull();
  });

  it.each([
    ["POST", undefined, undefined],
    ["DELETE", undefined, undefined],
    ["GET", "tyres.session_token=abc.def", undefined],
    ["GET", "theme=dark; tyres.session_token=abc", undefined],
    ["GET", "__Secure-tyres.session_token=abc", undefined],
    ["GET", "tyres.session_data=xyz", undefined],
    ["GET", undefined, "Bearer token"],
  ])("leaves %s with cookie %s and authorization %s to the app", (method, cookie, authorization) => {
    expect(cacheKeyOf({ method, url: "/", cookie, authorization })).toBeNull();
  });

  it.each<[string, string | undefined, string | null]>([
    ["no cookie: the catalogue's entry", undefined, "/summer-offers"],
    ["the catalogue's own code: the same entry", "currency=EUR", "/summer-offers"],
    ["USD: its own entry", "theme=dark; currency=USD", "/summer-offers#currency=USD"],
    ["usd in lower case: the same entry as USD", "currency= usd", "/summer-offers#currency=USD"],
    ["CLP", "currency=CLP; tyres_flash=signup", "/summer-offers#currency=CLP"],
    ["junk: rendered fresh, never kept", "currency=%3Cscript%3E", null],
    ["a three-letter code ISO 4217 does not list: rendered fresh", "currency=ZZZ", null],
    ["a metal, no money: rendered fresh", "currency=XAU", null],
  ])("keys the remembered currency, %s", (_, cookie, key) => {
    expect(cacheKeyOf({ ...anonymous, url: "/summer-offers", cookie })).toBe(key);
  });

  it("keys a URL that names its own ?currency= by the URL alone: the parameter wins over the cookie", () => {
    expect(cacheKeyOf({ ...anonymous, url: "/summer-offers?currency=GBP", cookie: "currency=USD" })).toBe("/summer-offers?currency=GBP");
    expect(cacheKeyOf({ ...anonymous, url: "/summer-offers?currency=GBP", cookie: "currency=junk!" })).toBe("/summer-offers?currency=GBP");
  });

  it("answers HEAD from the same entry as GET, and ignores cookies that are not a session's", () => {
    expect(cacheKeyOf({ ...anonymous, method: "HEAD", url: "/" })).toBe("/");
    expect(cacheKeyOf({ ...anonymous, url: "/", cookie: "tyres_flash=signup" })).toBe("/");
  });
});

describe("hasSessionCookie", () => {
  it.each([
    ["tyres.session_token=a", true],
    ["a=1; __Secure-tyres.session_token=a", true],
    ["tyres_flash=signup", false],
    ["mytyres.session=a", false],
    [undefined, false],
  ])("%s -> %s", (cookie, expected) => {
    expect(hasSessionCookie(cookie)).toBe(expected);
  });
});

describe("isCacheableResponse", () => {
  const ok = { status: 200, setCookie: undefined, cacheControl: undefined, contentType: "text/html; charset=utf-8", bodyBytes: 1000 };
  it.each([
    ["a plain 200 page", ok, true],
    ["a public cache-control", { ...ok, cacheControl: "public, max-age=3600" }, true],
    ["a 404", { ...ok, status: 404 }, false],
    ["a redirect", { ...ok, status: 302 }, false],
    ["a 503", { ...ok, status: 503 }, false],
    ["one that sets a cookie", { ...ok, setCookie: ["a=b"] }, false],
    ["a private one", { ...ok, cacheControl: "private, no-store" }, false],
    ["a no-cache one", { ...ok, cacheControl: "no-cache" }, false],
    ["one without a content type", { ...ok, contentType: undefined }, false],
    ["an empty body", { ...ok, bodyBytes: 0 }, false],
    ["a body over 2 MiB", { ...ok, bodyBytes: 3 * 1024 * 1024 }, false],
  ])("%s -> %s", (_what, response, expected) => {
    expect(isCacheableResponse(response)).toBe(expected);
  });
});

describe("chooseContentCoding", () => {
  it.each([
    [undefined, "identity"],
    ["", "identity"],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0", "identity"],
    ["*", "gzip"],
    ["deflate", "identity"],
    ["BR", "br"],
  ])("%s -> %s", (header, coding) => {
    expect(chooseContentCoding(header)).toBe(coding);
  });
});

describe("etagMatches", () => {
  it.each([
    ['"r1-abc"', '"r1-abc"', true],
    ['W/"r1-abc"', '"r1-abc"', true],
    ['"x", "r1-abc"', '"r1-abc"', true],
    ["*", '"r1-abc"', true],
    ['"r2-abc"', '"r1-abc"', false],
    [undefined, '"r1-abc"', false],
  ])("If-None-Match %s against %s -> %s", (header, etag, expected) => {
    expect(etagMatches(header, etag)).toBe(expected);
  });
});
