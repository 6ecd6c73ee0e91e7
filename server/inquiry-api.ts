// POST /api/send-email (spec §7, issue 7): a signed-in buyer's purchase inquiry. Validated with
// the form's own schema, stored with its e-mail jobs before the answer, once per idempotency key,
// within the per-user rate limit. The mail worker sends the e-mails afterwards (decision 050).
import { randomUUID } from "node:crypto";
import express, { type NextFunction, type Request, type Response, Router } from "express";
import type { Kysely } from "kysely";
import type { Auth } from "../app/auth/auth.server";
import { requireSessionUser } from "../app/auth/express-guards.server";
import type { SessionUser } from "../app/auth/session-user";
import { getTyre } from "../app/catalogue/repository.server";
import type { Database } from "../app/db/schema";
import { storeInquiry } from "../app/inquiries/inquiry-repository.server";
import { IDEMPOTENCY_KEY_PATTERN, parseInquiry } from "../app/inquiries/inquiry-schema";
import type { AppConfig } from "./config";
import type { Logger } from "./logger";

export const INQUIRY_BODY_LIMIT = "64kb";

export function inquiryApi(deps: { db: Kysely<Database>; auth: Auth; config: AppConfig; logger: Logger }): Router {
  const { db, config, logger } = deps;
  const router = Router();
  router.post(
    "/api/send-email",
    requireSessionUser(deps.auth),
    express.json({ limit: INQUIRY_BODY_LIMIT, type: () => true }),
    async (req: Request, res: Response, next: NextFunction) => {
      try {
        const user = res.locals.user as SessionUser;
        const headerKey = req.get("idempotency-key");
        const body = (req.body ?? {}) as Record<string, unknown>;
        if (headerKey !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(headerKey)) {
          res.status(400).json({ error: "invalid inquiry", fieldErrors: { idempotencyKey: ["Idempotency-Key must be 8-100 letters, digits, '-', '_', '.' or ':'."] } });
          return;
        }
        const parsed = parseInquiry(headerKey ? { ...body, idempotencyKey: headerKey } : body);
        if (!parsed.ok) {
          res.status(400).json({ error: "invalid inquiry", fieldErrors: parsed.fieldErrors });
          return;
        }
        const { inquiry } = parsed;
        const tyre = inquiry.tyreId ? await getTyre(db, inquiry.tyreId) : null;
        if (inquiry.tyreId && !tyre) {
          res.status(400).json({ error: "invalid inquiry", fieldErrors: { tyreId: ["No such tyre in the catalogue."] } });
          return;
        }
        const result = await storeInquiry(db, {
          userId: user.id,
          account: { email: user.email, name: user.name },
          inquiry,
          tyre,
          // Without a key (a script, an old form) every request is a new inquiry.
          idempotencyKey: inquiry.idempotencyKey ?? `none:${randomUUID()}`,
          publicUrl: config.publicUrl,
          supplierEmail: config.supplierEmail,
          rateLimit: config.inquiryRateLimit,
        });
        if (result.outcome === "rate-limited") {
          res.setHeader("Retry-After", String(result.retryAfterSeconds));
          res.status(429).json({ error: "Too many inquiries. Please try again later." });
          return;
        }
        if (result.outcome === "key-reused") {
          res.status(422).json({ error: "This Idempotency-Key was already used for a different inquiry." });
          return;
        }
        if (result.outcome === "created") logger.info({ inquiry: result.inquiry.id, user: user.id, requestId: res.locals.requestId }, "inquiry stored");
        res.setHeader("Idempotent-Replayed", String(result.outcome === "replayed"));
        res.status(result.outcome === "created" ? 201 : 200).json({ inquiryId: result.inquiry.id, status: result.inquiry.status, createdAt: result.inquiry.createdAt });
      } catch (error) {
        next(error);
      }
    },
  );
  // The body parser's refusals as JSON the form can read: too large (413) or not JSON (400).
  router.use("/api/send-email", (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    const type = (error as { type?: unknown })?.type;
    if (type === "entity.too.large") return void res.status(413).json({ error: "request body too large", limit: INQUIRY_BODY_LIMIT });
    if (type === "entity.parse.failed") return void res.status(400).json({ error: "the body is not valid JSON" });
    next(error);
  });
  return router;
}
