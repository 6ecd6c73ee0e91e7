// What /login and /register share on the server: the page's data (signed-in visitors are sent on)
// and the action, which answers either the 'Continue with Google' submit or the e-mail form, in
// the request's language.
import type { AppLoadContext } from "react-router";
import { checkForm, formValues } from "../forms/check-form";
import type { FormFailure } from "../forms/form-result";
import { failureResponse } from "../forms/form-response.server";
import type { AuthMessages } from "~/i18n/messages/auth.en";
import { startGoogleSignIn } from "./account-actions.server";
import type { AuthFormDefinition } from "./auth-forms";
import { readForm } from "../forms/read-form.server";
import { safeRedirectPath } from "./redirect-path";
import { authWordsFor } from "./request-words.server";
import { redirectIfSignedIn } from "./session.server";

export async function loadSignInPage(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"));
  await redirectIfSignedIn(request, context, redirectTo);
  // The page's words in its language (decision 294), the password's length filled in.
  const messages = { auth: authWordsFor(request) };
  // better-auth sends a failed Google sign-in back here with ?error=<code>.
  return { redirectTo, googleSignIn: context.config.googleSignIn, googleFailed: url.searchParams.has("error"), messages };
}

/**
 * The Google button's submit (intent=google) leaves for Google; the e-mail form is checked with
 * its definition in the request's language and handed to `submit` with the checked values and
 * where to go back to.
 */
export async function signInPageAction<T>(
  request: Request,
  context: AppLoadContext,
  page: "/login" | "/register",
  definition: (messages: AuthMessages) => AuthFormDefinition<T>,
  submit: (values: T, redirectTo: string) => Promise<Response | FormFailure>,
) {
  const form = await readForm(request);
  const redirectTo = safeRedirectPath(form.get("redirectTo"));
  if (form.get("intent") === "google") return answered(await startGoogleSignIn(request, context, redirectTo, page));
  const { schema, fields, missingMessage } = definition(authWordsFor(request));
  const checked = checkForm(schema, formValues(form, fields), missingMessage);
  if (!checked.ok) return failureResponse(checked);
  return answered(await submit(checked.data, redirectTo));
}

const answered = (result: Response | FormFailure) => (result instanceof Response ? result : failureResponse(result));
