// Faults: the seller's catalogue upload against the real built server (build/main.js, one process,
// as `npm start` runs it) on both databases (decisions 190, 191). An upload whose connection drops
// mid-body is abandoned (its temporary folder removed, nothing changed, the seller told on their
// next visit) and the process goes on serving; a file past the row limit is refused with the
// limit named; a large file is read and previewed in a worker while /healthz answers within a
// second, then applied. The server's TMPDIR is a private folder, so no upload may leave a folder there.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOGUE_ROW_LIMIT } from "../../app/catalogue/catalogue-sheet";
import { countTyres } from "../../app/catalogue/repository.server";
import { startAppProcess, type AppProcess } from "../../scripts/support/app-process";
import type { AuthClient } from "../support/auth-client";
import { postPreviewIntent, storedPreview, uploadFromDisk, writeBigCsv } from "../support/catalogue-upload";
import { waitUntil } from "../support/inquiry-fixtures";
import { signedUpSeller } from "../support/seller";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";

/** /healthz asked again and again until stopped: the slowest answer, and any that failed or took over a second. */
function watchHealth(baseUrl: string) {
  let stopped = false;
  let slowestMs = 0;
  const failures: string[] = [];
  const probing = (async () => {
    while (!stopped) {
      const started = performance.now();
      try {
        const res = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(1000) });
        if (res.status !== 200) failures.push(`status ${res.status}`);
        await res.arrayBuffer();
      } catch (error) {
        failures.push(String(error));
      }
      slowestMs = Math.max(slowestMs, performance.now() - started);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await probing;
      return { slowestMs, failures };
    },
  };
}

/** The server's peak resident memory so far (Linux), in MiB. */
const peakRssMiB = (app: AppProcess) => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${app.child.pid}/status`, "utf8"))![1]) / 1024;

describe.each(TEST_DIALECTS)("the catalogue upload against the real server on %s", (dialect) => {
  let database: TestDatabase;
  let app: AppProcess;
  let seller: AuthClient;
  const serverTmp = mkdtempSync(join(tmpdir(), "upload-faults-server-"));
  const files = mkdtempSync(join(tmpdir(), "upload-faults-files-"));
  const uploadFolders = () => readdirSync(serverTmp).filter((name) => name.startsWith("catalogue-upload-"));

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    app = await startAppProcess(database.childUrl, { TMPDIR: serverTmp }, undefined, [], { entry: "built" });
    seller = (await signedUpSeller(app.baseUrl, database)).client;
  });
  afterAll(async () => {
    await app?.stop();
    await database?.destroy();
    rmSync(serverTmp, { recursive: true, force: true });
    rmSync(files, { recursive: true, force: true });
  });

  it("abandons five uploads dropped mid-body: the process keeps serving, no temporary folder stays, the seller is told once", async () => {
    const big = join(files, "big.csv");
    await writeBigCsv(big, 100_000);
    const health = watchHealth(app.baseUrl);
    for (let i = 0; i < 5; i++) {
      const upload = uploadFromDisk(seller, big, { cutAfter: 1024 * 1024 });
      upload.answer.catch(() => {});
      // The server is receiving: the upload's folder is there.
      await waitUntil(() => uploadFolders().length > 0, 10_000, "the upload's temporary folder");
      upload.drop();
      await waitUntil(() => uploadFolders().length === 0, 10_000, "the dropped upload's folder removed");
    }
    const { slowestMs, failures } = await health.stop();
    expect(failures).toEqual([]);
    expect(slowestMs).toBeLessThan(1000);
    expect(app.child.exitCode).toBeNull();
    expect(app.output()).not.toMatch(/Error: aborted|unhandled/i);
    expect(await database.db.selectFrom("catalogue_upload").select("token").execute()).toEqual([]);

    const page = await (await seller.get("/admin/catalogue")).text();
    const notes = page.match(/data-testid="upload-dropped"/g) ?? [];
    expect(notes).toHaveLength(5);
    expect(page).toContain("did not arrive whole (the connection closed before the end); nothing was changed");
    expect(page).toContain("Your upload of <!-- -->big.csv");
    expect(await (await seller.get("/admin/catalogue")).text()).not.toContain('data-testid="upload-dropped"');
  });

  it(`refuses a file one row past the ${CATALOGUE_ROW_LIMIT.toLocaleString("en-GB")}-row limit with 400 naming it, /healthz answering within 1 s throughout`, async () => {
    const over = join(files, "over.csv");
    await writeBigCsv(over, CATALOGUE_ROW_LIMIT + 1);
    const before = await countTyres(database.db);
    const health = watchHealth(app.baseUrl);
    const answer = await uploadFromDisk(seller, over).answer;
    const { slowestMs, failures } = await health.stop();
    expect(answer.status).toBe(400);
    expect(answer.body).toContain("over.csv: the file holds more than 250,000 tyres, the most one upload may hold");
    expect(failures).toEqual([]);
    expect(slowestMs).toBeLessThan(1000);
    expect(uploadFolders()).toEqual([]);
    expect(await countTyres(database.db)).toBe(before);
    expect(await database.db.selectFrom("catalogue_upload").select("token").execute()).toEqual([]);
    expect(peakRssMiB(app)).toBeLessThan(400);
  });

  it("previews a 20,000-row price list in a worker, stored compressed, /healthz answering within 1 s, and applies it", async () => {
    const file = join(files, "twenty.csv");
    await writeBigCsv(file, 20_000);
    const before = await countTyres(database.db);
    const health = watchHealth(app.baseUrl);
    const answer = await uploadFromDisk(seller, file).answer;
    expect(answer.status).toBe(303);
    const token = new URL(answer.location!, app.baseUrl).searchParams.get("preview")!;
    expect(await storedPreview(database.db, token)).toEqual({ imported: 20_000, updated: 0, unchanged: 0, removed: 0, refused: [] });
    const row = await database.db.selectFrom("catalogue_upload").select("file_gzip").where("token", "=", token).executeTakeFirstOrThrow();
    // The file itself, compressed (about 1.1 MB as sent), not a JSON value of every row.
    expect(row.file_gzip.length).toBeLessThan(200_000);
    const previewing = await health.stop();
    const applyHealth = watchHealth(app.baseUrl);
    expect((await postPreviewIntent(seller, token, "apply")).status).toBe(303);
    const applying = await applyHealth.stop();
    expect(previewing.failures).toEqual([]);
    expect(previewing.slowestMs).toBeLessThan(1000);
    // On SQLite the import holds the one write lock for its transaction, and the page thread's own
    // writes (the mail worker's poll) wait for it synchronously (decision 190, consequences).
    if (dialect === "postgres") {
      expect(applying.failures).toEqual([]);
      expect(applying.slowestMs).toBeLessThan(1000);
    }
    expect((await fetch(`${app.baseUrl}/healthz`, { signal: AbortSignal.timeout(1000) })).status).toBe(200);
    expect(await countTyres(database.db)).toBe(before + 20_000);
    expect(uploadFolders()).toEqual([]);
    expect(app.child.exitCode).toBeNull();
  });
});
