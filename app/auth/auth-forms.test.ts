import { describe, expect, it } from "vitest";
import { checkForm } from "../forms/check-form";
import { loginSchema, MESSAGES, registerSchema, resetPasswordSchema } from "./auth-forms";

describe("login form", () => {
  it.each([
    [{ email: "", password: "" }, MESSAGES.loginMissing],
    [{ email: "a@b.co", password: "" }, MESSAGES.loginMissing],
    [{ email: "   ", password: "secret" }, MESSAGES.loginMissing],
    [{ email: "not-an-email", password: "secret" }, MESSAGES.invalidEmail],
    // Every field has a cap (issue 11 finding 3).
    [{ email: `${"a".repeat(250)}@b.co`, password: "secret" }, MESSAGES.invalidEmail],
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
    [{ ...valid, name: "" }, MESSAGES.registerMissing, "name"],
    [{ ...valid, confirmPassword: "" }, MESSAGES.registerMissing, "confirmPassword"],
    [{ ...valid, confirmPassword: "different one" }, MESSAGES.passwordMismatch, "confirmPassword"],
    [{ ...valid, password: "short", confirmPassword: "short" }, MESSAGES.passwordTooShort, "password"],
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
    expect(result.ok || result.message).toBe(MESSAGES.registerMissing);
  });

  it("accepts a complete form", () => {
    expect(checkForm(registerSchema, valid, MESSAGES.registerMissing).ok).toBe(true);
  });
});

describe("reset password form", () => {
  it("needs matching passwords of at least 8 characters", () => {
    const mismatch = checkForm(resetPasswordSchema, { token: "t", password: "12345678", confirmPassword: "87654321" }, MESSAGES.registerMissing);
    expect(mismatch.ok || mismatch.message).toBe(MESSAGES.passwordMismatch);
  });

  it("refuses a token no reset link could carry", () => {
    const result = checkForm(resetPasswordSchema, { token: "t".repeat(201), password: "12345678", confirmPassword: "12345678" }, MESSAGES.registerMissing);
    expect(result.ok || result.message).toBe(MESSAGES.resetInvalid);
  });
});
