// /login (spec §2 Login, §5, §8): e-mail and password, Google, a link to Register and a working
// 'Forgot password?'. Signed-in visitors go straight back to where they came from.
import { useMemo } from "react";
import { Form, Link, useNavigation } from "react-router";
import { signInWithPassword } from "~/auth/account-actions.server";
import { loadSignInPage, signInPageAction } from "~/auth/sign-in-page.server";
import { loginForm } from "~/auth/auth-forms";
import { useSignInForm } from "~/auth/use-auth-form";
import { loadUserMenu } from "~/components/account-menu";
import { AuthEmailField, AuthField } from "~/components/auth-field";
import { AuthCard, AuthNotice, AuthSubmitButton } from "~/components/auth-card";
import { AuthDivider, AuthGoogleButton } from "~/components/auth-google-button";
import { PageMessages } from "~/i18n/page-messages";
import type { Route } from "./+types/login";

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  const { auth } = loaderData.messages;
  return [{ title: `${auth.loginTitle} | Tyre Wholesale` }, { name: "description", content: auth.loginDescription }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSignInPage(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return signInPageAction(request, context, "/login", loginForm, (values, redirectTo) => signInWithPassword(request, context, values, redirectTo));
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, googleSignIn, googleFailed, messages } = loaderData;
  const { auth } = messages;
  const busy = useNavigation().state === "submitting";
  const definition = useMemo(() => loginForm(auth), [auth]);
  const form = useSignInForm(definition, googleFailed ? auth.googleFailed : null, actionData, loadUserMenu);
  const registerHref = redirectTo === "/" ? "/register" : `/register?redirectTo=${encodeURIComponent(redirectTo)}`;
  return (
    <PageMessages messages={messages}>
      <AuthCard
        title={auth.loginTitle}
        intro={auth.loginIntro}
        footer={
          <>
            {auth.noAccount}{" "}
            <Link to={registerHref} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
              {auth.registerLink}
            </Link>
          </>
        }
      >
        {form.formMessage ? <AuthNotice tone="error">{form.formMessage}</AuthNotice> : null}
        {googleFailed && !form.formMessage ? <AuthNotice tone="error">{auth.googleFailed}</AuthNotice> : null}
        <Form method="post" noValidate onSubmit={form.onSubmit}>
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <AuthEmailField error={form.fieldErrors.email} />
          <AuthField
            name="password"
            label={auth.password}
            type="password"
            autoComplete="current-password"
            error={form.fieldErrors.password}
            aside={
              <Link to="/forgot-password" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
                {auth.forgotPasswordLink}
              </Link>
            }
          />
          <div className="mt-6">
            <AuthSubmitButton busy={busy} label={auth.continue} busyLabel={auth.loggingIn} />
          </div>
        </Form>
        <AuthDivider />
        <AuthGoogleButton enabled={googleSignIn} redirectTo={redirectTo} busy={busy} />
      </AuthCard>
    </PageMessages>
  );
}
