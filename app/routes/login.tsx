// /login (spec §2 Login, §5, §8): e-mail and password, Google, a link to Register and a working
// 'Forgot password?'. Signed-in visitors go straight back to where they came from.
import { Form, Link, useNavigation } from "react-router";
import { signInWithPassword } from "~/auth/account-actions.server";
import { loadSignInPage, signInPageAction } from "~/auth/sign-in-page.server";
import { loginSchema, MESSAGES } from "~/auth/auth-forms";
import { useSignInForm } from "~/auth/use-auth-form";
import { AuthEmailField, AuthField } from "~/components/auth-field";
import { AuthCard, AuthNotice, AuthSubmitButton } from "~/components/auth-card";
import { AuthDivider, AuthGoogleButton } from "~/components/auth-google-button";
import type { Route } from "./+types/login";

const LOGIN_FORM = { schema: loginSchema, fields: ["email", "password"], missingMessage: MESSAGES.loginMissing } as const;

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
  return signInPageAction(request, context, "/login", LOGIN_FORM, (values, redirectTo) => signInWithPassword(request, context, values, redirectTo));
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, googleSignIn, googleFailed } = loaderData;
  const busy = useNavigation().state === "submitting";
  const form = useSignInForm(LOGIN_FORM, googleFailed, actionData);
  const registerHref = redirectTo === "/" ? "/register" : `/register?redirectTo=${encodeURIComponent(redirectTo)}`;
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
        <AuthEmailField error={form.fieldErrors.email} />
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
