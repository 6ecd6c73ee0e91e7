// /reset-password?token=...: the page the reset e-mail links to; a new password, then Login.
import { useMemo } from "react";
import { Form, Link, useNavigation } from "react-router";
import { resetPassword } from "~/auth/account-actions.server";
import { resetPasswordForm } from "~/auth/auth-forms";
import { authWordsFor } from "~/auth/request-words.server";
import { readForm } from "~/forms/read-form.server";
import { useAuthForm } from "~/auth/use-auth-form";
import { checkForm, formValues } from "~/forms/check-form";
import { failureResponse } from "~/forms/form-response.server";
import { AuthCard, AuthNotice, AuthSubmitButton } from "~/components/auth-card";
import { AuthField } from "~/components/auth-field";
import { PageMessages } from "~/i18n/page-messages";
import type { Route } from "./+types/reset-password";

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  const { auth } = loaderData.messages;
  return [{ title: `${auth.resetHeading} | Tyre Wholesale` }, { name: "description", content: auth.resetDescription }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "", messages: { auth: authWordsFor(request) } };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { schema, fields, missingMessage } = resetPasswordForm(authWordsFor(request));
  const checked = checkForm(schema, formValues(await readForm(request), fields), missingMessage);
  if (!checked.ok) return failureResponse(checked);
  const result = await resetPassword(request, context, checked.data.token, checked.data.password);
  return result instanceof Response ? result : failureResponse(result);
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { token, messages } = loaderData;
  const { auth } = messages;
  const busy = useNavigation().state === "submitting";
  const definition = useMemo(() => resetPasswordForm(auth), [auth]);
  const form = useAuthForm({ ...definition, actionData });
  if (!token) {
    return (
      <AuthCard title={auth.resetHeading}>
        <AuthNotice tone="error">{auth.resetInvalid}</AuthNotice>
        <Link to="/forgot-password" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          {auth.sendNewLink}
        </Link>
      </AuthCard>
    );
  }
  return (
    <PageMessages messages={messages}>
      <AuthCard title={auth.resetHeading} intro={auth.resetIntro}>
        {form.formMessage ? (
          <AuthNotice tone="error">
            {form.formMessage}{" "}
            {form.formMessage === auth.resetInvalid ? (
              <Link to="/forgot-password" className="font-semibold underline">
                {auth.sendNewLink}
              </Link>
            ) : null}
          </AuthNotice>
        ) : null}
        <Form method="post" noValidate onSubmit={form.onSubmit}>
          <input type="hidden" name="token" value={token} />
          <AuthField
            name="password"
            label={auth.newPassword}
            type="password"
            autoComplete="new-password"
            hint={auth.passwordRule}
            error={form.fieldErrors.password}
          />
          <AuthField
            name="confirmPassword"
            label={auth.confirmNewPassword}
            type="password"
            autoComplete="new-password"
            error={form.fieldErrors.confirmPassword}
          />
          <div className="mt-6">
            <AuthSubmitButton busy={busy} label={auth.saveNewPassword} busyLabel={auth.saving} />
          </div>
        </Form>
      </AuthCard>
    </PageMessages>
  );
}
