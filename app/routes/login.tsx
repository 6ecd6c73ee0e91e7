// /login (spec §2 Login, §5, §8): e-mail and password, Google, a link to Register and a working
// 'Forgot password?'. Signed-in visitors go straight back to where they came from.
import { Form, Link, useNavigation } from "react-router";
import { signInWithPassword } from "~/auth/account-actions.server";
import { handleGoogleIntent, loadSignInPage } from "~/auth/sign-in-page.server";
import { loginSchema, MESSAGES } from "~/auth/auth-forms";
import { safeRedirectPath } from "~/auth/redirect-path";
import { readForm } from "~/auth/read-form.server";
import { useAuthForm, useGoogleFailedToast } from "~/auth/use-auth-form";
import { checkForm, formValues } from "~/forms/check-form";
import { failureResponse } from "~/forms/form-response.server";
import { AuthCard, AuthNotice, AuthSubmitButton } from "~/components/auth-card";
import { AuthField } from "~/components/auth-field";
import { AuthDivider, AuthGoogleButton } from "~/components/auth-google-button";
import type { Route } from "./+types/login";

const FIELDS = ["email", "password"] as const;

export function meta(): Route.MetaDescriptors {
  return [
    { title: "Login | Tyre Wholesale" },
    { name: "description", content: "Log in to your Tyre Wholesale account to send purchase inquiries for tyres in bulk." },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSignInPage(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const redirectTo = safeRedirectPath(form.get("redirectTo"));
  const google = await handleGoogleIntent(request, context, form, "/login");
  if (google) return google;
  const checked = checkForm(loginSchema, formValues(form, FIELDS), MESSAGES.loginMissing);
  if (!checked.ok) return failureResponse(checked);
  const result = await signInWithPassword(request, context, checked.data, redirectTo);
  return result instanceof Response ? result : failureResponse(result);
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, googleSignIn, googleFailed } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const form = useAuthForm({ schema: loginSchema, fields: FIELDS, missingMessage: MESSAGES.loginMissing, actionData });
  const registerHref = redirectTo === "/" ? "/register" : `/register?redirectTo=${encodeURIComponent(redirectTo)}`;

  useGoogleFailedToast(googleFailed, MESSAGES.googleFailed);

  return (
    <AuthCard
      title="Login"
      intro="Log in to send purchase inquiries and follow your bulk orders."
      footer={
        <>
          Don&apos;t have an account?{" "}
          <Link to={registerHref} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            Register
          </Link>
        </>
      }
    >
      {form.formMessage ? <AuthNotice tone="error">{form.formMessage}</AuthNotice> : null}
      {googleFailed && !form.formMessage ? <AuthNotice tone="error">{MESSAGES.googleFailed}</AuthNotice> : null}
      <Form method="post" noValidate onSubmit={form.onSubmit}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <AuthField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="name@company.com"
          error={form.fieldErrors.email}
        />
        <AuthField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          error={form.fieldErrors.password}
          aside={
            <Link to="/forgot-password" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
              Forgot password?
            </Link>
          }
        />
        <div className="mt-6">
          <AuthSubmitButton busy={busy} label="Continue" busyLabel="Logging in..." />
        </div>
      </Form>
      <AuthDivider />
      <AuthGoogleButton enabled={googleSignIn} redirectTo={redirectTo} busy={busy} />
    </AuthCard>
  );
}
