import { describe, expect, it } from "vitest";
import { AUTH_URL_LIMIT, FORM_BODY_LIMIT_BYTES, refusalFor, type RequestFacts } from "./request-guards";
import { STOCK_FEED_LIMIT_BYTES } from "../app/admin/stock-feed-limit";

const get = (url: string): RequestFacts => ({ method: "GET", url, contentType: undefined, contentLength: undefined, transferEncoding: undefined });
const post = (url: string, contentType: string | undefined, contentLength: string | undefined, transferEncoding?: string): RequestFacts => ({
  method: "POST",
  url,
  contentType,
  contentLength,
  transferEncoding,
});

describe("refusalFor", () => {
  it.each([
    ["a page", get("/summer-offers?vehicleType=truck")],
    ["a search", get("/search?q=315%2F80")],
    ["a login form", post("/login", "application/x-www-form-urlencoded", "60")],
    ["a multipart form", post("/register", "multipart/form-data; boundary=x", "300")],
    ["a navigation's form", post("/login.data", "application/x-www-form-urlencoded;charset=UTF-8", "60")],
    ["a JSON sign-in", post("/api/auth/sign-in/email", "application/json", "80")],
    ["an inquiry of 60 KiB (its own limit)", post("/api/send-email", "application/json", String(60 * 1024))],
    ["a form at the limit", post("/login", "application/x-www-form-urlencoded", String(FORM_BODY_LIMIT_BYTES))],
    ["a freight rate sheet of 1 MiB", post("/admin/freight", "multipart/form-data; boundary=x", String(1024 * 1024))],
    ["a stock feed of 16 MiB posted to the API", post("/api/stock-feed", "text/csv", String(STOCK_FEED_LIMIT_BYTES))],
    ["a stock feed of 10 MiB uploaded in the back office", post("/admin/stock", "multipart/form-data; boundary=x", String(10 * 1024 * 1024))],
    ["an empty logout", post("/logout", undefined, "0")],
    ["OPTIONS", { ...get("/"), method: "OPTIONS" }],
    ["a tab in a search", get("/search?q=a%09b")],
    ["a sign-in callback at the limit", get(`/api/auth/callback/google?code=${"c".repeat(AUTH_URL_LIMIT - "/api/auth/callback/google?code=".length)}`)],
    ["a long search (not a sign-in address)", get(`/search?q=${"%C3%A9".repeat(2000)}`)],
  ])("lets %s through", (_what, request) => {
    expect(refusalFor(request)).toBeNull();
  });

  it.each([
    ["TRACE", { ...get("/"), method: "TRACE" }, 405],
    ["CONNECT", { ...get("/"), method: "CONNECT" }, 405],
    ["a NUL in a filter", get("/api/tyres?brand=a%00b"), 400],
    ["a NUL in a search", get("/search?q=a%00b"), 400],
    ["a NUL in a path", get("/tyres/summer/truck/a%00/b"), 400],
    ["a tab in a path", get("/%09/1.52147483648/&="), 400],
    ["a line break in a path", get("/tyres/summer/truck/a%0Ab/c"), 400],
    ["DEL in a path", get("/a%7f"), 400],
    ["a 30 MB sign-up", post("/api/auth/sign-up/email", "application/json", String(30 * 1024 * 1024)), 413],
    ["a form over the limit", post("/register", "application/x-www-form-urlencoded", String(FORM_BODY_LIMIT_BYTES + 1)), 413],
    ["a freight rate sheet over 1 MiB", post("/admin/freight.data", "multipart/form-data; boundary=x", String(1024 * 1024 + 1)), 413],
    ["a stock feed over 16 MiB", post("/api/stock-feed", "text/csv", String(STOCK_FEED_LIMIT_BYTES + 1)), 413],
    ["a chunked sign-in without a length", post("/api/auth/sign-in/email", "application/json", undefined, "chunked"), 411],
    ["JSON posted to a page form", post("/login", "application/json", "40"), 415],
    ["text posted to a page form", post("/reset-password", "text/plain", "40"), 415],
    ["a form without a type", post("/forgot-password", undefined, "40"), 415],
    ["a sign-in callback past the limit", get(`/api/auth/oauth2/callback/google?error=${"%C3%A9".repeat(1000)}`), 414],
    ["a sign-in post with a long address", post(`/api/auth/sign-in/social?x=${"a".repeat(AUTH_URL_LIMIT)}`, "application/json", "20"), 414],
  ])("refuses %s with %i", (_what, request, status) => {
    const refusal = refusalFor(request);
    expect(refusal?.status).toBe(status);
    expect(refusal?.error.length).toBeGreaterThan(10);
  });

  it("names the allowed methods when it refuses one", () => {
    expect(refusalFor({ ...get("/"), method: "TRACE" })?.headers?.Allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
  });
});
