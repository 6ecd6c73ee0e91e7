import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScripts, newNonce, scriptHashes } from "./content-security-policy.server";

const directive = (policy: string, name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `));
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("contentSecurityPolicy", () => {
  it("allows scripts by this response's nonce, never 'unsafe-inline', and forbids framing", () => {
    const policy = contentSecurityPolicy({ nonce: "abc123", formActions: ["https://accounts.google.com"] });
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'nonce-abc123'");
    expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(policy, "object-src")).toBe("object-src 'none'");
    expect(directive(policy, "base-uri")).toBe("base-uri 'none'");
    expect(directive(policy, "form-action")).toBe("form-action 'self' https://accounts.google.com");
  });

  it("allows a kept page's inline scripts by hash, and none at all without nonce or hashes", () => {
    expect(directive(contentSecurityPolicy({ scriptHashes: ["'sha256-a'", "'sha256-b'"] }), "script-src")).toBe("script-src 'self' 'sha256-a' 'sha256-b'");
    expect(directive(contentSecurityPolicy({ nonce: null }), "script-src")).toBe("script-src 'self'");
  });

  it("makes a new nonce for every response", () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
  });
});

describe("scriptHashes", () => {
  const page =
    '<html><head><script type="module" src="/assets/x.js"></script></head><body>' +
    '<script>window.__ctx = {"a":"é"};</script><script type="module">import("/assets/entry.js");</script>' +
    "<SCRIPT>console.log(1)</SCRIPT ><script>console.log(1)</script></body></html>";

  it("finds the inline scripts as the browser hashes them, skipping scripts with a src", () => {
    expect(inlineScripts(page)).toEqual(['window.__ctx = {"a":"é"};', 'import("/assets/entry.js");', "console.log(1)", "console.log(1)"]);
  });

  it("hashes each distinct inline script once", () => {
    expect(scriptHashes(page)).toEqual([sha256('window.__ctx = {"a":"é"};'), sha256('import("/assets/entry.js");'), sha256("console.log(1)")]);
    expect(scriptHashes('{"html":"no scripts"}')).toEqual([]);
  });
});
