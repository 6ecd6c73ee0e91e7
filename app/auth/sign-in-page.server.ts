// What /login and /register share on the server: the page's data (signed-in visitors are sent on)
// and the 'Continue with Google' submit.
import type { AppLoadContext } from "react-router";
import { failureResponse } from "../forms/form-response.server";
import { startGoogleSignIn } from "./account-actions.server";
import { safeRedirectPath } from "./redirect-path";
import { redirectIfSignedIn } from "./session.server";

export async function loadSignInPage(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"));
  await redirectIfSignedIn(request, context, redirectTo);
  // better-auth sends a failed Google sign-in back here with ?error=<code>.
  return { redirectTo, googleSignIn: context.config.googleSignIn, googleFailed: url.searchParams.has("error") };
}

/** Answers the Google button's submit (intent=google), or returns null for the password form. */
export async function handleGoogleIntent(request: Request, context: AppLoadContext, form: FormData, page: "/login" | "/register") {
  if (form.get("intent") !== "google") return null;
  const result = await startGoogleSignIn(request, context, safeRedirectPath(form.get("redirectTo")), page);
  return result instanceof Response ? result : failureResponse(result);
}
