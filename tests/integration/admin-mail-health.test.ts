// Mail health (decision 174) with a real SMTP server that is down, on both databases:
// the outbox's refused e-mails raise the banner on every admin page and list at /admin/mail with
// their error; /readyz tells it in its detail and stays 200; the warning is logged when the state
// turns and at most once a minute after; 'Send again' delivers once the server is back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailHealthWatch, MAIL_WAIT_LIMIT_MS } from "../../app/admin/mail-health.server";
import { createMailWorker, type MailWorker } from "../../app/inquiries/mail-worker.server";
import { createMailer } from "../../app/mail/mailer.server";
import { AuthClient } from "../support/auth-client";
import { deliveryCounts, inquiryBody, mailJobs, newIdempotencyKey, signedUpBuyer } from "../support/inquiry-fixtures";
import { signedUpSeller } from "../support/seller";
import { startSmtpServer, type TestSmtpServer } from "../../scripts/support/smtp-server";
import { switchablePort, type SwitchablePort } from "../support/switchable-port";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";
import { startStorefront, type RunningStorefront } from "../support/test-storefront";

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

describe.each(TEST_DIALECTS)("mail health with the mail server down on %s", (dialect) => {
  let database: TestDatabase;
  let shop: RunningStorefront;
  let smtp: TestSmtpServer;
  let mailPort: SwitchablePort;
  let worker: MailWorker;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    shop = await startStorefront(database);
    smtp = await startSmtpServer();
    mailPort = await switchablePort(Number(new URL(smtp.url).port), { up: false });
    // The outbox worker the server runs, driven by hand: each runOnce is one round of attempts.
    const mailer = createMailer({ smtpUrl: mailPort.url("smtp"), from: "shop@example.com", outboxDir: "", timeoutMs: 1000 });
    worker = createMailWorker({
      db: database.db,
      mailer,
      logger: quiet,
      pollMs: 100,
      retryBaseMs: 60_000,
      retryMaxMs: 60_000,
      leaseMs: 5000,
      autoStart: false,
    });
  });
  afterAll(async () => {
    await worker?.stop();
    await shop?.close();
    await mailPort?.down();
    await smtp?.close();
    await database?.destroy();
  });

  it("raises the banner and the /readyz detail while e-mails fail, and 'Send again' delivers when the server is back", async () => {
    const { client: seller } = await signedUpSeller(shop.baseUrl, database);
    expect(await (await seller.get("/admin")).text()).not.toContain('data-mail-health="troubled"');

    const { client: buyer, email } = await signedUpBuyer(shop.baseUrl);
    const sent = await buyer.post("/api/send-email", inquiryBody({ email }), { "idempotency-key": newIdempotencyKey() });
    expect(sent.status).toBe(201);
    const { inquiryId } = (await sent.json()) as { inquiryId: number };
    await worker.runOnce();
    const jobs = await mailJobs(database.db, [inquiryId]);
    expect(jobs).toHaveLength(2);
    for (const job of jobs) {
      expect(job.status).toBe("pending");
      expect(job.last_error).toMatch(/ECONNREFUSED/);
    }

    for (const path of ["/admin", "/admin/inquiries", `/admin/inquiries/${inquiryId}`, "/admin/mail"]) {
      const html = await (await seller.get(path)).text();
      expect(html).toContain('data-mail-health="troubled"');
      expect(html).toContain("2 e-mails are failing");
    }
    const list = await (await seller.get("/admin/mail")).text();
    expect(list).toContain("ECONNREFUSED");
    expect(list).toContain(`href="/admin/inquiries/${inquiryId}"`);
    expect(list).toContain("1 attempt");

    const ready = await fetch(`${shop.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready", mail: { ok: false, failing: 2, waitingLong: 0 } });

    // A visitor or a buyer cannot send it again, and nothing changes.
    const supplierJob = jobs.find((j) => j.kind === "supplier")!;
    const form = { method: "POST", body: `intent=send-again&job=${supplierJob.id}`, headers: { "content-type": "application/x-www-form-urlencoded" } };
    expect((await new AuthClient(shop.baseUrl).request(`/admin/inquiries/${inquiryId}`, form)).status).toBe(401);
    expect((await buyer.request(`/admin/inquiries/${inquiryId}`, form)).status).toBe(403);

    // Back up; the jobs' next attempt is a minute away, so only 'Send again' sends one now.
    await mailPort.up();
    await worker.runOnce();
    expect(smtp.messages).toHaveLength(0);
    const again = await seller.request(`/admin/inquiries/${inquiryId}`, form);
    expect(again.status).toBe(303);
    await worker.runOnce();
    expect(deliveryCounts(smtp.messages).get(supplierJob.message_id)).toBe(1);
    const page = await (await seller.get(`/admin/inquiries/${inquiryId}`)).text();
    expect(page).toContain("1 e-mail is failing");
    expect(page).toMatch(/E-mail #\d+ to the seller sent/);
  });

  it("counts an e-mail waiting longer than 15 minutes, and logs the warning once per change and at most once a minute", async () => {
    await database.db.deleteFrom("mail_job").execute();
    const inquiry = await database.db.selectFrom("inquiry").select("id").limit(1).executeTakeFirstOrThrow();
    let now = new Date("2027-03-01T12:00:00.000Z");
    await database.db
      .insertInto("mail_job")
      .values({
        inquiry_id: inquiry.id,
        kind: "buyer",
        message_id: `<slow-${dialect}@example.com>`,
        to_address: "slow@example.com",
        reply_to: null,
        subject: "Slow",
        text_body: "slow",
        html_body: null,
        status: "pending",
        next_attempt_at: now.toISOString(),
        last_error: null,
        created_at: new Date(now.getTime() - MAIL_WAIT_LIMIT_MS + 60_000).toISOString(),
        sent_at: null,
      })
      .execute();
    const logged: string[] = [];
    const watch = createMailHealthWatch(database.db, { warn: (_d, m) => logged.push(`warn ${m}`), info: (_d, m) => logged.push(`info ${m}`) }, () => now);

    expect(await watch.read()).toEqual({ ok: true, failing: 0, waitingLong: 0 });
    now = new Date(now.getTime() + 61_000);
    expect(await watch.read()).toEqual({ ok: false, failing: 0, waitingLong: 1 });
    for (let i = 0; i < 5; i++) await watch.read();
    expect(logged).toEqual(["warn e-mails are failing or waiting longer than 15 minutes"]);
    now = new Date(now.getTime() + 60_000);
    await watch.read();
    expect(logged).toHaveLength(2);
    await database.db.updateTable("mail_job").set({ status: "sent", sent_at: now.toISOString() }).execute();
    await watch.read();
    await watch.read();
    expect(logged.at(-1)).toBe("info e-mails are flowing again");
    expect(logged).toHaveLength(3);
  });
});
