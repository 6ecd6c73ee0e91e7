// `npm run inquiries:export` as the seller runs it: CSV on stdout, quoting, formula-safe cells,
// --since, and a clear refusal of a bad date.
import { spawnSync } from "node:child_process";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inquiryMailJobs } from "../../app/inquiries/inquiry-mail-jobs.server";
import { storeInquiry } from "../../app/inquiries/inquiry-repository.server";
import { parseInquiry } from "../../app/inquiries/inquiry-schema";
import { REPO_ROOT } from "../support/fixtures";
import { inquiryBody, newIdempotencyKey } from "../support/inquiry-fixtures";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";

describe.each(TEST_DIALECTS)("inquiries:export CLI on %s", (dialect) => {
  let database: TestDatabase;
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ["--import", "tsx", "scripts/inquiries-export.ts", ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: database.childUrl },
      encoding: "utf8",
    });

  async function store(createdAt: string, overrides: Record<string, unknown>) {
    const parsed = parseInquiry(inquiryBody(overrides));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
    await storeInquiry(database.db, {
      userId: "u1",
      inquiry: parsed.inquiry,
      tyre: null,
      idempotencyKey: newIdempotencyKey(),
      mailJobs: inquiryMailJobs({
        account: { email: "ana@example.com", name: "Ana" },
        inquiry: parsed.inquiry,
        tyre: null,
        publicUrl: "http://shop.test",
        supplierEmail: "s@shop.test",
      }),
      rateLimit: 100,
      now: new Date(createdAt),
    });
  }

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const now = dialect === "postgres" ? new Date() : new Date().toISOString();
    await (database.db as Kysely<any>)
      .insertInto("user")
      .values({ id: "u1", name: "Ana", email: "ana@example.com", emailVerified: dialect === "postgres" ? false : 0, createdAt: now, updatedAt: now })
      .execute();
    await store("2026-01-10T09:00:00.000Z", { name: "Old, Buyer", message: 'He said "50 pcs"\nthen left' });
    await store("2026-03-01T12:00:00.000Z", { name: '=HYPERLINK("http://evil")', company: "@corp", phone: "+31 6 1234", message: "-1+1" });
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("writes every inquiry as CSV with a header, quoted and formula-safe", () => {
    const result = run();
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    const lines = result.stdout.split("\r\n");
    expect(lines[0]).toBe(
      "id,created_at,status,model,tyre_id,quantity,shipping_terms,name,email,phone,company,address,message,total,currency," +
        "goods,freight,insurance,insurance_basis_points,terms,port_code,freight_basis,freight_note",
    );
    expect(result.stdout).toContain('"Old, Buyer"');
    expect(result.stdout).toContain('"He said ""50 pcs""\nthen left"');
    expect(result.stdout).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(result.stdout).toContain(",'+31 6 1234,'@corp,");
    expect(result.stdout).toContain(",'-1+1,");
    expect(result.stdout.endsWith("\r\n")).toBe(true);
  });

  it("keeps only inquiries created on or after --since", () => {
    const result = run("--since", "2026-02-01");
    expect(result.status).toBe(0);
    expect(result.stdout.split("\r\n").filter(Boolean)).toHaveLength(2);
    expect(result.stdout).not.toContain("Old, Buyer");
  });

  it("refuses a date it cannot read", () => {
    const result = run("--since", "last tuesday");
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("--since: 'last tuesday' is not a date");
  });
});
