// A before-hook for better-auth's own JSON endpoints (/api/auth/*), which take any text of any
// length: a 30-million-character name was stored, and a NUL in a name is a
// 422 on PostgreSQL but stored on SQLite. The name follows the register form's own rule; every
// other text field gets a cap. The body itself is limited to 16 KiB before this (request-guards).
import { APIError, createAuthMiddleware } from "better-auth/api";
import { AUTH_EN } from "~/i18n/messages/auth.en";
import { accountNameSchema, EMAIL_MAX, PASSWORD_MAX } from "./auth-forms";

/** Paths whose `name` becomes the account's name. */
const NAME_PATHS = new Set(["/sign-up/email", "/update-user"]);
/** better-auth's own endpoints answer in English, the API's language. */
const ACCOUNT_NAME = accountNameSchema(AUTH_EN);
const FIELD_MAX: Record<string, number> = { email: EMAIL_MAX, password: PASSWORD_MAX, newPassword: PASSWORD_MAX, currentPassword: PASSWORD_MAX };
/** URLs (callbackURL, image) and tokens: longer than any this shop makes. */
const OTHER_MAX = 2048;

/** Only the table's own keys: a field named `toString` found the inherited function and went uncapped. */
const capOf = (field: string) => (Object.hasOwn(FIELD_MAX, field) ? FIELD_MAX[field]! : OTHER_MAX);

/** What is wrong with a body better-auth is about to read, or null. */
export function authBodyProblem(path: string, body: unknown): string | null {
  if (typeof body !== "object" || body === null) return null;
  for (const [field, value] of Object.entries(body)) {
    if (field === "name" && NAME_PATHS.has(path)) {
      const checked = ACCOUNT_NAME.safeParse(value);
      if (!checked.success) return checked.error.issues[0]?.message ?? "The name is not valid.";
    } else if (typeof value === "string" && value.length > capOf(field)) {
      return `${field} is too long (at most ${capOf(field)} characters).`;
    }
  }
  return null;
}

export const authInputGuard = createAuthMiddleware(async (ctx) => {
  const problem = authBodyProblem(ctx.path, ctx.body);
  if (problem) throw new APIError("BAD_REQUEST", { message: problem, code: "INVALID_INPUT" });
});
