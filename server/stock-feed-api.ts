// POST /api/stock-feed (decision 246): a seller's system posts its stock feed (CSV or XLSX, the
// same lines the back office takes) with an API key made in the back office, as
// `Authorization: Bearer KEY`. A machine's post carries no Origin, and a key is no cookie a
// browser sends by itself, so this is mounted before the same-site check. A wrong key is 401 and
// counted per client address in the shared rate-limit rows; past the limit every post from that
// address is 429 until the window ends, a right key included, so keys cannot be guessed.
import express, { Router, type Request, type Response } from "express";
import type { Kysely } from "kysely";
import type { Logger } from "./logger";
import { STOCK_FEED_LIMIT_BYTES } from "../app/admin/stock-feed-limit";
import { readStockFeedFile } from "../app/admin/stock-feed-file.server";
import { authenticateFeedKey } from "../app/admin/stock-feed-keys.server";
import { applyStockFeed } from "../app/admin/stock-feed.server";
import type { Database } from "../app/db/schema";
import { countRequest, isOverLimit, type RateRule } from "../app/http/address-rate-limit.server";
import { formFailure, resultOf, statusOf, type FormFailure } from "../app/forms/form-result";

/** Wrong keys from one address: 10 in 15 minutes, then 429 for the rest of the window. */
export const WRONG_FEED_KEY_LIMIT: RateRule = { window: 900, max: 10 };
/** Unknown codes listed in an answer at most; `unknownCount` says how many in all. */
const LISTED = 100;

function refuse(res: Response, failure: FormFailure, extra: object = {}) {
  res.status(statusOf(failure)).json({ ...resultOf(failure), ...extra });
}

function bearerOf(req: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get("authorization") ?? "");
  return match ? match[1]! : null;
}

export function stockFeedApi({ db, logger }: { db: Kysely<Database>; logger: Logger }): Router {
  const router = Router();
  router.post("/api/stock-feed", express.raw({ type: () => true, limit: STOCK_FEED_LIMIT_BYTES }), async (req, res, next) => {
    try {
      const now = Date.now();
      const limitKey = `${req.ip ?? "unknown"}/stock-feed#wrong-key`;
      const blocked = await isOverLimit(db, limitKey, WRONG_FEED_KEY_LIMIT, now);
      if (!blocked.allowed) return tooMany(res, blocked.retryAfterSeconds);
      const bearer = bearerOf(req);
      const key = bearer ? await authenticateFeedKey(db, bearer, new Date(now)) : null;
      if (!key) {
        const verdict = await countRequest(db, limitKey, WRONG_FEED_KEY_LIMIT, now);
        logger.warn({ address: req.ip, requestId: res.locals.requestId }, "stock feed posted with a wrong API key");
        if (!verdict.allowed) return tooMany(res, verdict.retryAfterSeconds);
        res.setHeader("WWW-Authenticate", 'Bearer realm="stock-feed"');
        return refuse(res, formFailure("unauthenticated", bearer ? "The API key is wrong or revoked." : "Send the API key as 'Authorization: Bearer KEY'."));
      }
      const body: unknown = req.body;
      const bytes = Buffer.isBuffer(body) ? new Uint8Array(body) : new Uint8Array();
      const read = await readStockFeedFile(bytes);
      if (!read.ok) return refuse(res, formFailure("invalid", `The feed cannot be read: ${read.reason}.`, { file: read.reason }));
      const outcome = await applyStockFeed(db, read.records, { actor: { apiKey: key.name }, source: `api key ${key.name}`, now: new Date(now) });
      if (!outcome.ok) {
        const failure = formFailure(
          "invalid",
          `${outcome.refused.length} ${outcome.refused.length === 1 ? "line is" : "lines are"} refused: nothing was changed.`,
        );
        return refuse(res, failure, { refused: outcome.refused.slice(0, LISTED), refusedCount: outcome.refused.length });
      }
      res.json({ applied: outcome.applied, unknown: outcome.unknown.slice(0, LISTED), unknownCount: outcome.unknown.length });
    } catch (error) {
      next(error);
    }
  });
  return router;
}

function tooMany(res: Response, retryAfterSeconds: number) {
  res.setHeader("Retry-After", String(retryAfterSeconds));
  const minutes = Math.ceil(retryAfterSeconds / 60);
  refuse(
    res,
    formFailure("rate-limited", `Too many posts with a wrong API key from this address: try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`),
  );
}
