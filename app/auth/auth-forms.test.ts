import { describe, expect, it } from "vitest";
import { checkForm } from "../forms/check-form";
import { AUTH_CATALOGUE } from "../i18n/catalogues.server";
import { AUTH_EN } from "../i18n/messages/auth.en";
import { FLASH_EN } from "../i18n/messages/flash.en";
import { authWords, loginForm, registerForm, resetPasswordForm } from "./auth-forms";

const MESSAGES = authWords(AUTH_EN);
const loginSchema = loginForm(MESSAGES).schema;
const registerSchema = registerForm(MESSAGES).schema;
const resetPasswordSchema = resetPasswordForm(MESSAGES).schema;

// Expected texts are literals: the spec's own words (§5, §8) where it has them, the app's where it does not.
const SPEC_LOGIN_MISSING = "Please enter both email and password.";
const SPEC_REGISTER_MISSING = "All fields are required!";
const SPEC_PASSWORD_MISMATCH = "Passwords do not match!";
const INVALID_EMAIL = "Please enter a valid email address, like name@company.com.";
const PASSWORD_TOO_SHORT = "The password must have at least 8 characters.";
const RESET_INVALID = "This reset link is invalid or has expired. Please ask for a new one.";

describe("login form", () => {
  it.each([
    [{ email: "", password: "" }, SPEC_LOGIN_MISSING],
    [{ email: "a@b.co", password: "" }, SPEC_LOGIN_MISSING],
    [{ email: "   ", password: "secret" }, SPEC_LOGIN_MISSING],
    [{ email: "not-an-email", password: "secret" }, INVALID_EMAIL],
    // Every field has a cap.
    [{ email: `${"a".repeat(250)}@b.co`, password: "secret" }, INVALID_EMAIL],
    [{ email: "a@b.co", password: "x".repeat(129) }, "The password is too long."],
  ])("refuses %j with '%s'", (values, message) => {
    const result = checkForm(loginSchema, values, MESSAGES.loginMissing);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toBe(message);
  });

  it("trims and lower-cases the e-mail", () => {
    const result = checkForm(loginSchema, { email: "  Ana@Example.COM ", password: "x" }, MESSAGES.loginMissing);
    expect(result).toEqual({ ok: true, data: { email: "ana@example.com", password: "x" } });
  });
});

describe("register form", () => {
  const valid = { name: "Ana", email: "ana@example.com", password: "long enough", confirmPassword: "long enough" };
  it.each([
    [{ ...valid, name: "" }, SPEC_REGISTER_MISSING, "name"],
    [{ ...valid, confirmPassword: "" }, SPEC_REGISTER_MISSING, "confirmPassword"],
    [{ ...valid, confirmPassword: "different one" }, SPEC_PASSWORD_MISMATCH, "confirmPassword"],
    [{ ...valid, password: "short", confirmPassword: "short" }, PASSWORD_TOO_SHORT, "password"],
    [{ ...valid, name: "n".repeat(101) }, "The name is too long.", "name"],
    [{ ...valid, name: "Ana\u0000" }, "The name may not contain control characters.", "name"],
    [{ ...valid, confirmPassword: "x".repeat(129) }, "The password is too long.", "confirmPassword"],
  ])("refuses %j with '%s' on %s", (values, message, field) => {
    const result = checkForm(registerSchema, values, MESSAGES.registerMissing);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toBe(message);
      expect(result.fieldErrors[field]).toBeDefined();
    }
  });

  it("says 'All fields are required!' before 'Passwords do not match!'", () => {
    const result = checkForm(registerSchema, { ...valid, name: "", confirmPassword: "other" }, MESSAGES.registerMissing);
    expect(result.ok || result.message).toBe(SPEC_REGISTER_MISSING);
  });

  it("accepts a complete form", () => {
    expect(checkForm(registerSchema, valid, MESSAGES.registerMissing).ok).toBe(true);
  });
});

describe("reset password form", () => {
  it("needs matching passwords of at least 8 characters", () => {
    const mismatch = checkForm(resetPasswordSchema, { token: "t", password: "12345678", confirmPassword: "87654321" }, MESSAGES.registerMissing);
    expect(mismatch.ok || mismatch.message).toBe(SPEC_PASSWORD_MISMATCH);
  });

  it("refuses a token no reset link could carry", () => {
    const result = checkForm(resetPasswordSchema, { token: "t".repeat(201), password: "12345678", confirmPassword: "12345678" }, MESSAGES.registerMissing);
    expect(result.ok || result.message).toBe(RESET_INVALID);
  });
});

describe("the spec's words", () => {
  it.each([
    ["loginMissing", SPEC_LOGIN_MISSING],
    ["registerMissing", SPEC_REGISTER_MISSING],
    ["passwordMismatch", SPEC_PASSWORD_MISMATCH],
    ["loginFailed", "Login failed"],
    ["somethingWrong", "Something went wrong"],
    ["googleFailed", "Google signup failed"],
  ] as const)("MESSAGES.%s is '%s' (spec §5, §8)", (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  it("the sign-up's notice is 'Signup Successful' (spec §2)", () => {
    expect(FLASH_EN.signup).toBe("Signup Successful");
  });
});

describe("the forms in another language", () => {
  it("say what to fix in the page's language, the password's length filled in", () => {
    const arabic = authWords(AUTH_CATALOGUE.ar);
    const { schema, missingMessage } = registerForm(arabic);
    const empty = checkForm(schema, { name: "", email: "", password: "", confirmPassword: "" }, missingMessage);
    expect(empty.ok || [empty.message, empty.fieldErrors.name]).toEqual([AUTH_CATALOGUE.ar.registerMissing, AUTH_CATALOGUE.ar.enterName]);
    const short = checkForm(schema, { name: "Ana", email: "ana@example.com", password: "short", confirmPassword: "short" }, missingMessage);
    expect(short.ok || short.message).toBe(AUTH_CATALOGUE.ar.passwordTooShort.replace("{min}", "8"));
  });
});
