// /register (spec §2 Register, §5, §8): name, email, password twice, Google sign-up, a link to
// Login. Success: 'Signup Successful' and back to where the buyer came from.
import { Form, Link, useNavigation } from "react-router";
import { signUpWithPassword } from "~/auth/account-actions.server";
import { loadSignInPage, signInPageAction } from "~/auth/sign-in-page.server";
import { MESSAGES, PASSWORD_RULE, registerSchema } from "~/auth/auth-forms";
import { useSignInForm } from "~/auth/use-auth-form";
import { AuthEmailField, AuthField } from "~/components/auth-field";
import { AuthCard, AuthNotice, AuthSubmitButton } from "~/components/auth-card";
import { AuthDivider, AuthGoogleButton } from "~/components/auth-google-button";
import type { Route } from "./+types/register";

const REGISTER_FORM = {
  schema: registerSchema,
  fields: ["name", "email", "password", "confirmPassword"],
  missingMessage: MESSAGES.registerMissing,
} as const;

export function meta(): Route.MetaDescriptors {
  return [
    { title: "Register | Tyre Wholesale" },
    { name: "description", content: "Create a Tyre Wholesale account to send purchase inquiries for tyres in bulk from 50 pieces." },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSignInPage(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return signInPageAction(request, context, "/register", REGISTER_FORM, ({ name, email, password }, redirectTo) =>
    signUpWithPassword(request, context, { name, email, password }, redirectTo),
  );
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, googleSignIn, googleFailed } = loaderData;
  const busy = useNavigation().state === "submitting";
  const form = useSignInForm(REGISTER_FORM, googleFailed, actionData);
  const loginHref = redirectTo === "/" ? "/login" : `/login?redirectTo=${encodeURIComponent(redirectTo)}`;

  return (
    <AuthCard
      title="Create an account"
      intro="Register to contact the supplier about bulk orders from 50 tyres."
      footer={
        <>
          Already have an account?{" "}
          <Link to={loginHref} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            Login
          </Link>
        </>
      }
    >
      {form.formMessage ? <AuthNotice tone="error">{form.formMessage}</AuthNotice> : null}
      {googleFailed && !form.formMessage ? <AuthNotice tone="error">{MESSAGES.googleFailed}</AuthNotice> : null}
      <Form method="post" noValidate onSubmit={form.onSubmit}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <AuthField name="name" label="Name" autoComplete="name" error={form.fieldErrors.name} />
        <AuthEmailField error={form.fieldErrors.email} />
        <AuthField name="password" label="Password" type="password" autoComplete="new-password" hint={PASSWORD_RULE} error={form.fieldErrors.password} />
        <AuthField name="confirmPassword" label="Confirm password" type="password" autoComplete="new-password" error={form.fieldErrors.confirmPassword} />
        <div className="mt-6">
          <AuthSubmitButton busy={busy} label="Continue" busyLabel="Creating your account..." />
        </div>
      </Form>
      <AuthDivider />
      <AuthGoogleButton enabled={googleSignIn} redirectTo={redirectTo} busy={busy} />
    </AuthCard>
  );
}
