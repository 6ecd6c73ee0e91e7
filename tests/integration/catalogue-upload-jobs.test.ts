// The catalogue upload's worker jobs (decision 190), on both databases: a file whose reading needs
// more than the worker's heap ends the worker, not the process, and is refused as too large with a
// reason; the next job runs as usual, and Apply reads the kept, compressed file again.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCatalogueUploadJobs } from "../../app/admin/catalogue-upload-jobs.server";
import type { Seller } from "../../app/admin/require-seller.server";
import { writeBigCsv } from "../support/catalogue-upload";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";

const seller: Seller = { id: "seller-1", name: "Sam", email: "sam@example.com", image: null, actor: { userId: "seller-1", email: "sam@example.com" } };

describe.each(TEST_DIALECTS)("catalogue upload jobs in a worker on %s", (dialect) => {
  let database: TestDatabase;
  const folder = mkdtempSync(join(tmpdir(), "upload-jobs-"));

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database?.destroy();
    rmSync(folder, { recursive: true, force: true });
  });

  it("refuses a file that needs more than the worker's heap as too large, then previews and applies the next one", async () => {
    const big = join(folder, "big.csv");
    await writeBigCsv(big, 200_000);
    const now = new Date().toISOString();
    const cramped = createCatalogueUploadJobs(database.childUrl, 96);
    const refused = await cramped.preview({ seller, path: big, fileName: "big.csv", replace: false, now });
    expect(refused).toMatchObject({ ok: false, kind: "too-large", fieldErrors: { file: expect.stringContaining("needs more memory to read") as string } });

    const small = join(folder, "small.csv");
    writeFileSync(small, "Brand,Model,Size,Season,Vehicle type,Price\nJobco,J1,205/55R16 91V,winter,car,99.50\n");
    const jobs = createCatalogueUploadJobs(database.childUrl);
    const previewed = await jobs.preview({ seller, path: small, fileName: "small.csv", replace: false, now });
    if (!previewed.ok) throw new Error(previewed.message);
    const stored = await database.db
      .selectFrom("catalogue_upload")
      .select(["file_gzip", "format"])
      .where("token", "=", previewed.token)
      .executeTakeFirstOrThrow();
    expect(stored.format).toBe("csv");
    // The file is kept, not the rows: the preview's file is gone once it was read.
    rmSync(small);
    const applied = await jobs.apply({ seller, token: previewed.token, now });
    expect(applied).toMatchObject({ ok: true, summary: { imported: 1, refused: [] } });
    const tyre = await database.db.selectFrom("tyre").select(["model", "price_minor"]).where("model", "=", "J1").executeTakeFirstOrThrow();
    expect(tyre).toEqual({ model: "J1", price_minor: 9950 });
    expect(await jobs.apply({ seller, token: previewed.token, now })).toMatchObject({ ok: false, kind: "not-found" });
  });
});
