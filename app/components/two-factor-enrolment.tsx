// The steps of turning on a seller's second factor (decision 281): the password again; then the
// secret with its otpauth:// address, the backup codes (shown this once) and a code to confirm.
import { Form, useNavigation } from "react-router";
import { groupedSecret } from "~/auth/two-factor-forms";
import type { FieldErrors } from "~/forms/form-result";
import { SUBMIT_BUTTON } from "~/styles/buttons";
import { AuthField } from "./auth-field";

export interface EnrolmentView {
  totpUri: string;
  secret: string;
  /** Empty after a wrong code: they were shown once, with the secret. */
  backupCodes: string[];
}

const STEP = "mt-6 max-w-2xl rounded-lg border border-gray-200 p-4 sm:p-6";

export function TwoFactorEnrolment({ enrolment, errors, returnTo }: { enrolment: EnrolmentView | null; errors: FieldErrors; returnTo: string }) {
  const busy = useNavigation().state === "submitting";
  if (!enrolment) {
    return (
      <Form method="post" noValidate className={STEP}>
        <h2 className="text-lg font-semibold text-gray-900">1. Confirm it is you</h2>
        <p className="mt-1 mb-4 text-sm text-gray-600">Enter your password to see the secret for your authenticator app.</p>
        <input type="hidden" name="intent" value="start" />
        <input type="hidden" name="redirectTo" value={returnTo} />
        <AuthField name="password" label="Password" type="password" autoComplete="current-password" error={errors.password} />
        <button type="submit" disabled={busy} className={SUBMIT_BUTTON}>
          Show the secret
        </button>
      </Form>
    );
  }
  return (
    <>
      <section aria-labelledby="two-factor-secret" className={STEP}>
        <h2 id="two-factor-secret" className="text-lg font-semibold text-gray-900">
          2. Add the shop to your authenticator app
        </h2>
        <p className="mt-1 text-sm text-gray-600">In the app, choose to enter a setup key by hand, and type this secret (time-based, 6 digits):</p>
        <p className="mt-3 font-mono text-lg font-semibold tracking-wider break-all text-gray-900" data-two-factor-secret>
          {groupedSecret(enrolment.secret)}
        </p>
        <p className="mt-3 text-sm text-gray-600">Or paste this address into an app that takes one (a password manager):</p>
        <p className="mt-1 rounded-md bg-gray-50 px-3 py-2 font-mono text-sm break-all text-gray-800" data-two-factor-uri>
          {enrolment.totpUri}
        </p>
      </section>
      {enrolment.backupCodes.length > 0 ? (
        <section aria-labelledby="two-factor-backup" className={STEP}>
          <h2 id="two-factor-backup" className="text-lg font-semibold text-gray-900">
            3. Keep your backup codes
          </h2>
          <p className="mt-1 text-sm text-gray-600">
            Each code logs you in once if you lose your phone. They are shown only now: write them down or print this page, and keep them apart from your
            password.
          </p>
          <ul className="mt-3 grid grid-cols-2 gap-2 font-mono text-gray-900 sm:grid-cols-5" data-backup-codes>
            {enrolment.backupCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <Form method="post" noValidate className={STEP}>
        <h2 className="text-lg font-semibold text-gray-900">{enrolment.backupCodes.length > 0 ? "4." : "3."} Confirm with a code</h2>
        <p className="mt-1 mb-4 text-sm text-gray-600">Enter the 6-digit code the app now shows for Tyre Wholesale.</p>
        <input type="hidden" name="intent" value="confirm" />
        <input type="hidden" name="totpUri" value={enrolment.totpUri} />
        <input type="hidden" name="redirectTo" value={returnTo} />
        <AuthField name="code" label="Code" inputMode="numeric" autoComplete="one-time-code" maxLength={40} error={errors.code} />
        <button type="submit" disabled={busy} className={SUBMIT_BUTTON}>
          Turn on two-factor sign-in
        </button>
      </Form>
    </>
  );
}
