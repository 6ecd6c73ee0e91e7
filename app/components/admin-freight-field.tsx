// One labelled text field of the back office's freight forms, with its error under it.
import type { ReactNode } from "react";

export const FREIGHT_INPUT = "mt-1 block w-full rounded-md border border-gray-400 px-3 py-2 text-gray-900";

export interface FreightFieldProps {
  id: string;
  name: string;
  label: string;
  defaultValue?: string;
  error?: string;
  /** A line under the label: what the field means. */
  hint?: ReactNode;
  inputMode?: "decimal" | "numeric";
  required?: boolean;
  maxLength?: number;
}

export function FreightField({ id, name, label, defaultValue, error, hint, inputMode, required = true, maxLength }: FreightFieldProps) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block font-semibold text-gray-900">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-gray-600">
          {hint}
        </p>
      )}
      <input
        id={id}
        name={name}
        defaultValue={defaultValue}
        inputMode={inputMode}
        required={required}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={FREIGHT_INPUT}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
