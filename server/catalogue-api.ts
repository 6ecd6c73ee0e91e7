// The catalogue API (docs/api.md): thin Express handlers over app/catalogue. Bad parameters
// answer 400 with a JSON reason; nothing here can turn a bad query into a 500.
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import { Router, type Request, type Response } from "express";
import type { Kysely } from "kysely";
import type { Database } from "../app/db/schema";
import type { CatalogueFiles } from "../app/catalogue/catalogue-file.server";
import { withAvailability } from "../app/catalogue/availability.server";
import { listFilterOptions } from "../app/catalogue/filter-options.server";
import { getTyre, listTyres } from "../app/catalogue/repository.server";
import { suggestionsFor } from "../app/catalogue/suggest.server";
import { countRequest, type RateRule } from "../app/http/address-rate-limit.server";
import { readNumberParam, ROW_ID } from "../app/http/number-param";
import { parseTyreQuery, tyreFilterSchema } from "../app/catalogue/tyre-query";
import { acceptEncodingOf } from "./fresh-compression";
import { chooseContentCoding } from "../app/http/content-coding";
import { etagMatches } from "./page-cache/cache-policy";
import { sendJson } from "./whole-body";

function badRequest(res: Response, errors: Array<{ param: string; message: string }>) {
  const reason = errors.map((e) => `${e.param} ${e.message}`).join("; ");
  res.status(400).json({ error: reason, errors });
}

/**
 * Whole-catalogue downloads per client address (decision 195). At 100,000 tyres the file is
 * 111 MiB unpacked: eight clients pulled 885 MiB in 3 s. Compressed, as browsers and HTTP
 * libraries ask for it, a download is a few MiB; a client that takes neither coding still gets
 * the file, unpacked as it is sent, but only twice in the window. Revalidations (304) and HEADs
 * send no body and are not counted.
 */
export const TYRE_DATA_RATE_LIMITS: Record<"any" | "identity", RateRule> = {
  any: { window: 600, max: 10 },
  identity: { window: 600, max: 2 },
};

/** Counts a download of the whole catalogue; the reason it must wait when over a limit. */
async function tyreDataRefusal(
  db: Kysely<Database>,
  address: string,
  identity: boolean,
  now: number,
): Promise<{ error: string; retryAfterSeconds: number } | null> {
  const rules = identity ? (["any", "identity"] as const) : (["any"] as const);
  for (const rule of rules) {
    const verdict = await countRequest(db, `${address}/tyre_data.json${rule === "identity" ? "#identity" : ""}`, TYRE_DATA_RATE_LIMITS[rule], now);
    if (verdict.allowed) continue;
    const { max, window } = TYRE_DATA_RATE_LIMITS[rule];
    const what = rule === "identity" ? "uncompressed downloads (ask for Accept-Encoding: br or gzip)" : "downloads";
    return { error: `at most ${max} ${what} of the catalogue per ${window / 60} minutes from one address`, retryAfterSeconds: verdict.retryAfterSeconds };
  }
  return null;
}

function queryParams(req: Request): URLSearchParams {
  return new URL(req.originalUrl, "http://local").searchParams;
}

export function catalogueApi(db: Kysely<Database>, catalogueFiles: CatalogueFiles): Router {
  const router = Router();

  router.get("/api/tyres", async (req, res) => {
    const parsed = parseTyreQuery(queryParams(req));
    if (!parsed.ok) return badRequest(res, parsed.errors);
    const page = await listTyres(db, parsed.query);
    sendJson(req, res, { ...page, items: await withAvailability(db, page.items) });
  });

  router.get("/api/tyres/:id", async (req, res) => {
    const id = req.params.id;
    const read = readNumberParam(id, ROW_ID);
    if (!read.ok && read.reason === "not a whole number") return badRequest(res, [{ param: "id", message: "must be a whole number" }]);
    // A number past the largest id (or 0) is well formed but names no tyre.
    const tyre = read.ok ? await getTyre(db, read.value) : null;
    if (!tyre) return res.status(404).json({ error: `tyre ${id} not found` });
    sendJson(req, res, (await withAvailability(db, [tyre]))[0]);
  });

  router.get("/api/suggest", async (req, res) => {
    const q = queryParams(req).get("q") ?? "";
    if (q.length > 200) return badRequest(res, [{ param: "q", message: "is longer than 200 characters" }]);
    sendJson(req, res, { items: await suggestionsFor(db, q) });
  });

  router.get("/api/filters", async (req, res) => {
    const parsed = tyreFilterSchema.safeParse(Object.fromEntries(queryParams(req)));
    if (!parsed.success) {
      return badRequest(
        res,
        parsed.error.issues.map((i) => ({ param: String(i.path[0] ?? ""), message: i.message })),
      );
    }
    sendJson(req, res, await listFilterOptions(db, parsed.data));
  });

  // Kept for the spec's clients (§7): the whole catalogue in its nested shape, built once per
  // catalogue revision into compressed files and streamed from disk (decision 081). The ETag
  // names the revision, so browsers revalidate and an import shows up at once.
  router.get("/tyre_data.json", async (req, res) => {
    const coding = chooseContentCoding(acceptEncodingOf(req));
    // Identity is unpacked from the gzip file as it is sent.
    const opened = await catalogueFiles.open(coding === "br" ? "br" : "gzip");
    try {
      res.setHeader("ETag", opened.file.etag);
      res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
      res.setHeader("Vary", "Accept-Encoding");
      if (etagMatches(req.headers["if-none-match"], opened.file.etag)) return void res.status(304).end();
      const refusal = req.method === "HEAD" ? null : await tyreDataRefusal(db, req.ip ?? "unknown", coding === "identity", Date.now());
      if (refusal) {
        res.removeHeader("ETag");
        res.setHeader("Retry-After", String(refusal.retryAfterSeconds));
        res.setHeader("Cache-Control", "no-store");
        return void res.status(429).json({ error: refusal.error });
      }
      res.type("application/json");
      if (coding !== "identity") {
        res.setHeader("Content-Encoding", coding);
        res.setHeader("Content-Length", opened.bytes);
      }
      if (req.method === "HEAD") return void res.end();
      const body = opened.handle.createReadStream({ autoClose: false });
      await pipeline(coding === "identity" ? [body, createGunzip(), res] : [body, res]).catch((error: NodeJS.ErrnoException) => {
        // A client that goes away mid-download is not a server error.
        if (error.code !== "ERR_STREAM_PREMATURE_CLOSE") throw error;
      });
    } finally {
      await opened.handle.close();
    }
  });

  return router;
}
