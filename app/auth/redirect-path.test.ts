import { describe, expect, it } from "vitest";
import { loginHref, safeRedirectPath } from "./redirect-path";

describe("safeRedirectPath", () => {
  it.each([
    ["/buy-now?size=315", "/buy-now?size=315"],
    ["/tyres/summer/truck/Michelin/X%20Multi#specs", "/tyres/summer/truck/Michelin/X%20Multi#specs"],
    ["https://evil.example/", "/"],
    ["//evil.example/x", "/"],
    ["/\\evil.example", "/"],
    // Paths that only become "//host" once normalised.
    ["/..//evil.example", "/"],
    ["/./%2F/evil.example", "/"],
    ["/.//evil.example/x", "/"],
    ["/a/../..//evil.example", "/"],
    ["/\tevil", "/"],
    ["javascript:alert(1)", "/"],
    ["buy-now", "/"],
    ["/login", "/"],
    ["/register?redirectTo=/x", "/"],
    ["", "/"],
    [undefined, "/"],
  ])("%s -> %s", (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });
});

describe("loginHref", () => {
  it("carries the page to come back to", () => {
    expect(loginHref("/search?q=michelin")).toBe("/login?redirectTo=%2Fsearch%3Fq%3Dmichelin");
    expect(loginHref("/")).toBe("/login");
    expect(loginHref("//evil.example")).toBe("/login");
  });
});
