// The seller's pipeline and one inquiry's page (decisions 171-173), on both databases:
// counts per status, filters, sorting and paging in the database over 10,000 inquiries, the CSV of
// exactly what is shown, notes, a status by hand and 'Send again', each audited; and every action
// refused to a visitor (401) and a buyer (403) with nothing changed. Bad input never answers 5xx.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAuditOf } from "../../app/admin/audit-log.server";
import { insertRows } from "../../app/db/row-batch.server";
import type { Database } from "../../app/db/schema";
import type { Insertable } from "kysely";
import { AuthClient } from "../support/auth-client";
import { signedUpBuyer } from "../support/inquiry-fixtures";
import { signedUpSeller } from "../support/seller";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";
import { startStorefront, type RunningStorefront } from "../support/test-storefront";

const TOTAL = 10_000;
const STATUSES = ["sent", "quoted", "won", "lost"] as const;
const TERMS = ["FOB", "CIF", "DDP"] as const;
const COUNTRIES = ["NG", "DE", null] as const;

/** Inquiry i: its status, terms and country cycle, so every count is known without reading them back. */
function inquiryRow(i: number, userId: string): Insertable<Database["inquiry"]> {
  const at = new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString();
  return {
    user_id: userId,
    tyre_id: null,
    idempotency_key: `bulk-${i}`,
    status: "delivered",
    name: i === 7 ? '=HYPERLINK("http://evil")' : `Buyer ${String(i).padStart(5, "0")}`,
    email: `buyer${i}@example.com`,
    phone: "+31 6 1234 5678",
    company: i % 10 === 0 ? `Fleet ${i} BV` : null,
    address: "Main Street 1",
    quantity: 100,
    message: null,
    shipping_terms: TERMS[i % 3]!,
    model: `Mixed load: 1 tyres`,
    type: "quote_request",
    quote_json: null,
    request_hash: null,
    created_at: at,
    updated_at: at,
    sales_status: STATUSES[i % 4]!,
    country: COUNTRIES[i % 3 === 0 ? 0 : i % 5 === 0 ? 1 : 2] ?? null,
    currency: "EUR",
    total_minor: 100_000 + i,
  };
}

const countOf = (html: string, key: string) => Number(new RegExp(`data-count="${key}"[^>]*>(\\d+)<`).exec(html)?.[1]);
const shownOf = (html: string) => /Showing (\d+)–(\d+) of (\d+)/.exec(html)?.slice(1).map(Number);
const idsOf = (html: string) => [...html.matchAll(/href="\/admin\/inquiries\/(\d+)"/g)].map((m) => Number(m[1]));
const form = (fields: Record<string, string>) => ({
  method: "POST",
  body: new URLSearchParams(fields).toString(),
  headers: { "content-type": "application/x-www-form-urlencoded" },
});

