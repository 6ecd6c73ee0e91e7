// /forgot-password: the spec's 'Forgot password?' did nothing; ours e-mails a reset link. The
// answer is the same whether or not the address has an account (decision 013).
import { useMemo } from "react";
import { Form, Link, useNavigation } from "react-router";
import { requestPasswordReset } from "~/auth/account-actions.server";
import { forgotPasswordForm } from "~/auth/auth-forms";
import { authWordsFor } from "~/auth/request-words.server";
import { readForm } from "~/forms/read-form.server";
import { useAuthForm } from "~/auth/use-auth-form";
import { checkForm, formValues } from "~/forms/check-form";
import { failureResponse } from "~/forms/form-response.server";
import { AuthCard, AuthNotice, AuthSubmitButton } from "~/components/auth-card";
import { AuthEmailField } from "~/components/auth-field";
import { PageMessages } from "~/i18n/page-messages";
import type { Route } from "./+types/forgot-password";

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  const { auth } = loaderData.messages;
  return [{ title: `${auth.forgotTitle} | Tyre Wholesale` }, { name: "description", content: auth.forgotDescription }, { name: "robots", content: "noindex" }];
}

export function loader({ request }: Route.LoaderArgs) {
  return { messages: { auth: authWordsFor(request) } };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { schema, fields, missingMessage } = forgotPasswordForm(authWordsFor(request));
  const checked = checkForm(schema, formValues(await readForm(request), fields), missingMessage);
  if (!checked.ok) return failureResponse(checked, { sent: false });
  const result = await requestPasswordReset(request, context, checked.data.email);
  if ("sent" in result) return { message: "", fieldErrors: {}, sent: true };
  return failureResponse(result, { sent: false });
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { messages } = loaderData;
  const { auth } = messages;
  const busy = useNavigation().state === "submitting";
  const sent = actionData?.sent === true;
  const definition = useMemo(() => forgotPasswordForm(auth), [auth]);
  const form = useAuthForm({ ...definition, actionData: sent ? null : actionData });
  return (
    <PageMessages messages={messages}>
      <AuthCard
        title={auth.forgotHeading}
        intro={auth.forgotIntro}
        footer={
          <Link to="/login" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            {auth.backToLogin}
          </Link>
        }
      >
        {sent ? <AuthNotice tone="success">{auth.resetSent}</AuthNotice> : null}
        {form.formMessage ? <AuthNotice tone="error">{form.formMessage}</AuthNotice> : null}
        <Form method="post" noValidate onSubmit={form.onSubmit}>
          <AuthEmailField error={form.fieldErrors.email} />
          <div className="mt-6">
            <AuthSubmitButton busy={busy} label={auth.sendResetLink} busyLabel={auth.sending} />
          </div>
        </Form>
      </AuthCard>
    </PageMessages>
  );
}
