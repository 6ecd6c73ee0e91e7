// What the account pages' actions do once their form is valid: ask better-auth, then redirect
// with its cookies, or return a message the buyer can act on (spec §8), both in the request's
// language.
import { redirect, type AppLoadContext } from "react-router";
import { callAuthEndpoint, cookieHeaders, type AuthEndpointResult } from "./auth-endpoint.server";
import { GOOGLE_PROVIDER_ID } from "./auth.server";
import { formFailure, type FormFailure } from "../forms/form-result";
import { flashCookie } from "./flash";
import { authWordsFor, pathForRequest } from "./request-words.server";
import { forgetSession } from "./session.server";
import { DEFAULT_AVATAR } from "./session-user";

/** The page that asks an account with a second factor for its code after the password (decision 281). */
export const TWO_FACTOR_LOGIN_PATH = "/login/two-factor";

type Context = Pick<AppLoadContext, "auth" | "config">;

const isSecure = (context: Context) => context.config.publicUrl.startsWith("https:");

function tooMany(request: Request, result: AuthEndpointResult): FormFailure | null {
  return result.status === 429 ? formFailure("rate-limited", authWordsFor(request).tooManyAttempts) : null;
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
  const words = authWordsFor(request);
  if (result.body?.code === "INVALID_EMAIL_OR_PASSWORD") return formFailure("rejected", words.invalidCredentials);
  if (result.body?.code === "INVALID_EMAIL") return formFailure("invalid", words.invalidEmail, { email: words.invalidEmail });
  return tooMany(request, result) ?? formFailure("rejected", words.loginFailed);
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
  const words = authWordsFor(request);
  const code = result.body?.code ?? "";
  if (code.startsWith("USER_ALREADY_EXISTS")) return formFailure("rejected", words.accountExists);
  if (code === "PASSWORD_TOO_SHORT") return formFailure("invalid", words.passwordTooShort, { password: words.passwordTooShort });
  if (code === "INVALID_EMAIL") return formFailure("invalid", words.invalidEmail, { email: words.invalidEmail });
  return tooMany(request, result) ?? formFailure("rejected", words.somethingWrong);
}

/** Starts the Google redirect (authorization code with PKCE); errors come back to `returnPage`. */
export async function startGoogleSignIn(
  request: Request,
  context: Context,
  redirectTo: string,
  returnPage: "/login" | "/register",
): Promise<Response | FormFailure> {
  const words = authWordsFor(request);
  if (!context.config.googleSignIn) return formFailure("rejected", words.googleUnavailable);
  const back = redirectTo === "/" ? returnPage : `${returnPage}?redirectTo=${encodeURIComponent(redirectTo)}`;
  const result = await callAuthEndpoint(context, request, "/sign-in/oauth2", {
    providerId: GOOGLE_PROVIDER_ID,
    callbackURL: pathForRequest(request, redirectTo),
    errorCallbackURL: pathForRequest(request, back),
  });
  const url = result.body?.url;
  if (result.status === 200 && typeof url === "string") return redirect(url, { headers: cookieHeaders(...result.cookies) });
  return tooMany(request, result) ?? formFailure("rejected", words.googleFailed);
}

export async function requestPasswordReset(request: Request, context: Context, email: string): Promise<{ sent: true } | FormFailure> {
  const result = await callAuthEndpoint(context, request, "/request-password-reset", { email, redirectTo: pathForRequest(request, "/reset-password") });
  if (result.status === 200) return { sent: true };
  return tooMany(request, result) ?? formFailure("rejected", authWordsFor(request).somethingWrong);
}

export async function resetPassword(request: Request, context: Context, token: string, password: string): Promise<Response | FormFailure> {
  const result = await callAuthEndpoint(context, request, "/reset-password", { token, newPassword: password });
  if (result.status === 200) {
    return redirect("/login", { headers: cookieHeaders(flashCookie("password-reset", isSecure(context))) });
  }
  const words = authWordsFor(request);
  if (result.body?.code === "INVALID_TOKEN") return formFailure("rejected", words.resetInvalid);
  if (result.body?.code === "PASSWORD_TOO_SHORT") return formFailure("invalid", words.passwordTooShort, { password: words.passwordTooShort });
  return tooMany(request, result) ?? formFailure("rejected", words.somethingWrong);
}

export async function signOut(request: Request, context: Context, redirectTo: string): Promise<Response> {
  const result = await callAuthEndpoint(context, request, "/sign-out", {});
  forgetSession(request, context);
  return redirect(redirectTo, { headers: cookieHeaders(...result.cookies) });
}
