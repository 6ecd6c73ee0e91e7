// /register (spec §2 Register, §5, §8): name, email, password twice, Google sign-up, a link to
// Login. Success: 'Signup Successful' and back to where the buyer came from.
import { Form, Link, useNavigation } from "react-router";
import { signUpWithPassword } from "~/auth/account-actions.server";
import { handleGoogleIntent, loadSignInPage } from "~/auth/sign-in-page.server";
import { MESSAGES, PASSWORD_RULE, registerSchema } from "~/auth/auth-forms";
import { safeRedirectPath } from "~/auth/redirect-path";
import { readForm } from "~/auth/read-form.server";
import { useAuthForm, useGoogleFailedToast } from "~/auth/use-auth-form";
import { checkForm, formValues } from "~/forms/check-form";
import { failureResponse } from "~/forms/form-response.server";
import { AuthCard, AuthNotice, AuthSubmitButton } from "~/components/auth-card";
import { AuthField } from "~/components/auth-field";
import { AuthDivider, AuthGoogleButton } from "~/components/auth-google-button";
import type { Route } from "./+types/register";

const FIELDS = ["name", "email", "password", "confirmPassword"] as const;

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
  const form = await readForm(request);
  const redirectTo = safeRedirectPath(form.get("redirectTo"));
  const google = await handleGoogleIntent(request, context, form, "/register");
  if (google) return google;
  const checked = checkForm(registerSchema, formValues(form, FIELDS), MESSAGES.registerMissing);
  if (!checked.ok) return failureResponse(checked);
  const { name, email, password } = checked.data;
  const result = await signUpWithPassword(request, context, { name, email, password }, redirectTo);
  return result instanceof Response ? result : failureResponse(result);
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, googleSignIn, googleFailed } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const form = useAuthForm({ schema: registerSchema, fields: FIELDS, missingMessage: MESSAGES.registerMissing, actionData });
  useGoogleFailedToast(googleFailed, MESSAGES.googleFailed);
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
        <AuthField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="name@company.com"
          error={form.fieldErrors.email}
        />
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
