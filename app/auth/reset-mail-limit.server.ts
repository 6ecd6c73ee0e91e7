// A limit on password-reset e-mails to one address, whoever asks for them (decision 192): the
// per-client limit alone let five client addresses put 25 reset e-mails into one inbox in a minute.
import { createHash } from "node:crypto";
import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import { z } from "zod";
import type { RateLimitStore, RateRule } from "./rate-limit-store.server";

export const RESET_MAIL_PER_RECIPIENT: RateRule = { window: 60 * 60, max: 3 };

/**
 * better-auth's answer to every reset request, for a known address or not; a request past the
 * limit gets it too, so the limit tells nobody whether the address has an account.
 */
export const RESET_REQUESTED_ANSWER = { status: true, message: "If this email exists in our system, check your email for the reset link" };

/**
 * The counter's key: a hash, so the table holds no addresses. Every well-formed address is counted,
 * known or not, so both take the same steps; better-auth answers a malformed one with its 400.
 */
export function resetMailKey(email: unknown): string | null {
  if (!z.email().safeParse(email).success) return null;
  return `reset-mail|${createHash("sha256")
    .update((email as string).toLowerCase())
    .digest("hex")}`;
}

export function resetMailLimit(store: Pick<RateLimitStore, "consume">) {
  return {
    id: "reset-mail-limit",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === "/request-password-reset",
          handler: createAuthMiddleware(async (ctx) => {
            const key = resetMailKey((ctx.body as { email?: unknown } | undefined)?.email);
            if (!key) return;
            const { allowed } = await store.consume(key, RESET_MAIL_PER_RECIPIENT);
            if (!allowed) return ctx.json(RESET_REQUESTED_ANSWER);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
