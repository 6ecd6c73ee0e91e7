// /forgot-password: the spec's 'Forgot password?' did nothing; ours e-mails a reset link. The
// answer is the same whether or not the address has an account (decision 013).
import { Form, Link, useNavigation } from "react-router";
import { requestPasswordReset } from "~/auth/account-actions.server";
import { forgotPasswordSchema, MESSAGES } from "~/auth/auth-forms";
import { readForm } from "~/forms/read-form.server";
import { useAuthForm } from "~/auth/use-auth-form";
import { checkForm, formValues } from "~/forms/check-form";
import { failureResponse } from "~/forms/form-response.server";
import { AuthCard, AuthNotice, AuthSubmitButton } from "~/components/auth-card";
import { AuthEmailField } from "~/components/auth-field";
import type { Route } from "./+types/forgot-password";

const FIELDS = ["email"] as const;

export function meta(): Route.MetaDescriptors {
  return [
    { title: "Forgot password | Tyre Wholesale" },
    { name: "description", content: "Get an e-mail with a link to choose a new password for your Tyre Wholesale account." },
    { name: "robots", content: "noindex" },
  ];
}

export async function action({ request, context }: Route.ActionArgs) {
  const checked = checkForm(forgotPasswordSchema, formValues(await readForm(request), FIELDS), "Enter your email.");
  if (!checked.ok) return failureResponse(checked, { sent: false });
  const result = await requestPasswordReset(request, context, checked.data.email);
  if ("sent" in result) return { message: "", fieldErrors: {}, sent: true };
  return failureResponse(result, { sent: false });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const sent = actionData?.sent === true;
  const form = useAuthForm({ schema: forgotPasswordSchema, fields: FIELDS, missingMessage: "Enter your email.", actionData: sent ? null : actionData });
  return (
    <AuthCard
      title="Forgot password?"
      intro="Enter the email of your account and we will send you a link to choose a new password."
      footer={
        <Link to="/login" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          Back to Login
        </Link>
      }
    >
      {sent ? <AuthNotice tone="success">{MESSAGES.resetSent}</AuthNotice> : null}
      {form.formMessage ? <AuthNotice tone="error">{form.formMessage}</AuthNotice> : null}
      <Form method="post" noValidate onSubmit={form.onSubmit}>
        <AuthEmailField error={form.fieldErrors.email} />
        <div className="mt-6">
          <AuthSubmitButton busy={busy} label="Send reset link" busyLabel="Sending..." />
        </div>
      </Form>
    </AuthCard>
  );
}
