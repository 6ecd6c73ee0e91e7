// The Content-Security-Policy of every response (decision 100). A response
// rendered for one visitor allows its inline scripts by that response's nonce. A page the render
// cache keeps is the same bytes for every visitor (decision 090), so a nonce in it would be known
// to all: it carries none, and its policy allows its inline scripts by their SHA-256 hashes.
import { createHash, randomBytes } from "node:crypto";

/** What a page's render needs to know of its policy (passed in the load context). */
export interface PageCsp {
  /** This response's nonce, or null when the page is rendered to be kept and allows scripts by hash. */
  nonce: string | null;
  /** Origins a form may be sent to besides this site (Google's sign-in without JavaScript is a form post answered with a redirect there). */
  formActions: readonly string[];
}

export interface PolicyOptions {
  nonce?: string | null;
  /** 'sha256-...' sources of the page's inline scripts. */
  scriptHashes?: readonly string[];
  formActions?: readonly string[];
}

export function newNonce(): string {
  return randomBytes(18).toString("base64");
}

export function contentSecurityPolicy(options: PolicyOptions = {}): string {
  const scripts = [...(options.nonce ? [`'nonce-${options.nonce}'`] : []), ...(options.scriptHashes ?? [])];
  return [
    "default-src 'self'",
    // This site's files and the page's own inline scripts, nothing else ('unsafe-inline' never).
    ["script-src 'self'", ...scripts].join(" "),
    // React sets style attributes and the toasts add a style element; styles run no code.
    "style-src 'self' 'unsafe-inline'",
    // Catalogue images may live elsewhere (an imported file names them); Google avatars do.
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    ["form-action 'self'", ...(options.formActions ?? [])].join(" "),
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Inline scripts of an HTML page: the text between <script ...> and </script>, as the browser hashes it. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(match[1] ?? "")) continue;
    scripts.push(match[2] ?? "");
  }
  return scripts;
}

/** The 'sha256-...' sources that allow exactly the page's inline scripts. */
export function scriptHashes(html: string): string[] {
  return [...new Set(inlineScripts(html).map((script) => `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`))];
}
