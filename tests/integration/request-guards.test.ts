// Hostile requests against the real app on each database: refused
// with a 4xx and a reason before any route runs, and nothing is written.
import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../support/test-database";
import { useApi } from "../support/test-server";

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request with exactly the method, headers and body given (fetch refuses TRACE and sets lengths itself). */
function send(baseUrl: string, method: string, path: string, headers: Record<string, string> = {}, body?: Buffer | string): Promise<Answer> {
  return new Promise((ok, fail) => {
    const req = request(baseUrl + path, { method, headers }, (res) => {
      let text = "";
      res.on("data", (c) => (text += c));
      res.on("end", () => ok({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    // The server may answer before it reads a large body and close; that is the point.
    req.on("error", (error: NodeJS.ErrnoException) => (error.code === "EPIPE" || error.code === "ECONNRESET" ? undefined : fail(error)));
    if (body !== undefined) req.write(body);
    req.end();
  });
}

describe.each(TEST_DIALECTS)("request guards on %s", (dialect) => {
  const users = async () =>
    Number(
      (
        await api.database.db
          .selectFrom("user" as never)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirst()
      )?.n ?? 0,
    );

  const api = useApi(dialect);
  /** A JSON body straight to better-auth's sign-up endpoint, from this site. */
  const postSignUp = (body: string) =>
    send(
      api.baseUrl,
      "POST",
      "/api/auth/sign-up/email",
      { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(body)), Origin: api.baseUrl },
      body,
    );

  it("answers TRACE with 405 and the methods it speaks", async () => {
    const answer = await send(api.baseUrl, "TRACE", "/api/tyres");
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    expect(JSON.parse(answer.body).error).toBe("method TRACE is not allowed");
  });

  it.each(["/api/tyres?brand=a%00b", "/api/tyres?q=a%00b", "/api/suggest?q=%00", "/api/filters?pattern=%00"])(
    "answers a NUL character in %s with 400",
    async (path) => {
      const answer = await send(api.baseUrl, "GET", path);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body).error).toBe("a request may not contain NUL characters");
    },
  );

  it("refuses a sign-up body over 16 KiB with 413 and stores no account", async () => {
    const before = await users();
    const body = JSON.stringify({ name: "x".repeat(40_000), email: "big@example.com", password: "long-enough-password" });
    const answer = await postSignUp(body);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error).toBe("request body too large (at most 16 KiB)");
    expect(await users()).toBe(before);
  });

  it.each([
    ["a 15,000-character name", "x".repeat(15_000), "The name is too long."],
    ["a NUL in the name", "Ana\u0000Buyer", "The name may not contain control characters."],
  ])("refuses a sign-up with %s through better-auth's own endpoint (400) and stores no account", async (_what, name, message) => {
    const before = await users();
    const body = JSON.stringify({ name, email: `capped-${before}@example.com`, password: "long-enough-password" });
    const answer = await postSignUp(body);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ code: "INVALID_INPUT", message });
    expect(await users()).toBe(before);
  });

  it("refuses a sign-in body sent in chunks without a length with 411", async () => {
    const answer = await send(
      api.baseUrl,
      "POST",
      "/api/auth/sign-in/email",
      { "Content-Type": "application/json", "Transfer-Encoding": "chunked", Origin: api.baseUrl },
      '{"email":"a@b.c"}',
    );
    expect(answer.status).toBe(411);
  });

  it("never takes the Host header's word for this site's origin", async () => {
    const body = JSON.stringify({ email: "someone@example.com", password: "whatever-password" });
    const headers = {
      "Content-Type": "application/json",
      "Content-Length": String(Buffer.byteLength(body)),
      Host: "evil.example",
      Origin: "http://evil.example",
    };
    const answer = await send(api.baseUrl, "POST", "/api/auth/sign-in/email", headers, body);
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body).error).toBe("cross-site request refused");
  });

  it("still signs up a buyer with an ordinary body", async () => {
    const before = await users();
    const body = JSON.stringify({ name: "Ordinary Buyer", email: "ordinary@example.com", password: "long-enough-password" });
    const answer = await postSignUp(body);
    expect(answer.status).toBe(200);
    expect(await users()).toBe(before + 1);
  });
});
