import { describe, expect, it } from "vitest";
import { authBodyProblem } from "./auth-input-guard.server";

describe("authBodyProblem", () => {
  it.each([
    ["/sign-up/email", { name: "Ana Buyer", email: "ana@example.com", password: "long enough", image: "/avatar.svg" }],
    ["/sign-in/email", { email: "ana@example.com", password: "whatever", rememberMe: true }],
    ["/update-user", { image: "/avatar.svg" }],
    ["/sign-out", undefined],
  ])("lets %s %j through", (path, body) => {
    expect(authBodyProblem(path, body)).toBeNull();
  });

  it.each([
    ["/sign-up/email", { name: "n".repeat(101), email: "a@b.co", password: "long enough" }, "The name is too long."],
    ["/sign-up/email", { name: "a\u0000b", email: "a@b.co", password: "long enough" }, "The name may not contain control characters."],
    ["/sign-up/email", { name: { a: 1 }, email: "a@b.co", password: "long enough" }, "Enter your name."],
    ["/update-user", { name: "x".repeat(15_000) }, "The name is too long."],
    ["/sign-in/email", { email: `${"a".repeat(300)}@b.co`, password: "x" }, "email is too long (at most 254 characters)."],
    ["/reset-password", { token: "t", newPassword: "p".repeat(129) }, "newPassword is too long (at most 128 characters)."],
    ["/sign-in/oauth2", { providerId: "google", callbackURL: `/${"x".repeat(3000)}` }, "callbackURL is too long (at most 2048 characters)."],
    ["/sign-in/email", { email: "a@b.co", password: "x", toString: "x".repeat(3000) }, "toString is too long (at most 2048 characters)."],
  ])("refuses %s %j", (path, body, problem) => {
    expect(authBodyProblem(path, body)).toBe(problem);
  });
});
