// Sellers' second factor (decision 281): where a signed-in account stands with it, and the steps
// of enrolling and of signing in with a code, through better-auth's two-factor plugin's endpoints
// (so its rate limits, attempt counts and account lock apply to the pages too).
import type { AppLoadContext } from "react-router";
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { formFailure, type FormFailure } from "~/forms/form-result";
import { callAuthEndpoint } from "./auth-endpoint.server";
import { CODE_MESSAGE } from "./two-factor-forms";
import { sessionTokenOf } from "./session-memo.server";

type Context = Pick<AppLoadContext, "auth" | "config">;

/** `off`: no second factor yet; `asked`: on, but this session was opened without a code; `passed`: opened with one. */
export type SecondFactorState = "off" | "asked" | "passed";

/** What the second factor's steps answer; the back office's, in English. The login's code page passes its language's (`verifySecondFactor`). */
export const TWO_FACTOR_MESSAGES = {
  wrongCode: "That code is not right. Enter the 6-digit code your authenticator app shows now, or one of your backup codes.",
  tooMany: "Too many wrong codes. Log in again with your password, then enter a new code.",
  locked: "Too many wrong codes for this account: it is locked for 15 minutes. Try again then.",
  expired: "Your login has expired. Log in again with your password.",
  rateLimited: "Too many attempts. Wait a minute and try again.",
  wrongPassword: "That password is not right.",
  failed: "The code could not be checked. Try again.",
  code: CODE_MESSAGE,
};

type CodeMessages = Omit<typeof TWO_FACTOR_MESSAGES, "wrongPassword">;

const truthy = (value: unknown) => value === true || value === 1 || value === "1";

type AuthTables = {
  user: { id: string; twoFactorEnabled: boolean | number | null };
  session: { token: string; userId: string; secondFactor: boolean | number | null };
};

/**
 * Read from the database on every request, as the seller role is (decision 170): a seller who
 * turns the second factor on is asked for it at the next click. Called after the session cookie
 * was checked, so the token before its signature names a genuine session.
 */
export async function secondFactorState(db: Kysely<Database>, request: Request, userId: string): Promise<SecondFactorState> {
  const cookie = sessionTokenOf(request.headers.get("cookie"));
  const token = cookie === null ? "" : decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1)).split(".")[0]!;
  const row = await (db as unknown as Kysely<AuthTables>)
    .selectFrom("user")
    .leftJoin("session", (join) => join.onRef("session.userId", "=", "user.id").on("session.token", "=", token))
    .select(["user.twoFactorEnabled", "session.secondFactor"])
    .where("user.id", "=", userId)
    .executeTakeFirst();
  if (!row || !truthy(row.twoFactorEnabled)) return "off";
  return truthy(row.secondFactor) ? "passed" : "asked";
}

/** A TOTP code (6 digits) or a backup code (better-auth's 5 + 5 letters and digits). */
export function codeKind(code: string): "totp" | "backup" | null {
  if (/^\d{6}$/.test(code)) return "totp";
  if (/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/.test(code)) return "backup";
  return null;
}

function codeFailure(status: number, code: string | undefined, messages: CodeMessages): FormFailure {
  if (status === 429 && code === "ACCOUNT_TEMPORARILY_LOCKED") return formFailure("rate-limited", messages.locked);
  if (status === 429) return formFailure("rate-limited", messages.rateLimited);
  if (code === "INVALID_CODE" || code === "INVALID_BACKUP_CODE") return formFailure("rejected", messages.wrongCode, { code: messages.wrongCode });
  if (code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE") return formFailure("rejected", messages.tooMany);
  if (code === "INVALID_TWO_FACTOR_COOKIE") return formFailure("unauthenticated", messages.expired);
  return formFailure("rejected", messages.failed);
}

/**
 * Checks a code: during a sign-in (the plugin's cookie) it opens the session; for a signed-in
 * account enrolling, the first right code turns the second factor on and opens a new session.
 * Answers the Set-Cookie headers to pass on, or the failure.
 */
export async function verifySecondFactor(
  request: Request,
  context: Context,
  code: string,
  messages: CodeMessages = TWO_FACTOR_MESSAGES,
): Promise<{ ok: true; cookies: string[] } | { ok: false; failure: FormFailure }> {
  const kind = codeKind(code);
  if (kind === null) return { ok: false, failure: formFailure("invalid", messages.code, { code: messages.code }) };
  const path = kind === "totp" ? "/two-factor/verify-totp" : "/two-factor/verify-backup-code";
  const result = await callAuthEndpoint(context, request, path, { code });
  if (result.status === 200) return { ok: true, cookies: result.cookies };
  return { ok: false, failure: codeFailure(result.status, result.body?.code, messages) };
}

export interface Enrolment {
  /** The otpauth:// address an authenticator app reads. */
  totpUri: string;
  /** The secret in base32, as an app asks for it when typed in. */
  secret: string;
  backupCodes: string[];
}

/** The secret of an otpauth:// address, or null when it is not one. */
export function secretOfTotpUri(uri: string): string | null {
  if (!uri.startsWith("otpauth://totp/") || uri.length > 500) return null;
  const secret = new URL(uri).searchParams.get("secret");
  return secret && /^[A-Z2-7]+=*$/.test(secret) ? secret : null;
}

/** Starts enrolling (the password asked again): a new secret and backup codes, on once confirmed with a code. */
export async function startEnrolment(
  request: Request,
  context: Context,
  password: string,
): Promise<{ ok: true; enrolment: Enrolment } | { ok: false; failure: FormFailure }> {
  const result = await callAuthEndpoint(context, request, "/two-factor/enable", { password });
  const totpUri = typeof result.body?.totpURI === "string" ? result.body.totpURI : "";
  const secret = secretOfTotpUri(totpUri);
  if (result.status === 200 && secret !== null && Array.isArray(result.body?.backupCodes)) {
    return { ok: true, enrolment: { totpUri, secret, backupCodes: result.body.backupCodes.map(String) } };
  }
  if (result.status === 429) return { ok: false, failure: formFailure("rate-limited", TWO_FACTOR_MESSAGES.rateLimited) };
  if (result.body?.code === "INVALID_PASSWORD") {
    return { ok: false, failure: formFailure("rejected", TWO_FACTOR_MESSAGES.wrongPassword, { password: TWO_FACTOR_MESSAGES.wrongPassword }) };
  }
  return { ok: false, failure: formFailure("rejected", TWO_FACTOR_MESSAGES.failed) };
}
