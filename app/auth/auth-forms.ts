// One zod schema per account form, used by the browser (before sending) and by the action, both
// through app/forms/check-form.ts.
// The spec's messages (§5, §8) are the toasts; the field messages say what to fix where.
// zod/mini: the same checks as classic zod at a fifth of the browser bytes (decision 061).
import * as z from "zod/mini";

/** The password limits, for the forms and for better-auth itself (auth.server.ts). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** Every text field has a cap: a 30-million-character name was stored. */
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
const TOKEN_MAX = 200;
export const PASSWORD_RULE = `At least ${PASSWORD_MIN} characters.`;

export const MESSAGES = {
  loginMissing: "Please enter both email and password.",
  registerMissing: "All fields are required!",
  passwordMismatch: "Passwords do not match!",
  signupSuccess: "Signup Successful",
  loginFailed: "Login failed",
  somethingWrong: "Something went wrong",
  googleFailed: "Google signup failed",
  invalidCredentials: "Incorrect email or password.",
  invalidEmail: "Please enter a valid email address, like name@company.com.",
  passwordTooShort: `The password must have at least ${PASSWORD_MIN} characters.`,
  tooManyAttempts: "Too many attempts. Please wait a minute and try again.",
  accountExists: "We could not create an account with this email. If you already have one, log in or reset your password.",
  resetSent: "If an account exists for that email, we have sent a link to reset the password. Please check your inbox.",
  resetDone: "Your password has been changed. Please log in with your new password.",
  resetInvalid: "This reset link is invalid or has expired. Please ask for a new one.",
  googleUnavailable: "Google sign-in is not available",
} as const;

const email = (missing: string) =>
  z.pipe(
    z.pipe(z.string().check(z.trim(), z.minLength(1, missing), z.maxLength(EMAIL_MAX, MESSAGES.invalidEmail)), z.email(MESSAGES.invalidEmail)),
    z.transform((value: string) => value.toLowerCase()),
  );

const PASSWORD_TOO_LONG = "The password is too long.";

export const loginSchema = z.object({
  email: email("Enter your email."),
  password: z.string().check(z.minLength(1, "Enter your password."), z.maxLength(PASSWORD_MAX, PASSWORD_TOO_LONG)),
});

const newPassword = (missing: string) =>
  z.string().check(z.minLength(1, missing), z.minLength(PASSWORD_MIN, MESSAGES.passwordTooShort), z.maxLength(PASSWORD_MAX, PASSWORD_TOO_LONG));

const repeatedPassword = (missing: string) => z.string().check(z.minLength(1, missing), z.maxLength(PASSWORD_MAX, PASSWORD_TOO_LONG));

/**
 * An account's name, on the register form and on better-auth's own sign-up and update-user
 * endpoints (auth.server.ts): one line of at most 100 characters, no control characters (NUL is
 * one PostgreSQL cannot store).
 */
export const accountNameSchema = z
  .string({ error: "Enter your name." })
  .check(
    z.trim(),
    z.minLength(1, "Enter your name."),
    z.maxLength(NAME_MAX, "The name is too long."),
    z.regex(/^[^\u0000-\u001f\u007f]*$/, "The name may not contain control characters."),
  );

const passwordsMatch = z.refine<{ password: string; confirmPassword: string }>((form) => form.password === form.confirmPassword, {
  path: ["confirmPassword"],
  message: MESSAGES.passwordMismatch,
});

export const registerSchema = z
  .object({
    name: accountNameSchema,
    email: email("Enter your email."),
    password: newPassword("Enter a password."),
    confirmPassword: repeatedPassword("Repeat the password."),
  })
  .check(passwordsMatch);

export const forgotPasswordSchema = z.object({ email: email("Enter your email.") });

export const resetPasswordSchema = z
  .object({
    token: z.string().check(z.minLength(1, MESSAGES.resetInvalid), z.maxLength(TOKEN_MAX, MESSAGES.resetInvalid)),
    password: newPassword("Enter a new password."),
    confirmPassword: repeatedPassword("Repeat the new password."),
  })
  .check(passwordsMatch);
