// One labelled field of the inquiry form, its error tied to it for screen readers.
import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";

/** `optional`: marks the field "(optional)"; the mark in the page's language when given as text. */
type Props = { name: string; label: string; error?: string | undefined; optional?: boolean | string } & (
  | ({ multiline?: false } & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id">)
  | ({ multiline: true } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id">)
);

export function InquiryField({ name, label, error, optional, ...control }: Props) {
  const id = `inquiry-${name}`;
  const errorId = error ? `${id}-error` : undefined;
  const className = `block w-full rounded-lg border bg-white px-3 py-2 text-base text-gray-900 shadow-sm focus:outline-none focus:ring-2 ${
    errorId ? "border-red-600 focus:ring-red-600/30" : "border-gray-300 focus:border-brand-600 focus:ring-brand-600/30"
  }`;
  const shared = { id, name, "aria-invalid": errorId ? true : undefined, "aria-describedby": errorId, className };
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-900">
        {label}
        {optional ? <span className="font-normal text-gray-600"> {optional === true ? "(optional)" : optional}</span> : null}
      </label>
      {control.multiline ? (
        <textarea {...shared} rows={3} {...(({ multiline: _m, ...rest }) => rest)(control)} />
      ) : (
        <input {...shared} {...(({ multiline: _m, ...rest }) => rest)(control)} />
      )}
      {errorId ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