describe.each(TEST_DIALECTS)("the seller's inquiries on %s", (dialect) => {
  let database: TestDatabase;
  let shop: RunningStorefront;
  let seller: AuthClient;
  let buyer: AuthClient;
  const expected = (keep: (i: number) => boolean) => Array.from({ length: TOTAL }, (_, i) => i).filter(keep).length;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    shop = await startStorefront(database);
    seller = (await signedUpSeller(shop.baseUrl, database)).client;
    const someone = await signedUpBuyer(shop.baseUrl, "Bulk Buyer");
    buyer = someone.client;
    const user = await (database.db as any).selectFrom("user").select("id").where("email", "=", someone.email).executeTakeFirstOrThrow();
    const rows = Array.from({ length: TOTAL }, (_, i) => inquiryRow(i, String(user.id)));
    for (let i = 0; i < rows.length; i += 2000) await insertRows(database.db, "inquiry", rows.slice(i, i + 2000));
    const ids = await database.db.selectFrom("inquiry").select("id").orderBy("id").execute();
    // Every 100th inquiry has a line with a Michelin; inquiry 1 has a failed e-mail.
    await insertRows(
      database.db,
      "inquiry_line",
      ids
        .filter((_, i) => i % 100 === 1)
        .map(({ id }) => ({
          inquiry_id: id,
          position: 0,
          tyre_id: 999_999,
          tyre_name: "Michelin X Multi",
          size: "315/80R22.5",
          quantity: 100,
          unit_price_minor: 1000,
          line_total_minor: 100_000,
          currency: "EUR",
        })),
    );
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
    await database?.destroy();
  });

  it("counts every status in the pipeline and pages 25 at a time", async () => {
    const page = await seller.get("/admin/inquiries");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(countOf(html, "all")).toBe(TOTAL);
    expect(countOf(html, "new")).toBe(TOTAL / 4);
    expect(countOf(html, "won")).toBe(TOTAL / 4);
    expect(shownOf(html)).toEqual([1, 25, TOTAL]);
    // Newest first: the last inserted comes first.
    const ids = idsOf(html);
    expect(ids).toHaveLength(25);
    expect(ids[0]).toBeGreaterThan(ids[24]!);
  });

  it("filters by status, terms, country, dates and text, and keeps each in the URL", async () => {
    const won = await (await seller.get("/admin/inquiries?status=won&terms=CIF&page=2")).text();
    const wonCif = expected((i) => i % 4 === 2 && i % 3 === 1);
    expect(shownOf(won)).toEqual([26, 50, wonCif]);
    expect(won).toContain('href="/admin/inquiries?status=won&amp;terms=CIF&amp;page=3"');
    // Counts per status follow the other filters.
    expect(countOf(won, "all")).toBe(expected((i) => i % 3 === 1));

    const nigeria = await (await seller.get("/admin/inquiries?country=NG")).text();
    expect(countOf(nigeria, "all")).toBe(expected((i) => i % 3 === 0));

    // 2026-01-02 is inquiries 24..47 (one an hour from 1 January).
    const day = await (await seller.get("/admin/inquiries?from=2026-01-02&to=2026-01-02")).text();
    expect(countOf(day, "all")).toBe(24);

    const michelin = await (await seller.get("/admin/inquiries?q=michelin")).text();
    expect(countOf(michelin, "all")).toBe(TOTAL / 100);
    // Company names: 'Fleet 100 BV' and 'Fleet 1000 BV' hold 'fleet 100'.
    expect(countOf(await (await seller.get("/admin/inquiries?q=fleet%20100")).text(), "all")).toBe(2);
    const email = await (await seller.get("/admin/inquiries?q=BUYER42%40example")).text();
    expect(countOf(email, "all")).toBe(1);
    // LIKE's own wildcards are taken literally.
    expect(countOf(await (await seller.get("/admin/inquiries?q=%25")).text(), "all")).toBe(0);
  });

  it("sorts by total and by buyer in the database", async () => {
    const byTotal = idsOf(await (await seller.get("/admin/inquiries?sort=total")).text());
    const top = await database.db.selectFrom("inquiry").select("id").orderBy("total_minor", "desc").limit(1).executeTakeFirstOrThrow();
    expect(byTotal[0]).toBe(Number(top.id));
    const byBuyer = await (await seller.get("/admin/inquiries?sort=buyer")).text();
    // '=HYPERLINK' sorts before 'Buyer ...' ('=' is before letters).
    expect(byBuyer.indexOf("=HYPERLINK")).toBeGreaterThan(-1);
    expect(byBuyer.indexOf("=HYPERLINK")).toBeLessThan(byBuyer.indexOf("Buyer 00000"));
  });

  it.each([
    ["from=2026-02-30&to=yesterday", TOTAL],
    ["status=expired", TOTAL],
    ["page=abc", TOTAL],
    ["terms=EXW&country=Nowhere&sort=price", TOTAL],
  ])("ignores what it cannot use (%s) and never fails", async (query, all) => {
    const page = await seller.get(`/admin/inquiries?${query}`);
    expect(page.status).toBe(200);
    expect(countOf(await page.text(), "all")).toBe(all);
  });

  it("shows the last page for a page number past the end", async () => {
    const page = await seller.get("/admin/inquiries?status=lost&page=999999999");
    expect(page.status).toBe(200);
    expect(shownOf(await page.text())).toEqual([2476, 2500, 2500]);
  });

  it("exports exactly what the filters show, every page, streamed, formula-safe", async () => {
    const response = await seller.get("/admin/inquiries.csv?terms=FOB&sort=oldest");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const lines = (await response.text()).trimEnd().split("\r\n");
    expect(lines).toHaveLength(1 + expected((i) => i % 3 === 0));
    expect(lines[0]).toBe(
      "id,created_at,status,model,tyre_id,quantity,shipping_terms,name,email,phone,company,address,message,total,currency,pipeline_status,named_place,country," +
        "goods,freight,insurance,insurance_basis_points,terms,port_code,freight_basis,freight_note," +
        "quote_number,quote_version,quoted_total,quote_status,accepted_at",
    );
    // An inquiry stored before the engine kept its terms: its total, the deal's columns empty but the term, no quote yet.
    expect(lines[1]).toMatch(
      /^\d+,2026-01-01T00:00:00.000Z,delivered,Mixed load: 1 tyres,,100,FOB,Buyer 00000,buyer0@example.com,.*,1000.00,EUR,To answer,,NG,,,,,FOB,,,,,,,,$/,
    );
    const all = (await (await seller.get("/admin/inquiries.csv")).text()).trimEnd().split("\r\n");
    expect(all).toHaveLength(TOTAL + 1);
    expect(all.find((line) => line.includes("HYPERLINK"))).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it("refuses the pipeline, the CSV and an inquiry to a buyer (403) and sends a visitor to log in", async () => {
    const id = Number((await database.db.selectFrom("inquiry").select("id").orderBy("id").limit(1).executeTakeFirstOrThrow()).id);
    for (const path of ["/admin/inquiries", "/admin/inquiries.csv", `/admin/inquiries/${id}`, "/admin/mail"]) {
      expect((await buyer.get(path)).status).toBe(403);
      expect((await new AuthClient(shop.baseUrl).get(path)).status).toBe(302);
    }
  });

  it("shows one inquiry, changes its status by hand and adds a note, each audited; a buyer or visitor changes nothing", async () => {
    const first = await database.db.selectFrom("inquiry").select(["id", "sales_status"]).orderBy("id").limit(1).executeTakeFirstOrThrow();
    const id = Number(first.id);
    const path = `/admin/inquiries/${id}`;
    const page = await (await seller.get(path)).text();
    expect(page).toContain(`Inquiry #${id}`);
    expect(page).toContain("buyer0@example.com");
    expect(page).toContain(`href="/admin/inquiries/${id}/quote"`);

    for (const [client, status] of [
      [new AuthClient(shop.baseUrl), 401],
      [buyer, 403],
    ] as const) {
      expect((await client.request(path, form({ intent: "status", status: "lost" }))).status).toBe(status);
      expect((await client.request(path, form({ intent: "note", body: "hi" }))).status).toBe(status);
    }
    expect((await database.db.selectFrom("inquiry").select("sales_status").where("id", "=", id).executeTakeFirstOrThrow()).sales_status).toBe("sent");
    expect(await database.db.selectFrom("inquiry_note").selectAll().execute()).toEqual([]);

    const changed = await seller.request(path, form({ intent: "status", status: "lost" }));
    expect(changed.status).toBe(303);
    expect(changed.headers.get("location")).toBe(path);
    const noted = await seller.request(path, form({ intent: "note", body: "Called them: they bought elsewhere." }));
    expect(noted.status).toBe(303);
    for (const [fields, reason] of [
      [{ intent: "note", body: "   " }, "Write the note first."],
      [{ intent: "status", status: "expired" }, "Choose a status."],
      [{ intent: "dance" }, "Change the status, add a note or send an e-mail again."],
      [{ intent: "send-again", job: "1", back: "https://elsewhere.example/" }, "Send again from this page or the mail page."],
    ] as const) {
      const refused = await seller.request(path, form(fields));
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain(reason);
    }
    expect((await seller.request("/admin/inquiries/99999999", form({ intent: "note", body: "x" }))).status).toBe(404);
    expect((await seller.get("/admin/inquiries/abc")).status).toBe(404);

    const after = await (await seller.get(path)).text();
    expect(after).toContain("Called them: they bought elsewhere.");
    expect(after).toContain("Status changed from sent to lost");
    const audit = await listAuditOf(database.db, "inquiry", id);
    expect(audit.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      { action: "inquiry.note", before: null, after: { note: expect.any(Number), body: "Called them: they bought elsewhere." } },
      { action: "inquiry.status", before: { salesStatus: "sent" }, after: { salesStatus: "lost" } },
    ]);
  });

  it("sends a failed e-mail again: due now, audited; a buyer cannot", async () => {
    const inquiry = await database.db.selectFrom("inquiry").select("id").orderBy("id").offset(1).limit(1).executeTakeFirstOrThrow();
    const id = Number(inquiry.id);
    const job = await database.db
      .insertInto("mail_job")
      .values({
        inquiry_id: id,
        kind: "supplier",
        message_id: `<again-${dialect}@example.com>`,
        to_address: "seller@example.com",
        reply_to: null,
        subject: "Inquiry",
        text_body: "body",
        html_body: null,
        status: "failed",
        attempts: 5,
        next_attempt_at: "2026-01-01T00:00:00.000Z",
        last_error: "550 mailbox unavailable",
        created_at: "2026-01-01T00:00:00.000Z",
        sent_at: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const path = `/admin/inquiries/${id}`;
    const page = await (await seller.get(path)).text();
    expect(page).toContain("550 mailbox unavailable");
    expect(page).toContain(`Send e-mail #${job.id} again`);
    const ready = await (await fetch(`${shop.baseUrl}/readyz`)).json();
    expect(ready).toMatchObject({ status: "ready", mail: { ok: false, failing: 1 } });
    expect((await seller.get("/admin")).status).toBe(200);
    expect(await (await seller.get("/admin")).text()).toContain('data-mail-health="troubled"');

    expect((await buyer.request(path, form({ intent: "send-again", job: String(job.id) }))).status).toBe(403);
    expect((await database.db.selectFrom("mail_job").select("status").where("id", "=", job.id).executeTakeFirstOrThrow()).status).toBe("failed");

    const before = Date.now();
    const again = await seller.request(path, form({ intent: "send-again", job: String(job.id), back: "/admin/mail" }));
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe("/admin/mail");
    const row = await database.db.selectFrom("mail_job").selectAll().where("id", "=", job.id).executeTakeFirstOrThrow();
    expect(row.status).toBe("pending");
    expect(Date.parse(row.next_attempt_at)).toBeGreaterThanOrEqual(before - 1000);
    const [entry] = await listAuditOf(database.db, "inquiry", id);
    expect(entry).toMatchObject({ action: "mail.send-again", before: { mailJob: Number(job.id), status: "failed", attempts: 5 } });
    // Another inquiry's e-mail cannot be sent from this page.
    expect((await seller.request(`/admin/inquiries/${id + 1}`, form({ intent: "send-again", job: String(job.id) }))).status).toBe(404);
    await database.db.deleteFrom("mail_job").where("id", "=", job.id).execute();
  });
});
