// What the account actions make of better-auth's answers: the message the buyer sees and, from
// the failure's kind, the HTTP status (decision 120), never from the message text.
import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { statusOf, type FormFailure } from "../forms/form-result";
import { requestPasswordReset, resetPassword, signInWithPassword, signUpWithPassword, startGoogleSignIn } from "./account-actions.server";
import { AUTH_CATALOGUE } from "../i18n/catalogues.server";
import { AUTH_EN } from "../i18n/messages/auth.en";
import { authWords } from "./auth-forms";

const MESSAGES = authWords(AUTH_EN);

function contextAnswering(status: number, body: Record<string, unknown> | null = null) {
  const auth = { handler: async () => new Response(body ? JSON.stringify(body) : null, { status }) };
  return { auth, config: { publicUrl: "http://shop.test", googleSignIn: true } } as unknown as Pick<AppLoadContext, "auth" | "config">;
}

const request = new Request("http://shop.test/login", { method: "POST" });
const form = { name: "Ana", email: "ana@example.com", password: "long enough" };

const actions = {
  signIn: (c: ReturnType<typeof contextAnswering>) => signInWithPassword(request, c, form, "/"),
  signUp: (c: ReturnType<typeof contextAnswering>) => signUpWithPassword(request, c, form, "/"),
  google: (c: ReturnType<typeof contextAnswering>) => startGoogleSignIn(request, c, "/", "/login"),
  forgot: (c: ReturnType<typeof contextAnswering>) => requestPasswordReset(request, c, form.email),
  reset: (c: ReturnType<typeof contextAnswering>) => resetPassword(request, c, "token", form.password),
};

describe("account actions", () => {
  it.each<[keyof typeof actions, number, string | null, number, string]>([
    ["signIn", 401, "INVALID_EMAIL_OR_PASSWORD", 400, MESSAGES.invalidCredentials],
    ["signIn", 400, "INVALID_EMAIL", 400, MESSAGES.invalidEmail],
    ["signIn", 429, null, 429, MESSAGES.tooManyAttempts],
    ["signIn", 500, null, 400, MESSAGES.loginFailed],
    ["signUp", 422, "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL", 400, MESSAGES.accountExists],
    ["signUp", 400, "PASSWORD_TOO_SHORT", 400, MESSAGES.passwordTooShort],
    ["signUp", 429, null, 429, MESSAGES.tooManyAttempts],
    ["signUp", 500, null, 400, MESSAGES.somethingWrong],
    ["google", 429, null, 429, MESSAGES.tooManyAttempts],
    ["google", 500, null, 400, MESSAGES.googleFailed],
    ["forgot", 429, null, 429, MESSAGES.tooManyAttempts],
    ["forgot", 500, null, 400, MESSAGES.somethingWrong],
    ["reset", 400, "INVALID_TOKEN", 400, MESSAGES.resetInvalid],
    ["reset", 429, null, 429, MESSAGES.tooManyAttempts],
  ])("%s: better-auth %i %s → %i '%s'", async (action, authStatus, code, status, message) => {
    const result = (await actions[action](contextAnswering(authStatus, code ? { code } : null))) as FormFailure;
    expect(result.message).toBe(message);
    expect(statusOf(result)).toBe(status);
  });

  it("redirects with better-auth's cookies on success", async () => {
    const result = await actions.signIn(contextAnswering(200, {}));
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).headers.get("location")).toBe("/");
  });

  it("answers a page in another language in it, and has better-auth send the buyer back under its prefix", async () => {
    const french = new Request("http://shop.test/fr/login", { method: "POST" });
    const refused = (await signInWithPassword(french, contextAnswering(401, { code: "INVALID_EMAIL_OR_PASSWORD" }), form, "/")) as FormFailure;
    expect(refused.message).toBe(AUTH_CATALOGUE.fr.invalidCredentials);
    const bodies: unknown[] = [];
    const handler = async (sent: Request) => {
      bodies.push(await sent.json());
      return new Response(JSON.stringify({ url: "https://accounts.google.com/o/oauth2" }), { status: 200 });
    };
    const context = { auth: { handler }, config: { publicUrl: "http://shop.test", googleSignIn: true } } as unknown as Pick<AppLoadContext, "auth" | "config">;
    await startGoogleSignIn(french, context, "/contact-us", "/login");
    // The back office has no French: a seller sent back to it lands on its English page.
    await startGoogleSignIn(french, context, "/admin/inquiries", "/login");
    expect(bodies).toMatchObject([
      { callbackURL: "/fr/contact-us", errorCallbackURL: "/fr/login?redirectTo=%2Fcontact-us" },
      { callbackURL: "/admin/inquiries", errorCallbackURL: "/fr/login?redirectTo=%2Fadmin%2Finquiries" },
    ]);
  });
});
