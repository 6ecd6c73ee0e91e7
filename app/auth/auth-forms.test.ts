import { describe, expect, it } from "vitest";
import { checkForm, loginSchema, MESSAGES, registerSchema, resetPasswordSchema } from "./auth-forms";

describe("login form", () => {
  it.each([
    [{ email: "", password: "" }, MESSAGES.loginMissing],
    [{ email: "a@b.co", password: "" }, MESSAGES.loginMissing],
    [{ email: "   ", password: "secret" }, MESSAGES.loginMissing],
    [{ email: "not-an-email", password: "secret" }, MESSAGES.invalidEmail],
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
});
