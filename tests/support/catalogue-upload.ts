// The back office's catalogue upload as a browser sends it: a multipart form with the
// file and 'replace', then Apply or Discard; and the CLI's summary, to compare the preview with.
import { spawnSync } from "node:child_process";
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

export async function postPreviewIntent(client: AuthClient, token: string, intent: "apply" | "discard") {
  return client.request("/admin/catalogue", {
    method: "POST",
    body: new URLSearchParams({ token, intent }).toString(),
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

/** `npm run catalogue:import -- FILE [--replace]`, its summary line read back into counts. */
export function runCatalogueCli(database: Pick<TestDatabase, "childUrl">, file: string, replace = false): PreviewCounts {
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/catalogue-import.ts", file, ...(replace ? ["--replace"] : [])], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: database.childUrl, AUTH_SECRET: "cli-secret-cli-secret-cli-secret-012345" },
    encoding: "utf8",
  });
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
