// /register (spec §2 Register, §5, §8): name, email, password twice, Google sign-up, a link to
// Login. Success: 'Signup Successful' and back to where the buyer came from.
import { useMemo } from "react";
import { Form, Link, useNavigation } from "react-router";
import { signUpWithPassword } from "~/auth/account-actions.server";
import { loadSignInPage, signInPageAction } from "~/auth/sign-in-page.server";
import { registerForm } from "~/auth/auth-forms";
import { useSignInForm } from "~/auth/use-auth-form";
import { loadUserMenu } from "~/components/account-menu";
import { AuthEmailField, AuthField } from "~/components/auth-field";
import { AuthCard, AuthNotice, AuthSubmitButton } from "~/components/auth-card";
import { AuthDivider, AuthGoogleButton } from "~/components/auth-google-button";
import { PageMessages } from "~/i18n/page-messages";
import type { Route } from "./+types/register";

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  const { auth } = loaderData.messages;
  return [
    { title: `${auth.registerTitle} | Tyre Wholesale` },
    { name: "description", content: auth.registerDescription },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSignInPage(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return signInPageAction(request, context, "/register", registerForm, ({ name, email, password }, redirectTo) =>
    signUpWithPassword(request, context, { name, email, password }, redirectTo),
  );
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, googleSignIn, googleFailed, messages } = loaderData;
  const { auth } = messages;
  const busy = useNavigation().state === "submitting";
  const definition = useMemo(() => registerForm(auth), [auth]);
  const form = useSignInForm(definition, googleFailed ? auth.googleFailed : null, actionData, loadUserMenu);
  const loginHref = redirectTo === "/" ? "/login" : `/login?redirectTo=${encodeURIComponent(redirectTo)}`;

  return (
    <PageMessages messages={messages}>
      <AuthCard
        title={auth.registerHeading}
        intro={auth.registerIntro}
        footer={
          <>
            {auth.haveAccount}{" "}
            <Link to={loginHref} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
              {auth.loginLink}
            </Link>
          </>
        }
      >
        {form.formMessage ? <AuthNotice tone="error">{form.formMessage}</AuthNotice> : null}
        {googleFailed && !form.formMessage ? <AuthNotice tone="error">{auth.googleFailed}</AuthNotice> : null}
        <Form method="post" noValidate onSubmit={form.onSubmit}>
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <AuthField name="name" label={auth.name} autoComplete="name" error={form.fieldErrors.name} />
          <AuthEmailField error={form.fieldErrors.email} />
          <AuthField
            name="password"
            label={auth.password}
            type="password"
            autoComplete="new-password"
            hint={auth.passwordRule}
            error={form.fieldErrors.password}
          />
          <AuthField name="confirmPassword" label={auth.confirmPassword} type="password" autoComplete="new-password" error={form.fieldErrors.confirmPassword} />
          <div className="mt-6">
            <AuthSubmitButton busy={busy} label={auth.continue} busyLabel={auth.creatingAccount} />
          </div>
        </Form>
        <AuthDivider />
        <AuthGoogleButton enabled={googleSignIn} redirectTo={redirectTo} busy={busy} />
      </AuthCard>
    </PageMessages>
  );
}
