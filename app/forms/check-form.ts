// Checks a submission against its form's zod schema, the same way in the browser and on the server,
// and turns zod's issues into the one field-error type (decision 120). Every form action reads its
// fields with formValues and checks them here, one schema per form (decision 203). zod/mini (decision 061).
import type { ZodMiniType } from "zod/mini";
import { formFailure, type FieldErrors, type FormFailure } from "./form-result";

export type FormCheck<T> = { ok: true; data: T } | ({ ok: false } & FormFailure);

/** The first message for each top-level field; issues with no path go under `form`. */
export function fieldErrorsOf(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of issues) fieldErrors[String(issue.path[0] ?? "form")] ??= issue.message;
  return fieldErrors;
}

/**
 * Checks a submitted form. `missingMessage`, when given, is the message when any field was left
 * empty (the spec's toasts, §8); otherwise the message is the first field's.
 */
export function checkForm<T>(schema: ZodMiniType<T>, values: unknown, missingMessage?: string): FormCheck<T> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fieldErrors = fieldErrorsOf(parsed.error.issues);
  const record = typeof values === "object" && values !== null ? (values as Record<string, unknown>) : {};
  const anyEmpty = missingMessage !== undefined && Object.keys(fieldErrors).some((field) => isBlank(record[field]));
  return { ok: false, ...formFailure("invalid", anyEmpty ? missingMessage : Object.values(fieldErrors)[0]!, fieldErrors) };
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/**
 * The form's named text fields as a plain object, for its schema: "" for a field that is missing or
 * holds a file, the first value of a repeated name. Fields it does not name never reach the schema.
 */
export function formValues(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    names.map((name) => {
      const value = form.get(name);
      return [name, typeof value === "string" ? value : ""];
    }),
  );
}
