// /login/two-factor (decision 281): after the password, an account with a second factor (a
// seller's) enters the code its authenticator app shows, or a backup code; the session opens here.
// Wrong codes are counted by better-auth: 5 per login, the account locked after 10.
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { loginHref, safeRedirectPath } from "~/auth/redirect-path";
import { redirectIfSignedIn } from "~/auth/session.server";
import { cookieHeaders } from "~/auth/auth-endpoint.server";
import { verifySecondFactor } from "~/auth/two-factor.server";
import { CODE_FIELDS, codeSchema } from "~/auth/two-factor-forms";
import { AuthField } from "~/components/auth-field";
import { AuthCard, AuthNotice, AuthSubmitButton } from "~/components/auth-card";
import { checkForm, formValues } from "~/forms/check-form";
import { failureResponse } from "~/forms/form-response.server";
import { readForm } from "~/forms/read-form.server";
import { PRIVATE_HEADERS } from "~/http/private-response";
import type { Route } from "./+types/login-two-factor";

/** better-auth's cookie for a login waiting for its code (prefix "tyres", decision 010). */
const PENDING_LOGIN = /(?:^|;\s*)(?:__Secure-)?tyres\.two_factor=/;

export function meta(): Route.MetaDescriptors {
  return [{ title: "Enter your code | Tyre Wholesale" }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return PRIVATE_HEADERS;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"));
  await redirectIfSignedIn(request, context, redirectTo);
  // Nothing to confirm without a password first (an old tab, a bookmark): log in again.
  if (!PENDING_LOGIN.test(request.headers.get("cookie") ?? "")) throw redirect(loginHref(redirectTo), { headers: PRIVATE_HEADERS });
  return data({ redirectTo, loginAgain: loginHref(redirectTo) }, { headers: PRIVATE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const redirectTo = safeRedirectPath(form.get("redirectTo"));
  const checked = checkForm(codeSchema, formValues(form, CODE_FIELDS));
  if (!checked.ok) return failureResponse(checked, undefined, PRIVATE_HEADERS);
  const verified = await verifySecondFactor(request, context, checked.data.code);
  if (!verified.ok) return failureResponse(verified.failure, undefined, PRIVATE_HEADERS);
  return redirect(redirectTo, { headers: cookieHeaders(...verified.cookies) });
}

export default function LoginTwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <AuthCard
      title="Enter your code"
      intro="Your account signs in with a second factor. Open your authenticator app and enter the 6-digit code it shows for Tyre Wholesale."
      footer={
        <Link to={loaderData.loginAgain} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          Log in again
        </Link>
      }
    >
      {actionData?.message ? <AuthNotice tone="error">{actionData.message}</AuthNotice> : null}
      <Form method="post" noValidate>
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <AuthField
          name="code"
          label="Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={40}
          error={actionData?.fieldErrors.code}
          hint="Lost your phone? Enter one of your backup codes instead (such as abcde-12345); each works once."
        />
        <div className="mt-6">
          <AuthSubmitButton busy={busy} label="Continue" busyLabel="Checking..." />
        </div>
      </Form>
    </AuthCard>
  );
}
