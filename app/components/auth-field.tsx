// A labelled input of an account form, with its hint and its error tied to it for screen readers.
import type { InputHTMLAttributes, ReactNode } from "react";
import { usePageMessages } from "~/i18n/page-messages";

interface AuthFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id"> {
  name: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Shown at the end of the label's line (e.g. 'Forgot password?'). */
  aside?: ReactNode;
}

export function AuthField({ name, label, error, hint, aside, ...input }: AuthFieldProps) {
  const id = `field-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="mb-4">
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-gray-900">
          {label}
        </label>
        {aside}
      </div>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
        className={`block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-gray-900 shadow-sm placeholder:text-gray-500 focus:outline-none focus:ring-2 ${
          error ? "border-red-600 focus:border-red-600 focus:ring-red-600/30" : "border-gray-300 focus:border-brand-600 focus:ring-brand-600/30"
        }`}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-gray-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The e-mail field of the login, register and forgot-password forms. */
export function AuthEmailField({ error }: { error: string | undefined }) {
  const { email } = usePageMessages("auth");
  return <AuthField name="email" label={email} type="email" autoComplete="email" inputMode="email" placeholder="name@company.com" error={error} />;
}
