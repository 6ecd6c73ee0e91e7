// One zod schema per account form, used by the browser (before sending) and by the action, both
// through app/forms/check-form.ts, each built with the messages of the page's language (the
// browser's from the loader, the action's from the request's language).
// The spec's messages (§5, §8) are the toasts; the field messages say what to fix where.
// zod/mini: the same checks as classic zod at a fifth of the browser bytes (decision 061).
import * as z from "zod/mini";
import { fillMessage } from "~/i18n/fill-message";
import type { AuthMessages } from "~/i18n/messages/auth.en";

/** The password limits, for the forms and for better-auth itself (auth.server.ts). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** Every text field has a cap: a 30-million-character name was stored. */
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
const TOKEN_MAX = 200;

/** An account form as both sides check it: its schema, the fields it reads, and the toast when one is empty. */
export interface AuthFormDefinition<T> {
  schema: z.ZodMiniType<T>;
  fields: readonly string[];
  missingMessage: string;
}

/** The account pages' messages in a language with the password's length filled in. */
export function authWords(messages: AuthMessages): AuthMessages {
  const min = { min: PASSWORD_MIN };
  return { ...messages, passwordRule: fillMessage(messages.passwordRule, min), passwordTooShort: fillMessage(messages.passwordTooShort, min) };
}

const email = (m: AuthMessages) =>
  z.pipe(
    z.pipe(z.string().check(z.trim(), z.minLength(1, m.enterEmail), z.maxLength(EMAIL_MAX, m.invalidEmail)), z.email(m.invalidEmail)),
    z.transform((value: string) => value.toLowerCase()),
  );

const password = (m: AuthMessages, missing: string) => z.string().check(z.minLength(1, missing), z.maxLength(PASSWORD_MAX, m.passwordTooLong));

const newPassword = (m: AuthMessages, missing: string) =>
  z.string().check(z.minLength(1, missing), z.minLength(PASSWORD_MIN, m.passwordTooShort), z.maxLength(PASSWORD_MAX, m.passwordTooLong));

/**
 * An account's name, on the register form and on better-auth's own sign-up and update-user
 * endpoints (auth.server.ts): one line of at most 100 characters, no control characters (NUL is
 * one PostgreSQL cannot store).
 */
export const accountNameSchema = (m: Pick<AuthMessages, "enterName" | "nameTooLong" | "nameControlCharacters">) =>
  z
    .string({ error: m.enterName })
    .check(z.trim(), z.minLength(1, m.enterName), z.maxLength(NAME_MAX, m.nameTooLong), z.regex(/^[^\u0000-\u001f\u007f]*$/, m.nameControlCharacters));

const passwordsMatch = (m: AuthMessages) =>
  z.refine<{ password: string; confirmPassword: string }>((form) => form.password === form.confirmPassword, {
    path: ["confirmPassword"],
    message: m.passwordMismatch,
  });

/** `messages`: the language's, through `authWords`. */
export function loginForm(messages: AuthMessages) {
  const schema = z.object({ email: email(messages), password: password(messages, messages.enterPassword) });
  return { schema, fields: ["email", "password"], missingMessage: messages.loginMissing } as const satisfies AuthFormDefinition<z.infer<typeof schema>>;
}

export function registerForm(messages: AuthMessages) {
  const schema = z
    .object({
      name: accountNameSchema(messages),
      email: email(messages),
      password: newPassword(messages, messages.enterAPassword),
      confirmPassword: password(messages, messages.repeatPassword),
    })
    .check(passwordsMatch(messages));
  return {
    schema,
    fields: ["name", "email", "password", "confirmPassword"],
    missingMessage: messages.registerMissing,
  } as const satisfies AuthFormDefinition<z.infer<typeof schema>>;
}

export function forgotPasswordForm(messages: AuthMessages) {
  const schema = z.object({ email: email(messages) });
  return { schema, fields: ["email"], missingMessage: messages.enterEmail } as const satisfies AuthFormDefinition<z.infer<typeof schema>>;
}

export function resetPasswordForm(messages: AuthMessages) {
  const schema = z
    .object({
      token: z.string().check(z.minLength(1, messages.resetInvalid), z.maxLength(TOKEN_MAX, messages.resetInvalid)),
      password: newPassword(messages, messages.enterNewPassword),
      confirmPassword: password(messages, messages.repeatNewPassword),
    })
    .check(passwordsMatch(messages));
  return {
    schema,
    fields: ["token", "password", "confirmPassword"],
    missingMessage: messages.registerMissing,
  } as const satisfies AuthFormDefinition<z.infer<typeof schema>>;
}
