// Faults (decision 110): SIGTERM to the real server (server/main.ts) drains it. A request under way
// finishes with its 2xx while new connections are refused; an e-mail the mail worker is sending
// finishes, the ones it took but had not tried go back to the outbox; the process exits 0; after a
// restart every e-mail is delivered exactly once. (inquiry-crash.test.ts covers SIGKILL.)
import { request, type IncomingMessage } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppProcess, type AppProcess } from "../../scripts/support/app-process";
import { deliveryCounts, inquiryBody, mailJobs, newIdempotencyKey, signedUpBuyer, waitUntil } from "../support/inquiry-fixtures";
import { startSmtpServer, type TestSmtpServer } from "../../scripts/support/smtp-server";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";
import type { AuthClient } from "../support/auth-client";

interface SlowPost {
  /** Resolves once the server has read the headers (it answered 100 Continue). */
  started: Promise<void>;
  /** Sends the body; resolves with the answer. */
  finish(): Promise<{ status: number; body: string }>;
}

/** An inquiry whose body the client holds back until finish(): a request the server is in the middle of. */
function slowInquiry(client: AuthClient, body: unknown): SlowPost {
  const json = JSON.stringify(body);
  const req = request(`${client.baseUrl}/api/send-email`, {
    method: "POST",
    agent: false,
    headers: {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(json),
      expect: "100-continue",
      origin: client.baseUrl,
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
      "idempotency-key": newIdempotencyKey(),
    },
  });
  const answer = new Promise<IncomingMessage>((ok, fail) => req.on("response", ok).on("error", fail));
  const started = new Promise<void>((ok) => req.once("continue", ok));
  req.flushHeaders();
  return {
    started,
    async finish() {
      req.end(json);
      const res = await answer;
      let text = "";
      for await (const chunk of res) text += chunk;
      return { status: res.statusCode ?? 0, body: text };
    },
  };
}

const refused = async (url: string) => {
  try {
    await fetch(url, { signal: AbortSignal.timeout(5000) });
    return false;
  } catch (error) {
    return (error as { cause?: { code?: string } }).cause?.code === "ECONNREFUSED";
  }
};

describe.each(TEST_DIALECTS)("SIGTERM to the real server on %s", (dialect) => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  const apps: AppProcess[] = [];
  // The sender waits for a held message well within its SMTP timeout, and a restarted server never
  // finds a job locked by the stopped one: what was not tried went back to the outbox.
  const start = async () => {
    const app = await startAppProcess(database.childUrl, { SMTP_URL: smtp.url, MAIL_POLL_MS: "100", MAIL_SMTP_TIMEOUT_MS: "20000", MAIL_LEASE_MS: "120000" });
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    smtp?.release();
    for (const app of apps) await app.stop();
    await smtp?.close();
    await database?.destroy();
  });

  it("finishes the request and the e-mail under way, refuses new connections, exits 0, and loses or repeats no e-mail", async () => {
    const first = await start();
    const { client, email } = await signedUpBuyer(first.baseUrl);
    smtp.hold();
    const res = await client.post("/api/send-email", inquiryBody({ email }), { "idempotency-key": newIdempotencyKey() });
    expect(res.status).toBe(201);
    const { inquiryId } = await res.json();
    // The worker has taken both e-mails and is in the middle of sending the first.
    await waitUntil(() => smtp.held() === 1, 10_000, "an e-mail in the middle of being sent");
    const slow = slowInquiry(client, inquiryBody({ email, quantity: 77 }));
    await slow.started;

    const exited = new Promise<number | null>((ok) => first.child.once("exit", (code) => ok(code)));
    first.child.kill("SIGTERM");
    await waitUntil(() => refused(`${first.baseUrl}/healthz`), 10_000, "new connections refused");
    const answer = await slow.finish();
    expect(answer.status).toBe(201);
    const slowId = JSON.parse(answer.body).inquiryId as number;
    expect(first.child.exitCode).toBeNull(); // still sending the held e-mail
    smtp.release();
    expect(await exited).toBe(0);

    const jobs = await mailJobs(database.db, [inquiryId, slowId]);
    expect(jobs).toHaveLength(4);
    // The e-mail under way was sent and recorded; nothing is left locked to the stopped server.
    expect(jobs.filter((j) => j.status === "sent")).toHaveLength(1);
    expect(jobs.every((j) => j.locked_by === null)).toBe(true);

    await start();
    const messageIds = jobs.map((j) => j.message_id);
    await waitUntil(
      async () => (await mailJobs(database.db, [inquiryId, slowId])).every((j) => j.status === "sent"),
      20_000,
      "every e-mail sent after the restart",
    );
    const counts = deliveryCounts(smtp.messages);
    expect(messageIds.map((id) => counts.get(id))).toEqual([1, 1, 1, 1]);
  });
});
