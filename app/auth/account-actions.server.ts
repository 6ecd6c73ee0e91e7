// What the account pages' actions do once their form is valid: ask better-auth, then redirect
// with its cookies, or return a message the buyer can act on (spec §8).
import { redirect, type AppLoadContext } from "react-router";
import { callAuthEndpoint, cookieHeaders, type AuthEndpointResult } from "./auth-endpoint.server";
import { GOOGLE_PROVIDER_ID } from "./auth.server";
import { formFailure, type FormFailure } from "../forms/form-result";
import { MESSAGES } from "./auth-forms";
import { flashCookie } from "./flash";
import { forgetSession } from "./session.server";
import { DEFAULT_AVATAR } from "./session-user";

/** The page that asks an account with a second factor for its code after the password (decision 281). */
export const TWO_FACTOR_LOGIN_PATH = "/login/two-factor";

type Context = Pick<AppLoadContext, "auth" | "config">;

const isSecure = (context: Context) => context.config.publicUrl.startsWith("https:");

function tooMany(result: AuthEndpointResult): FormFailure | null {
  return result.status === 429 ? formFailure("rate-limited", MESSAGES.tooManyAttempts) : null;
}

export async function signInWithPassword(
  request: Request,
  context: Context,
  form: { email: string; password: string },
  redirectTo: string,
): Promise<Response | FormFailure> {
  const result = await callAuthEndpoint(context, request, "/sign-in/email", { email: form.email, password: form.password, rememberMe: true });
  // An account with a second factor (a seller's, decision 281) has no session yet: the code page opens it.
  if (result.status === 200 && result.body?.twoFactorRedirect === true) {
    return redirect(`${TWO_FACTOR_LOGIN_PATH}?redirectTo=${encodeURIComponent(redirectTo)}`, { headers: cookieHeaders(...result.cookies) });
  }
  if (result.status === 200) return redirect(redirectTo, { headers: cookieHeaders(...result.cookies) });
  if (result.body?.code === "INVALID_EMAIL_OR_PASSWORD") return formFailure("rejected", MESSAGES.invalidCredentials);
  if (result.body?.code === "INVALID_EMAIL") return formFailure("invalid", MESSAGES.invalidEmail, { email: MESSAGES.invalidEmail });
  return tooMany(result) ?? formFailure("rejected", MESSAGES.loginFailed);
}

export async function signUpWithPassword(
  request: Request,
  context: Context,
  form: { name: string; email: string; password: string },
  redirectTo: string,
): Promise<Response | FormFailure> {
  // spec §3: a new e-mail account gets the fixed default avatar.
  const result = await callAuthEndpoint(context, request, "/sign-up/email", { ...form, image: DEFAULT_AVATAR });
  if (result.status === 200) {
    return redirect(redirectTo, { headers: cookieHeaders(...result.cookies, flashCookie("signup", isSecure(context))) });
  }
  const code = result.body?.code ?? "";
  if (code.startsWith("USER_ALREADY_EXISTS")) return formFailure("rejected", MESSAGES.accountExists);
  if (code === "PASSWORD_TOO_SHORT") return formFailure("invalid", MESSAGES.passwordTooShort, { password: MESSAGES.passwordTooShort });
  if (code === "INVALID_EMAIL") return formFailure("invalid", MESSAGES.invalidEmail, { email: MESSAGES.invalidEmail });
  return tooMany(result) ?? formFailure("rejected", MESSAGES.somethingWrong);
}

/** Starts the Google redirect (authorization code with PKCE); errors come back to `returnPage`. */
export async function startGoogleSignIn(
  request: Request,
  context: Context,
  redirectTo: string,
  returnPage: "/login" | "/register",
): Promise<Response | FormFailure> {
  if (!context.config.googleSignIn) return formFailure("rejected", MESSAGES.googleUnavailable);
  const back = redirectTo === "/" ? returnPage : `${returnPage}?redirectTo=${encodeURIComponent(redirectTo)}`;
  const result = await callAuthEndpoint(context, request, "/sign-in/oauth2", {
    providerId: GOOGLE_PROVIDER_ID,
    callbackURL: redirectTo,
    errorCallbackURL: back,
  });
  const url = result.body?.url;
  if (result.status === 200 && typeof url === "string") return redirect(url, { headers: cookieHeaders(...result.cookies) });
  return tooMany(result) ?? formFailure("rejected", MESSAGES.googleFailed);
}

export async function requestPasswordReset(request: Request, context: Context, email: string): Promise<{ sent: true } | FormFailure> {
  const result = await callAuthEndpoint(context, request, "/request-password-reset", { email, redirectTo: "/reset-password" });
  if (result.status === 200) return { sent: true };
  return tooMany(result) ?? formFailure("rejected", MESSAGES.somethingWrong);
}

export async function resetPassword(request: Request, context: Context, token: string, password: string): Promise<Response | FormFailure> {
  const result = await callAuthEndpoint(context, request, "/reset-password", { token, newPassword: password });
  if (result.status === 200) {
    return redirect("/login", { headers: cookieHeaders(flashCookie("password-reset", isSecure(context))) });
  }
  if (result.body?.code === "INVALID_TOKEN") return formFailure("rejected", MESSAGES.resetInvalid);
  if (result.body?.code === "PASSWORD_TOO_SHORT") return formFailure("invalid", MESSAGES.passwordTooShort, { password: MESSAGES.passwordTooShort });
  return tooMany(result) ?? formFailure("rejected", MESSAGES.somethingWrong);
}

export async function signOut(request: Request, context: Context, redirectTo: string): Promise<Response> {
  const result = await callAuthEndpoint(context, request, "/sign-out", {});
  forgetSession(request, context);
  return redirect(redirectTo, { headers: cookieHeaders(...result.cookies) });
}
