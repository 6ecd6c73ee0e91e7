// POST /api/send-email (spec §7): a signed-in buyer's purchase inquiry, answered in the
// form result shape (decision 120). The work is app/inquiries/submit-inquiry.server.ts; the mail
// worker sends the e-mails afterwards (decision 050).
import express, { type NextFunction, type Request, type Response, Router } from "express";
import type { Kysely } from "kysely";
import type { Auth } from "../app/auth/auth.server";
import { requireSessionUser } from "../app/auth/express-guards.server";
import type { SessionUser } from "../app/auth/session-user";
import type { Database } from "../app/db/schema";
import { formFailure } from "../app/forms/form-result";
import { sendFailure } from "../app/forms/send-failure.server";
import { submitInquiry } from "../app/inquiries/submit-inquiry.server";
import { DEFAULT_LANGUAGE } from "../app/i18n/languages";
import { refererLanguage, statedLanguage } from "../app/mail/buyer-language";
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
        const keepAsCompany = (req.body as { keepAsCompany?: unknown } | null)?.keepAsCompany === true;
        // The page it was sent from: the body's `language` when the form names it, else the page the browser came from.
        const language = statedLanguage((req.body as { language?: unknown } | null)?.language) ?? refererLanguage(req.get("referer")) ?? DEFAULT_LANGUAGE;
        const result = await submitInquiry(db, config, { user, body: req.body, idempotencyKey: req.get("idempotency-key"), keepAsCompany, language });
        if (!result.ok) {
          if (result.retryAfterSeconds !== undefined) res.setHeader("Retry-After", String(result.retryAfterSeconds));
          return sendFailure(res, result.failure);
        }
        const { inquiry, replayed } = result;
        if (!replayed) logger.info({ inquiry: inquiry.id, user: user.id, requestId: res.locals.requestId }, "inquiry stored");
        res.setHeader("Idempotent-Replayed", String(replayed));
        res.status(replayed ? 200 : 201).json({ inquiryId: inquiry.id, status: inquiry.status, createdAt: inquiry.createdAt });
      } catch (error) {
        next(error);
      }
    },
  );
  // The body parser's refusals as JSON the form can read: too large (413) or not JSON (400).
  router.use("/api/send-email", (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    const type = (error as { type?: unknown })?.type;
    if (type === "entity.too.large") return sendFailure(res, formFailure("too-large", `request body too large (at most ${INQUIRY_BODY_LIMIT})`));
    if (type === "entity.parse.failed") return sendFailure(res, formFailure("invalid", "the body is not valid JSON"));
    next(error);
  });
  return router;
}
