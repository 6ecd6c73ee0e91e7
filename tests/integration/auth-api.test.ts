// The accounts API (better-auth at /api/auth) on SQLite and PostgreSQL: sign-up, sign-in,
// sessions in the database, cookies, rate limits, no account enumeration, Origin checks.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { RATE_LIMIT_RULES } from "../../app/auth/auth.server";
import { RESET_MAIL_PER_RECIPIENT } from "../../app/auth/reset-mail-limit.server";
import { AuthClient, startAuthServer, type AuthTestServer } from "../support/auth-client";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";

let counter = 0;
const uniqueEmail = () => `buyer${++counter}-${Date.now()}@example.com`;
/** Each test speaks from its own address (the server trusts X-Forwarded-For from loopback). */
const freshIp = () => `10.0.${Math.floor(counter / 200)}.${(counter++ % 200) + 1}`;

describe.each(TEST_DIALECTS)("accounts API on %s", (dialect) => {
  let database: TestDatabase;
  let server: AuthTestServer;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    server = await startAuthServer(database);
  });
  afterAll(async () => {
    await server?.close();
    await database?.destroy();
  });

  async function signUp(client: AuthClient, email: string, password = "correct horse 1", ip = freshIp()) {
    return client.post("/api/auth/sign-up/email", { name: "Ana Buyer", email, password }, { "x-forwarded-for": ip });
  }

  it("signs up, keeps the session in the database, and signs out", async () => {
    const client = new AuthClient(server.baseUrl);
    const email = uniqueEmail();
    const res = await signUp(client, email);
    expect(res.status).toBe(200);
    const session = await (await client.get("/api/auth/get-session")).json();
    expect(session.user).toMatchObject({ email, name: "Ana Buyer" });
    const rows = await sql<{ n: number }>`select count(*) as n from "session" s join "user" u on u.id = s."userId" where u.email = ${email}`.execute(
      database.db,
    );
    expect(Number(rows.rows[0]!.n)).toBe(1);

    expect((await client.post("/api/auth/sign-out", {})).status).toBe(200);
    expect(await (await client.get("/api/auth/get-session")).json()).toBeNull();
  });

  it("shares sessions between two app servers on the same database", async () => {
    const other = await startAuthServer(database);
    try {
      const client = new AuthClient(server.baseUrl);
      await signUp(client, uniqueEmail());
      const elsewhere = new AuthClient(other.baseUrl);
      elsewhere.cookies = client.cookies;
      const session = await (await elsewhere.get("/api/auth/get-session")).json();
      expect(session?.user?.name).toBe("Ana Buyer");
    } finally {
      await other.close();
    }
  });

  it("stores a password hash, never the password", async () => {
    const email = uniqueEmail();
    await signUp(new AuthClient(server.baseUrl), email, "my secret tyres");
    const { rows } = await sql<{ password: string }>`select a.password from "account" a join "user" u on u.id = a."userId" where u.email = ${email}`.execute(
      database.db,
    );
    expect(rows[0]!.password).not.toContain("my secret tyres");
    expect(rows[0]!.password).toMatch(/^[0-9a-f]+:[0-9a-f]+$/);
  });

  it("sets the session cookie HttpOnly and SameSite=Lax, without Secure on plain http", async () => {
    const res = await signUp(new AuthClient(server.baseUrl), uniqueEmail());
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("tyres.session_token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it("marks the session cookie Secure when PUBLIC_URL is https", async () => {
    const secure = await startAuthServer(database, { PUBLIC_URL: "https://shop.example" });
    try {
      const client = new AuthClient(secure.baseUrl, "https://shop.example");
      const res = await signUp(client, uniqueEmail());
      expect(res.status).toBe(200);
      const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token="));
      expect(cookie).toMatch(/^__Secure-tyres\.session_token=/);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
    } finally {
      await secure.close();
    }
  });

  it("answers an unknown e-mail and a wrong password alike", async () => {
    const email = uniqueEmail();
    await signUp(new AuthClient(server.baseUrl), email);
    const ip = freshIp();
    const wrongPassword = await new AuthClient(server.baseUrl).post(
      "/api/auth/sign-in/email",
      { email, password: "not the password" },
      { "x-forwarded-for": ip },
    );
    const unknownEmail = await new AuthClient(server.baseUrl).post(
      "/api/auth/sign-in/email",
      { email: uniqueEmail(), password: "not the password" },
      { "x-forwarded-for": ip },
    );
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(await wrongPassword.json()).toEqual(await unknownEmail.json());
  });

  it("answers 429 after repeated failed sign-ins from one address, counted in the database", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await new AuthClient(server.baseUrl).post(
        "/api/auth/sign-in/email",
        { email: uniqueEmail(), password: "wrong password" },
        { "x-forwarded-for": ip },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const { rows } = await sql<{ key: string }>`select "key" from "rateLimit" where "key" like ${ip + "%"}`.execute(database.db);
    expect(rows.map((r) => r.key)).toContain(`${ip}|/sign-in/email`);
    // Another address is not affected.
    const other = await new AuthClient(server.baseUrl).post(
      "/api/auth/sign-in/email",
      { email: uniqueEmail(), password: "wrong password" },
      { "x-forwarded-for": freshIp() },
    );
    expect(other.status).toBe(401);
  });

  it("answers 429 after repeated sign-ups from one address", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await signUp(new AuthClient(server.baseUrl), uniqueEmail(), "short", ip)).status);
    expect(statuses.slice(0, 5).every((s) => s === 400)).toBe(true);
    expect(statuses[5]).toBe(429);
  });

  it.each([
    ["/sign-up/email", () => ({ name: "Ana Buyer", email: uniqueEmail(), password: "correct horse 1" })],
    ["/sign-in/email", () => ({ email: uniqueEmail(), password: "wrong password" })],
    ["/request-password-reset", () => ({ email: uniqueEmail(), redirectTo: "/reset-password" })],
  ] as Array<[keyof typeof RATE_LIMIT_RULES, () => { email: string }]>)(
    "lets exactly the limit of 50 simultaneous requests to %s through from one address (decision 192)",
    async (path, body) => {
      const ip = freshIp();
      const bodies = Array.from({ length: 50 }, () => body());
      const responses = await Promise.all(bodies.map((b) => new AuthClient(server.baseUrl).post(`/api/auth${path}`, b, { "x-forwarded-for": ip })));
      const passed = responses.filter((res) => res.status !== 429);
      expect(passed).toHaveLength(RATE_LIMIT_RULES[path].max);
      expect(passed.every((res) => res.status < 500)).toBe(true);
      // The refused say how long the window has left: at most the rule's window, in whole seconds.
      const waits = responses.filter((res) => res.status === 429).map((res) => Number(res.headers.get("x-retry-after")));
      expect(waits.every((wait) => Number.isInteger(wait) && wait >= 1 && wait <= RATE_LIMIT_RULES[path].window)).toBe(true);
      if (path === "/sign-up/email") {
        const emails = bodies.map((b) => b.email);
        const created = await database.db
          .selectFrom("user" as never)
          .select("email" as never)
          .where("email" as never, "in", emails as never)
          .execute();
        expect(created).toHaveLength(RATE_LIMIT_RULES[path].max);
      }
    },
  );

  it("refuses passwords shorter than 8 characters", async () => {
    const res = await signUp(new AuthClient(server.baseUrl), uniqueEmail(), "1234567");
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe("PASSWORD_TOO_SHORT");
  });

  it("refuses state-changing requests from another site or without an Origin (403)", async () => {
    const crossSite = await new AuthClient(server.baseUrl, "https://evil.example").post("/api/auth/sign-up/email", {
      name: "X",
      email: uniqueEmail(),
      password: "correct horse 1",
    });
    expect(crossSite.status).toBe(403);
    const noOrigin = await new AuthClient(server.baseUrl, null).post("/api/auth/sign-in/email", { email: uniqueEmail(), password: "x" });
    expect(noOrigin.status).toBe(403);
    const refererOnly = await new AuthClient(server.baseUrl, null).post(
      "/api/auth/sign-in/email",
      { email: uniqueEmail(), password: "wrong password" },
      { referer: server.baseUrl + "/login", "x-forwarded-for": freshIp() },
    );
    expect(refererOnly.status).toBe(401);
    // Reading stays open to all.
    expect((await new AuthClient(server.baseUrl, null).get("/api/auth/get-session")).status).toBe(200);
  });

  it("resets a password through the e-mailed link, with the same answer for unknown addresses", async () => {
    const email = uniqueEmail();
    await signUp(new AuthClient(server.baseUrl), email, "old password 1");
    const before = server.mail.length;
    const known = await new AuthClient(server.baseUrl).post(
      "/api/auth/request-password-reset",
      { email, redirectTo: "/reset-password" },
      { "x-forwarded-for": freshIp() },
    );
    const unknown = await new AuthClient(server.baseUrl).post(
      "/api/auth/request-password-reset",
      { email: uniqueEmail(), redirectTo: "/reset-password" },
      { "x-forwarded-for": freshIp() },
    );
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    await expect.poll(() => server.mail.length).toBe(before + 1);
    const message = server.mail.at(-1)!;
    expect(message.to).toBe(email);
    const link = /http\S+\/reset-password\?token=(\S+)/.exec(message.text);
    expect(link).not.toBeNull();

    const reset = await new AuthClient(server.baseUrl).post("/api/auth/reset-password", {
      token: decodeURIComponent(link![1]!),
      newPassword: "new password 2",
    });
    expect(reset.status).toBe(200);
    const signIn = await new AuthClient(server.baseUrl).post(
      "/api/auth/sign-in/email",
      { email, password: "new password 2" },
      { "x-forwarded-for": freshIp() },
    );
    expect(signIn.status).toBe(200);
  });

  it("sends one address at most the per-recipient limit of reset e-mails asked from five client addresses, with one answer for a known and an unknown address (decision 192)", async () => {
    const known = uniqueEmail();
    await signUp(new AuthClient(server.baseUrl), known);
    const unknown = uniqueEmail();
    const ask = (email: string, ip: string) =>
      new AuthClient(server.baseUrl).post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" }, { "x-forwarded-for": ip });
    // Five clients an address, five requests each: within the per-client limit, so only the recipient limit holds them back.
    const perClient = RATE_LIMIT_RULES["/request-password-reset"].max;
    const fromFiveClients = (email: string) => Array.from({ length: 5 }, freshIp).flatMap((ip) => Array.from({ length: perClient }, () => ask(email, ip)));
    const answers = await Promise.all(
      [...fromFiveClients(known), ...fromFiveClients(unknown.toUpperCase())].map(async (pending) => {
        const res = await pending;
        return { status: res.status, type: res.headers.get("content-type"), body: await res.text() };
      }),
    );
    expect(answers).toHaveLength(2 * 5 * perClient);
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]!.status).toBe(200);
    // better-auth calls the mailer before it answers, so every e-mail these requests make is already sent.
    expect(server.mail.filter((message) => message.to === known)).toHaveLength(RESET_MAIL_PER_RECIPIENT.max);
    expect(server.mail.filter((message) => message.to.toLowerCase() === unknown)).toHaveLength(0);
    // Another address is not held back by this one's limit.
    const other = uniqueEmail();
    await signUp(new AuthClient(server.baseUrl), other);
    expect((await ask(other, freshIp())).status).toBe(200);
    expect(server.mail.filter((message) => message.to === other)).toHaveLength(1);
  });

  it("ends every older reset link once a reset succeeds, and keeps reset tokens only as hashes", async () => {
    const email = uniqueEmail();
    await signUp(new AuthClient(server.baseUrl), email, "old password 1");
    const tokens: string[] = [];
    for (let i = 0; i < 2; i++) {
      const before = server.mail.length;
      await new AuthClient(server.baseUrl).post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" }, { "x-forwarded-for": freshIp() });
      await expect.poll(() => server.mail.length).toBe(before + 1);
      tokens.push(decodeURIComponent(/reset-password\?token=(\S+)/.exec(server.mail.at(-1)!.text)![1]!));
    }
    const stored = (await database.db
      .selectFrom("verification" as never)
      .select("identifier" as never)
      .execute()) as Array<{ identifier: string }>;
    for (const token of tokens) expect(stored.some((row) => row.identifier.includes(token))).toBe(false);
    const newer = await new AuthClient(server.baseUrl).post("/api/auth/reset-password", { token: tokens[1], newPassword: "new password 2" });
    expect(newer.status).toBe(200);
    const older = await new AuthClient(server.baseUrl).post("/api/auth/reset-password", { token: tokens[0], newPassword: "attacker password 3" });
    expect(older.status).toBe(400);
    const signIn = await new AuthClient(server.baseUrl).post(
      "/api/auth/sign-in/email",
      { email, password: "new password 2" },
      { "x-forwarded-for": freshIp() },
    );
    expect(signIn.status).toBe(200);
  });

  it("guards the inquiry API: 401 without a session, 403 from another site, accepted with one", async () => {
    const visitor = new AuthClient(server.baseUrl);
    expect((await visitor.post("/api/send-email", {})).status).toBe(401);
    const buyer = new AuthClient(server.baseUrl);
    const email = uniqueEmail();
    await signUp(buyer, email);
    const inquiry = {
      name: "Ana Buyer",
      email,
      phone: "+31 6 1234",
      address: "Main St 1",
      quantity: 50,
      shippingTerms: "FOB",
      model: "General Inquiry",
      type: "product_inquiry",
    };
    const ok = await buyer.post("/api/send-email", inquiry);
    expect(ok.status).toBe(201);
    expect(await ok.json()).toMatchObject({ status: "queued" });
    const crossSite = new AuthClient(server.baseUrl, "https://evil.example");
    crossSite.cookies = buyer.cookies;
    expect((await crossSite.post("/api/send-email", inquiry)).status).toBe(403);
  });
});
