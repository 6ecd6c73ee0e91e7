// Inquiry e-mail delivery through a real SMTP server (smtp-server) on SQLite and PostgreSQL: the
// supplier's and the buyer's content, escaping, the mail server down then back (each e-mail
// exactly once), and two workers on one database never sending the same job.
import type { Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { importCatalogue } from "../../app/catalogue/import-catalogue.server";
import { connectDatabase, type DatabaseHandle } from "../../app/db/connect.server";
import { inquiryMailJobs } from "../../app/inquiries/inquiry-mail-jobs.server";
import { storeInquiry } from "../../app/inquiries/inquiry-repository.server";
import { parseInquiry } from "../../app/inquiries/inquiry-schema";
import { claimDueJobs } from "../../app/inquiries/mail-queue.server";
import { formatMoney, money } from "../../app/domain/money";
import { createMailWorker, type MailWorker, type MailWorkerOptions } from "../../app/inquiries/mail-worker.server";
import { createMailer, type Mailer } from "../../app/mail/mailer.server";
import { createLogger } from "../../server/logger";
import { startAuthServer, type AuthTestServer } from "../support/auth-client";
import { truckEntry, truckFile } from "../support/fixtures";
import {
  deliveryCounts,
  headerOf,
  htmlPartOf,
  utf8TextOf,
  inquiryBody,
  inquiryRows,
  mailJobs,
  messageIdOf,
  newIdempotencyKey,
  signedUpBuyer,
  waitUntil,
} from "../support/inquiry-fixtures";
import { startSmtpServer, type TestSmtpServer } from "../../scripts/support/smtp-server";
import { switchablePort, type SwitchablePort } from "../support/switchable-port";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";

const SUPPLIER = "supplier@tyres.example";
const SCRIPT = "<script>alert(1)</script>";
const IMG = `"><img src=x onerror=alert(1)>`;

describe.each(TEST_DIALECTS)("inquiry e-mail delivery on %s", (dialect) => {
  let database: TestDatabase;
  let server: AuthTestServer;
  let smtp: TestSmtpServer;
  let mailPort: SwitchablePort;
  let mailer: Mailer;
  let tyreId: number;
  const workers: MailWorker[] = [];
  const handles: DatabaseHandle[] = [];

  const startWorker = (db = database.db, options: Partial<MailWorkerOptions> = {}) => {
    const worker = createMailWorker({
      db,
      mailer: options.mailer ?? mailer,
      logger: createLogger("silent"),
      pollMs: 30,
      retryBaseMs: 100,
      retryMaxMs: 400,
      leaseMs: 10_000,
      ...options,
    });
    workers.push(worker);
    return worker;
  };
  const secondHandle = () => {
    const handle = database.schema ? connectDatabase(database.url, { schema: database.schema, poolSize: 4 }) : connectDatabase(database.url);
    handles.push(handle);
    return handle;
  };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    server = await startAuthServer(database, { SUPPLIER_EMAIL: SUPPLIER, INQUIRY_RATE_LIMIT: "1000" });
    smtp = await startSmtpServer();
    mailPort = await switchablePort(Number(new URL(smtp.url).port));
    mailer = createMailer({ smtpUrl: mailPort.url("smtp"), from: "Tyre Wholesale <no-reply@tyres.example>", timeoutMs: 2000 });
    await importCatalogue(database.db, truckFile("Michelin", "Drive", [truckEntry({ model: "X Multi D", size: "315/80R22.5", offerPrice: "€350.00" })]));
    tyreId = (await database.db.selectFrom("tyre").select("id").executeTakeFirstOrThrow()).id;
  });
  afterEach(async () => {
    for (const worker of workers.splice(0)) await worker.stop();
    await mailPort.up();
  });
  afterAll(async () => {
    for (const handle of handles) await handle.close();
    await server?.close();
    await mailPort?.down();
    await smtp?.close();
    await database?.destroy();
  });

  it("sends the supplier the inquiry with the quote and Reply-To, and the buyer a confirmation", async () => {
    const { client, email } = await signedUpBuyer(server.baseUrl);
    const res = await client.post("/api/send-email", inquiryBody({ email, tyreId, quantity: 200, shippingTerms: "DDP" }), {
      "idempotency-key": newIdempotencyKey(),
    });
    expect(res.status).toBe(201);
    const { inquiryId } = await res.json();
    startWorker();
    const toBuyer = await smtp.waitForMail(email);
    const toSupplier = smtp.messages.find((m) => m.to.includes(SUPPLIER) && m.text.includes(`#${inquiryId}`))!;
    expect(toSupplier).toBeDefined();
    expect(headerOf(toSupplier, "Subject")).toBe(`Purchase inquiry #${inquiryId}: Michelin X Multi D, 200 pcs`);
    expect(utf8TextOf(toSupplier)).toContain(`Email: ${email}`);
    // A link to the inquiry in the back office, and none of the shop's internal words (decision 250).
    expect(utf8TextOf(toSupplier)).toContain(`Answer it in the back office: ${server.baseUrl}/admin/inquiries/${inquiryId}`);
    for (const internal of ["(product_inquiry)", "(typed in the form)", "Surcharge: €0.00"]) expect(utf8TextOf(toSupplier)).not.toContain(internal);
    expect(headerOf(toSupplier, "Reply-To")).toBe(email);
    // 200 pcs fill most of one 40ft: the offer price; DDP names its address and the duties (decision 211).
    const row = (await inquiryRows(database.db, email))[0]!;
    for (const line of [
      "Tyre: Michelin X Multi D 315/80R22.5 (Drive)",
      "Quantity: 200 pcs",
      "Shipping terms: DDP (Delivered Duty Paid)",
      "Delivery address: Mombasa, Kenya",
      "- Michelin X Multi D, 315/80R22.5: 200 pcs × €350.00 = €70,000.00",
      "Goods: €70,000.00 for 200 pcs",
      `Sea freight: ${formatMoney(money(Number(row.shipping_minor), "EUR"))} (${row.freight_note})`,
      "Duties and delivery: Import duties, taxes and inland delivery are quoted by the seller",
      `Total: ${formatMoney(money(Number(row.total_minor), "EUR"))}`,
      "Terms: DDP Mombasa, Kenya",
      "Phone: +31 6 1234 5678",
      "Company: Ana Transport BV",
    ]) {
      expect(utf8TextOf(toSupplier)).toContain(line);
    }
    expect(htmlPartOf(toSupplier)).toContain("<h1");
    expect(headerOf(toBuyer, "Subject")).toBe(`We received your inquiry #${inquiryId}`);
    expect(toBuyer.text).toContain("Dear Ana Buyer,");
    await waitUntil(async () => (await inquiryRows(database.db, email))[0]?.status === "delivered", 5000, "inquiry delivered");
  });

  it.each([
    ["<script> tag", SCRIPT, "&lt;script&gt;alert(1)&lt;/script&gt;"],
    ['"><img> break-out', IMG, "&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"],
  ])("escapes the %s payload in every field of the HTML, and refuses it as an e-mail address", async (_what, payload, escaped) => {
    const { client, email } = await signedUpBuyer(server.baseUrl);
    const hostile = { name: payload, phone: payload, company: payload, address: payload, message: payload, model: payload };
    expect((await client.post("/api/send-email", inquiryBody({ ...hostile, email: `${payload}@example.com` }))).status).toBe(400);
    const res = await client.post("/api/send-email", inquiryBody({ ...hostile, email }));
    expect(res.status).toBe(201);
    const { inquiryId } = await res.json();
    startWorker();
    const toBuyer = await smtp.waitForMail(email);
    await waitUntil(() => smtp.messages.some((m) => m.to.includes(SUPPLIER) && m.text.includes(`#${inquiryId}`)), 5000, "supplier mail");
    const toSupplier = smtp.messages.find((m) => m.to.includes(SUPPLIER) && m.text.includes(`#${inquiryId}`))!;
    for (const mail of [toSupplier, toBuyer]) {
      const html = htmlPartOf(mail);
      expect(html.length).toBeGreaterThan(100);
      expect(html).not.toContain("<script");
      expect(html).not.toContain("<img");
      // name, phone, company, address, message and model all arrive, escaped.
      expect(html.split(escaped).length - 1).toBeGreaterThanOrEqual(6);
    }
  });

  it("waits while the mail server is down, each wait twice the last, and delivers each e-mail exactly once when it is back", async () => {
    await mailPort.down();
    const { client, email } = await signedUpBuyer(server.baseUrl);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await client.post("/api/send-email", inquiryBody({ email, tyreId, quantity: 60 + i }), { "idempotency-key": newIdempotencyKey() });
      expect(res.status).toBe(201);
      ids.push((await res.json()).inquiryId);
    }
    // The worker's own clock, moved by hand: the back-off is read from it, never waited out.
    let clock = Date.now();
    const worker = startWorker(database.db, { autoStart: false, now: () => new Date(clock) });
    // Refused attempts, the next one due 100, 200, then 400 ms (the cap) after each, and not a millisecond sooner.
    for (const wait of [100, 200, 400, 400]) {
      expect(await worker.runOnce()).toBe(6);
      const jobs = await mailJobs(database.db, ids);
      expect(jobs.map((j) => Date.parse(j.next_attempt_at) - clock)).toEqual(Array(6).fill(wait));
      expect(jobs.every((j) => j.status === "pending" && j.last_error && j.locked_by === null)).toBe(true);
      clock += wait - 1;
      expect(await worker.runOnce()).toBe(0);
      clock += 1;
    }
    const waiting = await mailJobs(database.db, ids);
    expect(waiting.map((j) => j.attempts)).toEqual(Array(6).fill(4));
    const messageIds = waiting.map((j) => j.message_id);
    expect(smtp.messages.filter((m) => messageIds.includes(messageIdOf(m)!))).toHaveLength(0);

    await mailPort.up();
    const deliveredAt = clock;
    expect(await worker.runOnce()).toBe(6);
    // Later polls, past any retry wait and lease: nothing is due, nothing is sent again.
    for (const later of [1, 400, 10_000, 3_600_000]) {
      clock += later;
      expect(await worker.runOnce()).toBe(0);
    }
    const counts = deliveryCounts(smtp.messages);
    expect(messageIds.map((id) => counts.get(id))).toEqual([1, 1, 1, 1, 1, 1]);
    expect((await mailJobs(database.db, ids)).every((j) => j.status === "sent" && Date.parse(j.sent_at!) === deliveredAt)).toBe(true);
    expect((await inquiryRows(database.db, email)).map((r) => r.status)).toEqual(["delivered", "delivered", "delivered"]);
  });

  it("never lets two workers on one database claim the same job", async () => {
    const { email } = await signedUpBuyer(server.baseUrl);
    const user = await (database.db as Kysely<any>).selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    const inquiry = parseInquiry(inquiryBody({ email }));
    if (!inquiry.ok) throw new Error("fixture invalid");
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) {
      const stored = await storeInquiry(database.db, {
        userId: user.id,
        inquiry: inquiry.inquiry,
        tyre: null,
        idempotencyKey: newIdempotencyKey(),
        mailJobs: inquiryMailJobs({
          account: { email, name: "Ana Buyer" },
          inquiry: inquiry.inquiry,
          tyre: null,
          publicUrl: "http://shop.test",
          supplierEmail: SUPPLIER,
        }),
        rateLimit: 1000,
      });
      if (stored.outcome !== "created") throw new Error(stored.outcome);
      ids.push(stored.inquiry.id);
    }
    const jobIds = (await mailJobs(database.db, ids)).map((j) => j.id);
    // Raw claims racing from two connections: no job in two answers.
    const other = secondHandle();
    const claims = await Promise.all(
      Array.from({ length: 16 }, (_, i) => claimDueJobs(i % 2 ? other.db : database.db, { owner: `racer-${i}`, limit: 3, leaseMs: 60_000 })),
    );
    const claimed = claims
      .flat()
      .map((j) => j.id)
      .filter((id) => jobIds.includes(id));
    expect(new Set(claimed).size).toBe(claimed.length);
    await database.db.updateTable("mail_job").set({ locked_by: null, locked_until: null }).where("id", "in", jobIds).execute();

    // Two running workers, each with its own connection and a slowish mail server.
    const sentBy = new Map<string, string[]>();
    const recording = (name: string): Mailer => ({
      async send(message) {
        await new Promise((r) => setTimeout(r, 15));
        sentBy.set(name, [...(sentBy.get(name) ?? []), message.messageId!]);
        return mailer.send(message);
      },
    });
    startWorker(database.db, { owner: "worker-a", mailer: recording("a"), batchSize: 2 });
    startWorker(other.db, { owner: "worker-b", mailer: recording("b"), batchSize: 2 });
    const messageIds = (await mailJobs(database.db, ids)).map((j) => j.message_id);
    await waitUntil(async () => (await mailJobs(database.db, ids)).every((j) => j.status === "sent"), 20_000, "40 jobs sent");
    const all = [...(sentBy.get("a") ?? []), ...(sentBy.get("b") ?? [])].filter((id) => messageIds.includes(id));
    expect(all).toHaveLength(40);
    expect(new Set(all).size).toBe(40);
    expect(sentBy.get("a")?.length).toBeGreaterThan(0);
    expect(sentBy.get("b")?.length).toBeGreaterThan(0);
    const counts = deliveryCounts(smtp.messages);
    expect(messageIds.every((id) => counts.get(id) === 1)).toBe(true);
  });

  it("writes the same e-mails as .eml files when there is no SMTP server", async () => {
    const { mkdtempSync, readdirSync, readFileSync } = await import("node:fs");
    const { join } = await import("node:path");
    const { tmpdir } = await import("node:os");
    const outbox = mkdtempSync(join(tmpdir(), "outbox-"));
    const { client, email } = await signedUpBuyer(server.baseUrl);
    const res = await client.post("/api/send-email", inquiryBody({ email, tyreId }));
    const { inquiryId } = await res.json();
    const logged: unknown[] = [];
    const logger = { info: (o: unknown) => logged.push(o), warn: () => {}, error: () => {} };
    const worker = createMailWorker({
      db: database.db,
      mailer: createMailer({ smtpUrl: null, from: "shop@tyres.example", outboxDir: outbox }),
      logger,
      pollMs: 30,
      retryBaseMs: 100,
      retryMaxMs: 400,
      leaseMs: 10_000,
    });
    workers.push(worker);
    await waitUntil(async () => (await mailJobs(database.db, [inquiryId])).every((j) => j.status === "sent"), 10_000, "eml files");
    const files = readdirSync(outbox).map((f) => readFileSync(join(outbox, f), "utf8"));
    expect(files.some((f) => f.includes(`To: ${SUPPLIER}`) && f.includes(`Reply-To: ${email}`))).toBe(true);
    expect(files.some((f) => f.includes(`To: ${email}`))).toBe(true);
    expect(logged).toContainEqual(expect.objectContaining({ inquiry: inquiryId, kind: "supplier", where: expect.stringContaining(outbox) }));
  });
});
