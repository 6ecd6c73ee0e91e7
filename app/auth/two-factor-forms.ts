// The forms of the second factor (decision 281): the code asked at login and when enrolling, and
// the password asked again to start enrolling. zod/mini, as the other account forms (decision 061).
import * as z from "zod/mini";
import { PASSWORD_MAX } from "./auth-forms";

export const CODE_MESSAGE = "Enter the 6-digit code from your authenticator app, or a backup code such as abcde-12345.";

// Spaces are dropped: apps show "123 456", and people type what they see.
const codeOf = (message: string) =>
  z.pipe(
    z.pipe(
      z.string().check(z.maxLength(40, message)),
      z.transform((value: string) => value.replace(/\s+/g, "")),
    ),
    z.string().check(z.regex(/^(?:\d{6}|[A-Za-z0-9]{5}-[A-Za-z0-9]{5})$/, message)),
  );
const code = codeOf(CODE_MESSAGE);

export const codeSchema = z.object({ code });
/** The login's code form, its message in the page's language. */
export const codeSchemaSaying = (message: string) => z.object({ code: codeOf(message) });
export const CODE_FIELDS = ["code"] as const;

/** Enrolling: `start` (the password again) shows the secret; `confirm` (a code) turns it on. */
export const enrolSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("start"),
      password: z.string().check(z.minLength(1, "Enter your password."), z.maxLength(PASSWORD_MAX, "The password is too long.")),
    }),
    z.object({ intent: z.literal("confirm"), code, totpUri: z.string().check(z.maxLength(500, "Start again: show the secret.")) }),
  ],
  { error: "Show the secret with your password, then confirm it with a code." },
);
export const ENROL_FIELDS = ["intent", "password", "code", "totpUri"] as const;

/** The secret in groups of four, as authenticator apps print it. */
export function groupedSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(" ") ?? secret;
}
