// /reset-password?token=...: the page the reset e-mail links to; a new password, then Login.
import { Form, Link, useNavigation } from "react-router";
import { resetPassword } from "~/auth/account-actions.server";
import { MESSAGES, PASSWORD_RULE, resetPasswordSchema } from "~/auth/auth-forms";
import { readForm } from "~/forms/read-form.server";
import { useAuthForm } from "~/auth/use-auth-form";
import { checkForm, formValues } from "~/forms/check-form";
import { failureResponse } from "~/forms/form-response.server";
import { AuthCard, AuthNotice, AuthSubmitButton } from "~/components/auth-card";
import { AuthField } from "~/components/auth-field";
import type { Route } from "./+types/reset-password";

const FIELDS = ["token", "password", "confirmPassword"] as const;

export function meta(): Route.MetaDescriptors {
  return [
    { title: "Choose a new password | Tyre Wholesale" },
    { name: "description", content: "Choose a new password for your Tyre Wholesale account." },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const checked = checkForm(resetPasswordSchema, formValues(await readForm(request), FIELDS), MESSAGES.registerMissing);
  if (!checked.ok) return failureResponse(checked);
  const result = await resetPassword(request, context, checked.data.token, checked.data.password);
  return result instanceof Response ? result : failureResponse(result);
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const form = useAuthForm({ schema: resetPasswordSchema, fields: FIELDS, missingMessage: MESSAGES.registerMissing, actionData });
  if (!loaderData.token) {
    return (
      <AuthCard title="Choose a new password">
        <AuthNotice tone="error">{MESSAGES.resetInvalid}</AuthNotice>
        <Link to="/forgot-password" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          Send a new link
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password" intro="After saving it, log in with your new password.">
      {form.formMessage ? (
        <AuthNotice tone="error">
          {form.formMessage}{" "}
          {form.formMessage === MESSAGES.resetInvalid ? (
            <Link to="/forgot-password" className="font-semibold underline">
              Send a new link
            </Link>
          ) : null}
        </AuthNotice>
      ) : null}
      <Form method="post" noValidate onSubmit={form.onSubmit}>
        <input type="hidden" name="token" value={loaderData.token} />
        <AuthField name="password" label="New password" type="password" autoComplete="new-password" hint={PASSWORD_RULE} error={form.fieldErrors.password} />
        <AuthField name="confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" error={form.fieldErrors.confirmPassword} />
        <div className="mt-6">
          <AuthSubmitButton busy={busy} label="Save new password" busyLabel="Saving..." />
        </div>
      </Form>
    </AuthCard>
  );
}
