// The back office's catalogue upload as a browser sends it (decision 178): a multipart form with the
// file and 'replace', then Apply or Discard; and the CLI's summary, to compare the preview with.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createReadStream, createWriteStream, statSync } from "node:fs";
import { request } from "node:http";
import type { Kysely } from "kysely";
import type { Database } from "../../app/db/schema";
import type { AuthClient } from "./auth-client";
import { REPO_ROOT } from "./fixtures";
import type { TestDatabase } from "./test-database";

export async function postCatalogueFile(client: AuthClient, fileName: string, content: string | Uint8Array, options: { replace?: boolean } = {}) {
  const form = new FormData();
  form.set("file", new Blob([typeof content === "string" ? content : new Uint8Array(content)]), fileName);
  if (options.replace) form.set("replace", "on");
  return client.request("/admin/catalogue", { method: "POST", body: form });
}

/** The token an upload's answer points to (303 to ?preview=TOKEN). */
export function previewToken(response: Response): string {
  const location = response.headers.get("location") ?? "";
  const token = new URL(location, "http://x").searchParams.get("preview");
  if (response.status !== 303 || !token) throw new Error(`expected a preview, got ${response.status} ${location}`);
  return token;
}

export async function postPreviewIntent(client: AuthClient, token: string, intent: "apply" | "discard", extra: Record<string, string> = {}) {
  return client.request("/admin/catalogue", {
    method: "POST",
    body: new URLSearchParams({ token, intent, ...extra }).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
}

export interface PreviewCounts {
  imported: number;
  updated: number;
  unchanged: number;
  removed: number;
  refused: string[];
}

/** What the stored preview says, refusals written as the CLI prints them. */
export async function storedPreview(db: Kysely<Database>, token: string): Promise<PreviewCounts> {
  const row = await db.selectFrom("catalogue_upload").select("preview_json").where("token", "=", token).executeTakeFirstOrThrow();
  const preview = JSON.parse(row.preview_json) as { counts: Omit<PreviewCounts, "refused">; refused: Array<{ where: string; reason: string }> };
  return { ...preview.counts, refused: preview.refused.map((r) => `refused  ${r.where}: ${r.reason}`) };
}

/**
 * `npm run catalogue:import -- FILE [--replace]`, its summary line read back into counts. A child
 * the test awaits, never spawnSync: a storefront in this process keeps answering meanwhile, where a
 * blocked one woke to overdue timers that closed its kept-alive sockets (ECONNRESET on the next
 * request when the CLI ran long on a loaded machine).
 */
export async function runCatalogueCli(database: Pick<TestDatabase, "childUrl">, file: string, replace = false): Promise<PreviewCounts> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/catalogue-import.ts", file, ...(replace ? ["--replace"] : [])], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: database.childUrl, AUTH_SECRET: "cli-secret-cli-secret-cli-secret-012345" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const [status] = (await once(child, "close")) as [number | null];
  const result = { status, stdout, stderr };
  const summary = /imported (\d+), updated (\d+), unchanged (\d+), refused \d+, warnings \d+(?:, removed (\d+))?/.exec(result.stdout);
  if (result.status !== 0 || !summary) throw new Error(`catalogue:import failed: ${result.stderr}${result.stdout}`);
  const [imported, updated, unchanged, removed] = summary.slice(1).map((n) => Number(n ?? 0));
  return {
    imported: imported!,
    updated: updated!,
    unchanged: unchanged!,
    removed: removed!,
    refused: result.stdout.split("\n").filter((l) => l.startsWith("refused  ")),
  };
}

/** Writes a price list of `rows` car tyres to `path` as it goes (a large file is never held whole). */
export async function writeBigCsv(path: string, rows: number): Promise<void> {
  const out = createWriteStream(path);
  out.write("Brand,Model,Size,Season,Vehicle type,Price,Currency\n");
  for (let from = 1; from <= rows; from += 1000) {
    let chunk = "";
    for (let i = from; i < from + 1000 && i <= rows; i++) chunk += `Bulkco,Bulk ${i},205/55R16 91V,summer,car,${50 + (i % 100)},EUR\n`;
    if (!out.write(chunk)) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
}

const BOUNDARY = "----catalogue-upload-test";

/** The seller's multipart upload of a file on disk, streamed, as raw HTTP: `cutAfter` bytes of the file are sent, then the connection is dropped. */
export function uploadFromDisk(client: AuthClient, path: string, options: { cutAfter?: number } = {}) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${path.split("/").pop()}"\r\nContent-Type: text/csv\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const size = statSync(path).size;
  const req = request(`${client.baseUrl}/admin/catalogue`, {
    method: "POST",
    agent: false,
    headers: {
      "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
      "content-length": head.length + size + tail.length,
      origin: client.baseUrl,
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
    },
  });
  const answer = new Promise<{ status: number; location: string | null; body: string }>((ok, fail) => {
    req.on("error", fail);
    req.on("response", (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => ok({ status: res.statusCode ?? 0, location: res.headers.location ?? null, body }));
      res.on("error", fail);
    });
  });
  req.write(head);
  const file = createReadStream(path, options.cutAfter === undefined ? {} : { end: options.cutAfter - 1 });
  file.pipe(req, { end: false });
  file.on("end", () => (options.cutAfter === undefined ? req.end(tail) : undefined));
  return { answer, drop: () => req.destroy() };
}

/** A back-office page's HTML as text to search: React's comment separators out, the few entities it writes decoded. */
export async function pageText(response: Response): Promise<string> {
  const html = await response.text();
  return html
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&gt;/g, ">")
    .replace(/&lt;/g, "<")
    .replace(/&amp;/g, "&");
}

/** A CSV price list's header line with its names spelled any way, semicolon-separated. */
export const CSV_HEADER = "brand;Model;SIZE;season;Vehicle Type;pattern;price;offer_price;Currency;EAN\r\n";
