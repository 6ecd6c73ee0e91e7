// /login/two-factor (decision 281): after the password, an account with a second factor (a
// seller's) enters the code its authenticator app shows, or a backup code; the session opens here.
// Wrong codes are counted by better-auth: 5 per login, the account locked after 10.
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { loginHref, safeRedirectPath } from "~/auth/redirect-path";
import { authWordsFor } from "~/auth/request-words.server";
import { redirectIfSignedIn } from "~/auth/session.server";
import { cookieHeaders } from "~/auth/auth-endpoint.server";
import { verifySecondFactor } from "~/auth/two-factor.server";
import { CODE_FIELDS, codeSchemaSaying } from "~/auth/two-factor-forms";
import { AuthField } from "~/components/auth-field";
import { AuthCard, AuthNotice, AuthSubmitButton } from "~/components/auth-card";
import { checkForm, formValues } from "~/forms/check-form";
import { failureResponse } from "~/forms/form-response.server";
import { readForm } from "~/forms/read-form.server";
import { PageMessages } from "~/i18n/page-messages";
import { PRIVATE_HEADERS } from "~/http/private-response";
import type { Route } from "./+types/login-two-factor";

/** better-auth's cookie for a login waiting for its code (prefix "tyres", decision 010). */
const PENDING_LOGIN = /(?:^|;\s*)(?:__Secure-)?tyres\.two_factor=/;

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  return [{ title: `${loaderData.messages.auth.codeHeading} | Tyre Wholesale` }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return PRIVATE_HEADERS;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"));
  await redirectIfSignedIn(request, context, redirectTo);
  // Nothing to confirm without a password first (an old tab, a bookmark): log in again.
  if (!PENDING_LOGIN.test(request.headers.get("cookie") ?? "")) throw redirect(loginHref(redirectTo), { headers: PRIVATE_HEADERS });
  return data({ redirectTo, loginAgain: loginHref(redirectTo), messages: { auth: authWordsFor(request) } }, { headers: PRIVATE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const redirectTo = safeRedirectPath(form.get("redirectTo"));
  const words = authWordsFor(request);
  const checked = checkForm(codeSchemaSaying(words.codeMessage), formValues(form, CODE_FIELDS));
  if (!checked.ok) return failureResponse(checked, undefined, PRIVATE_HEADERS);
  const verified = await verifySecondFactor(request, context, checked.data.code, {
    wrongCode: words.wrongCode,
    tooMany: words.tooManyCodes,
    locked: words.accountLocked,
    expired: words.loginExpired,
    rateLimited: words.codeRateLimited,
    failed: words.codeFailed,
    code: words.codeMessage,
  });
  if (!verified.ok) return failureResponse(verified.failure, undefined, PRIVATE_HEADERS);
  return redirect(redirectTo, { headers: cookieHeaders(...verified.cookies) });
}

export default function LoginTwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { messages } = loaderData;
  const { auth } = messages;
  return (
    <PageMessages messages={messages}>
      <AuthCard
        title={auth.codeHeading}
        intro={auth.codeIntro}
        footer={
          <Link to={loaderData.loginAgain} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            {auth.logInAgain}
          </Link>
        }
      >
        {actionData?.message ? <AuthNotice tone="error">{actionData.message}</AuthNotice> : null}
        <Form method="post" noValidate>
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          <AuthField
            name="code"
            label={auth.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={40}
            error={actionData?.fieldErrors.code}
            hint={auth.codeHint}
          />
          <div className="mt-6">
            <AuthSubmitButton busy={busy} label={auth.continue} busyLabel={auth.checking} />
          </div>
        </Form>
      </AuthCard>
    </PageMessages>
  );
}
