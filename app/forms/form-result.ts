// One result shape for every form action and JSON endpoint (decision 120): `{ message, fieldErrors }`,
// one message per field. A failure also names its kind, and the HTTP status follows from the kind,
// never from the message text. Browser-safe, no dependencies.

/** One message per field, keyed by the field's name; `form` for what belongs to no field. */
export type FieldErrors = Partial<Record<string, string>>;

/** What a form action or JSON endpoint answers when it did not do what was asked. */
export interface FormResult {
  message: string;
  fieldErrors: FieldErrors;
}

/**
 * Why it failed. `invalid`: the input breaks the form's schema. `rejected`: the input was well
 * formed but the service said no (wrong password, an expired link). The rest name themselves.
 */
export type FailureKind = "invalid" | "rejected" | "unauthenticated" | "forbidden" | "not-found" | "too-large" | "conflict" | "rate-limited";

export interface FormFailure extends FormResult {
  kind: FailureKind;
}

const STATUS: Record<FailureKind, number> = {
  invalid: 400,
  rejected: 400,
  unauthenticated: 401,
  // Signed in, but the account lacks the role (a buyer at /admin).
  forbidden: 403,
  // The form named something that does not exist (a tyre no longer in the catalogue).
  "not-found": 404,
  "too-large": 413,
  // A replayed idempotency key with a different body (decision 050).
  conflict: 422,
  "rate-limited": 429,
};

export function formFailure(kind: FailureKind, message: string, fieldErrors: FieldErrors = {}): FormFailure {
  return { kind, message, fieldErrors };
}

/** The HTTP status of a failure, from its kind. */
export function statusOf(failure: Pick<FormFailure, "kind">): number {
  return STATUS[failure.kind];
}

/** The body sent for a failure: the result shape, without the kind (the status carries it). */
export function resultOf(failure: FormFailure): FormResult {
  return { message: failure.message, fieldErrors: failure.fieldErrors };
}
