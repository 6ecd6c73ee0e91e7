// The browser side of an account form: checks it with the form's schema before sending (toast +
// field errors, spec §8), and shows the action's answer as a toast too.
import { useEffect, useState, type FormEvent } from "react";
import { checkForm, formValues } from "~/forms/check-form";
import type { FieldErrors, FormResult } from "~/forms/form-result";
import { showErrorToast } from "~/toasts/toast-queue";
import type { AuthFormDefinition } from "./auth-forms";

export function useAuthForm<T>(options: AuthFormDefinition<T> & { actionData: FormResult | undefined | null }) {
  const { schema, fields, missingMessage, actionData } = options;
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);

  // Each answer from the action is a new object, so the same message toasts again on a retry.
  useEffect(() => {
    if (actionData?.message) {
      setClientErrors(null);
      showErrorToast(actionData.message);
    }
  }, [actionData]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const result = checkForm(schema, formValues(new FormData(event.currentTarget), fields), missingMessage);
    if (result.ok) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(result.fieldErrors);
    showErrorToast(result.message);
    const firstInvalid = fields.find((field) => result.fieldErrors[field]);
    if (firstInvalid) event.currentTarget.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
  }

  const fieldErrors: FieldErrors = clientErrors ?? actionData?.fieldErrors ?? {};
  return { onSubmit, fieldErrors, formMessage: clientErrors ? null : (actionData?.message ?? null) };
}

/**
 * /login and /register: the form, and spec §8's 'Google signup failed' toast (`googleFailed`, in the
 * page's language) when Google sent the buyer back with ?error=... `onSent` is called as a form that
 * passed its checks goes to the server: the routes load the avatar menu's chunk beside the sign-in,
 * so the page it lands on draws the menu at once.
 */
export function useSignInForm<T>(
  definition: AuthFormDefinition<T>,
  googleFailed: string | null,
  actionData: FormResult | undefined | null,
  onSent: () => Promise<void>,
) {
  const form = useAuthForm({ ...definition, actionData });
  useEffect(() => {
    if (googleFailed) showErrorToast(googleFailed);
  }, [googleFailed]);
  return {
    ...form,
    onSubmit(event: FormEvent<HTMLFormElement>) {
      form.onSubmit(event);
      if (!event.defaultPrevented) void onSent();
    },
  };
}
