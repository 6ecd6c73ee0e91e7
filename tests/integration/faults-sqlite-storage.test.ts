// Faults (decision 110): the real server (server/main.ts) on a SQLite data folder it cannot write, or
// on a disk that fills up while it serves. A read-only folder or file stops the start with a
// message naming the file; a full disk answers writes 503 'database storage full' while reads go
// on; every inquiry answered 201 is kept and PRAGMA integrity_check says ok afterwards.
//
// "Read-only": file modes. A process with CAP_DAC_OVERRIDE (root, usually) writes whatever the
// modes say, so the server then runs without it (setpriv drops it from the capability bounding
// set): still the same user, so it reads the checkout wherever that lies, even in a private home
// folder that another user such as `nobody` could not enter. "Full": where mounting is allowed
// (root with CAP_SYS_ADMIN), the database lives on a tmpfs a little larger than itself, and a full
// disk is a real ENOSPC (SQLITE_FULL). Elsewhere the server runs under a file-size limit (prlimit
// --fsize, RLIMIT_FSIZE; Node ignores SIGXFSZ) a little above the database's size: the write past
// it fails with EFBIG, which SQLite reports as an I/O error (SQLITE_IOERR). The test's name says
// which one ran.
import { execFileSync } from "node:child_process";
import { chmodSync, copyFileSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { importCatalogue } from "../../app/catalogue/import-catalogue.server";
import { connectDatabase } from "../../app/db/connect.server";
import { migrateToLatest } from "../../app/db/migrate.server";
import { startAppProcess, type AppProcess } from "../../scripts/support/app-process";
import { REPO_ROOT, truckEntry, truckFile } from "../support/fixtures";
import { inquiryBody, newIdempotencyKey, signedUpBuyer } from "../support/inquiry-fixtures";

const folders: string[] = [];
const apps: AppProcess[] = [];
const mounts: string[] = [];
afterAll(async () => {
  for (const app of apps) await app.stop();
  for (const mount of mounts) execFileSync("umount", [mount]);
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A migrated database with a small catalogue (so the server loads no sample), closed. */
async function preparedDatabase(): Promise<{ folder: string; file: string }> {
  const folder = mkdtempSync(join(tmpdir(), "tyres-storage-"));
  folders.push(folder);
  const file = join(folder, "shop.db");
  const handle = connectDatabase(file);
  await migrateToLatest(handle.db);
  await importCatalogue(handle.db, truckFile("Michelin", "Drive", [truckEntry({ model: "X Multi D" })]));
  await handle.close();
  return { folder, file };
}

/** PRAGMA integrity_check as a restarted server would see the file (a WAL left behind is replayed). */
function integrityOf(file: string): string {
  const db = new SQLite(file);
  try {
    return String(db.pragma("integrity_check", { simple: true }));
  } finally {
    db.close();
  }
}

/** The capabilities that let a process read or write past file modes (CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH). */
const MODE_OVERRIDES = (1n << 1n) | (1n << 2n);
const overridesModes = (() => {
  const effective = /^CapEff:\s*([0-9a-f]+)$/m.exec(readFileSync("/proc/self/status", "utf8"))?.[1];
  return effective !== undefined && (BigInt(`0x${effective}`) & MODE_OVERRIDES) !== 0n;
})();
const honouringModes = overridesModes
  ? { prefix: ["setpriv", "--bounding-set", "-dac_override,-dac_read_search", "--inh-caps", "-dac_override,-dac_read_search", "--"] }
  : {};

describe("a SQLite data folder the server cannot write", () => {
  it.each([
    ["the folder and the file are read-only", false],
    ["the file is writable but its folder is not", true],
  ])("stops the start with a message naming the file when %s", async (_case, fileWritable) => {
    const { folder, file } = await preparedDatabase();
    chmodSync(file, fileWritable ? 0o644 : 0o444);
    chmodSync(folder, 0o555);
    const failure = await startAppProcess(file, { SMTP_URL: "smtp://127.0.0.1:9" }, REPO_ROOT, [], honouringModes).then(
      (app) => {
        apps.push(app);
        return "started";
      },
      (error: unknown) => String(error),
    );
    expect(failure).toContain("server exited with 1");
    expect(failure).toContain(`cannot open the SQLite database ${file} for writing`);
    expect(failure).toContain(`the server must be able to write the file and its folder ${folder}`);
    chmodSync(folder, 0o755);
    expect(integrityOf(file)).toBe("ok");
  });
});

/** A tmpfs of `bytes` when this machine lets the test mount one, else null. */
function tinyTmpfs(bytes: number): string | null {
  const folder = mkdtempSync(join(tmpdir(), "tyres-full-"));
  folders.push(folder);
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${Math.ceil(bytes / 4096) * 4}k`, "tmpfs", folder], { stdio: "ignore" });
  } catch {
    return null;
  }
  mounts.push(folder);
  return folder;
}

/** Where the disk fills: a real tmpfs, else the file-size limit (see the top of the file). */
async function fillingDisk(): Promise<{ how: string; file: string; launch: Parameters<typeof startAppProcess>[4]; reason: string }> {
  const { file } = await preparedDatabase();
  const size = statSync(file).size;
  // Room for a few inquiries: the file, its shared-memory file and a WAL of a few hundred KiB.
  const tmpfs = tinyTmpfs(size + 512 * 1024);
  if (tmpfs) {
    copyFileSync(file, join(tmpfs, "shop.db"));
    return { how: "a full tmpfs (ENOSPC)", file: join(tmpfs, "shop.db"), launch: {}, reason: "database storage full" };
  }
  return {
    how: "a file-size limit (EFBIG)",
    file,
    launch: { prefix: ["prlimit", `--fsize=${Math.max(size, 256 * 1024) + 128 * 1024}`, "--"] },
    reason: "database storage error",
  };
}

describe("a disk that fills up under the real server on SQLite", () => {
  it("answers writes 503 with the reason, keeps serving reads, keeps every accepted inquiry, and leaves the database intact", async () => {
    const disk = await fillingDisk();
    const app = await startAppProcess(disk.file, { SMTP_URL: "smtp://127.0.0.1:9", INQUIRY_RATE_LIMIT: "1000", PAGE_CACHE: "off" }, REPO_ROOT, [], disk.launch);
    apps.push(app);
    const { client, email } = await signedUpBuyer(app.baseUrl);
    const accepted: number[] = [];
    let refusal: Response | null = null;
    for (let i = 0; i < 300 && !refusal; i++) {
      const res = await client.post("/api/send-email", inquiryBody({ email, message: "x".repeat(4000) }), { "idempotency-key": newIdempotencyKey() });
      if (res.status === 201) accepted.push((await res.json()).inquiryId);
      else refusal = res;
    }
    expect(accepted.length, disk.how).toBeGreaterThan(0);
    expect(refusal?.status, disk.how).toBe(503);
    expect(refusal?.headers.get("retry-after")).toBe("5");
    expect(await refusal?.json(), disk.how).toMatchObject({ error: disk.reason });
    // Reads go on.
    expect((await fetch(`${app.baseUrl}/api/tyres?q=Multi`)).status).toBe(200);
    expect((await fetch(`${app.baseUrl}/search?q=Multi`)).status).toBe(200);
    expect(app.child.exitCode).toBeNull();

    await app.stop();
    expect(integrityOf(disk.file)).toBe("ok");
    const handle = connectDatabase(disk.file);
    try {
      const stored = await handle.db.selectFrom("inquiry").select("id").where("email", "=", email).orderBy("id").execute();
      expect(stored.map((r) => r.id)).toEqual(accepted);
      const jobs = await handle.db.selectFrom("mail_job").select("inquiry_id").where("inquiry_id", "in", accepted).execute();
      expect(jobs).toHaveLength(2 * accepted.length);
    } finally {
      await handle.close();
    }
  });
});
