import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { requestUrlOf, type UrlFacts } from "./request-url";

const facts = (changes: Partial<UrlFacts>): UrlFacts => ({
  target: "/search?q=michelin",
  host: "shop.example:3000",
  forwardedHost: undefined,
  forwardedProto: undefined,
  encrypted: false,
  ...changes,
});

describe("requestUrlOf", () => {
  it.each([
    ["a plain request", facts({}), "http://shop.example:3000/search?q=michelin"],
    ["a TLS connection", facts({ encrypted: true, host: "shop.example" }), "https://shop.example/search?q=michelin"],
    ["a proxy's https", facts({ forwardedProto: "https", host: "shop.example" }), "https://shop.example/search?q=michelin"],
    [
      "a proxy's list, first value",
      facts({ forwardedProto: "HTTPS, http", forwardedHost: "www.shop.example, inner" }),
      "https://www.shop.example/search?q=michelin",
    ],
    ["an IPv4 host", facts({ host: "127.0.0.1:8080" }), "http://127.0.0.1:8080/search?q=michelin"],
    ["an IPv6 host", facts({ host: "[::1]:3000" }), "http://[::1]:3000/search?q=michelin"],
    ["the highest port", facts({ host: "a:65535" }), "http://a:65535/search?q=michelin"],
    ["a host name with an underscore", facts({ host: "app_1" }), "http://app_1/search?q=michelin"],
    ["no Host (HTTP/1.0)", facts({ host: undefined }), "http://fallback.example/search?q=michelin"],
    ["a path that starts with two slashes", facts({ target: "//evil.example/x" }), "http://shop.example:3000//evil.example/x"],
  ])("reads %s", (_what, given, href) => {
    const result = requestUrlOf(given, "fallback.example");
    expect(result).toEqual({ ok: true, url: new URL(href) });
  });

  const target = "the request target must be a path such as /search";
  const host = "the Host header must be a host name or address, with a port up to 65535";
  it.each([
    ["an absolute-form target", facts({ target: "http://evil.example/x" }), target],
    ["an asterisk-form target", facts({ target: "*" }), target],
    ["a port past 65535", facts({ host: "a:99999999999" }), host],
    ["a port of 65536", facts({ host: "a:65536" }), host],
    ["a space in the host", facts({ host: "a b" }), host],
    ["an unclosed IPv6 bracket", facts({ host: "[::1" }), host],
    ["a bracket that holds no IPv6 address", facts({ host: "[1:2:3]" }), host],
    ["an IPv4 address past 255", facts({ host: "1.2.3.999" }), host],
    ["a dotted number that is no IPv4 address", facts({ host: "09.1.1.1" }), host],
    ["a punycode label that decodes to nothing", facts({ host: "xn--zz" }), host],
    ["a user in the host", facts({ host: "user@shop.example" }), host],
    ["a path in the host", facts({ host: "shop.example/x" }), host],
    ["an empty port", facts({ host: "shop.example:" }), host],
    ["an escaped space in the host", facts({ host: "a%20b" }), host],
    ["a proxy's host with a space", facts({ forwardedHost: "a b" }), "the X-Forwarded-Host header must be a host name or address, with a port up to 65535"],
    ["a proxy's scheme with a space", facts({ forwardedProto: "a b" }), "X-Forwarded-Proto must be http or https"],
    ["a proxy's scheme that is not http", facts({ forwardedProto: "javascript" }), "X-Forwarded-Proto must be http or https"],
  ])("refuses %s with its reason", (_what, given, error) => {
    expect(requestUrlOf(given, "fallback.example")).toEqual({ ok: false, error });
  });

  it("gives a URL whenever it says yes, and says no whenever URL's parser would throw (any host, any path)", () => {
    const hostText = fc.stringMatching(/^[a-z0-9_.:[\]-]{1,20}$/);
    const pathText = fc.string({ maxLength: 30 }).map((rest) => `/${rest}`);
    fc.assert(
      fc.property(hostText, pathText, fc.boolean(), (host, target, encrypted) => {
        const result = requestUrlOf(facts({ host, target, encrypted }), "fallback.example");
        const href = `${encrypted ? "https" : "http"}://${host}${target}`;
        if (result.ok) expect(result.url.href).toBe(new URL(href).href);
        else expect(URL.canParse(href) && /^(?:\[[0-9a-f:.]+\]|[a-z0-9_](?:[a-z0-9_.-]*[a-z0-9_])?\.?)(?::\d{1,5})?$/i.test(host)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});
