// /admin/two-factor (decision 281): the back office asks every seller for a second factor. A seller
// without one enrols here: the password again, then the secret (as text and as the otpauth://
// address, which authenticator apps take; the shop has no QR library) with the backup codes, shown
// once, and a code from the app to confirm. Confirming opens a session that had the second factor.
import { data, redirect } from "react-router";
import { requireSeller, SECOND_FACTOR_PATH } from "~/admin/require-seller.server";
import { cookieHeaders } from "~/auth/auth-endpoint.server";
import { safeRedirectPath } from "~/auth/redirect-path";
import { secondFactorState, secretOfTotpUri, startEnrolment, verifySecondFactor } from "~/auth/two-factor.server";
import { ENROL_FIELDS, enrolSchema } from "~/auth/two-factor-forms";
import { Alert } from "~/components/alert";
import { TwoFactorEnrolment } from "~/components/two-factor-enrolment";
import { checkForm, formValues } from "~/forms/check-form";
import { failureResponse } from "~/forms/form-response.server";
import { formFailure, type FormResult } from "~/forms/form-result";
import { readForm } from "~/forms/read-form.server";
import { PRIVATE_HEADERS } from "~/http/private-response";
import type { Route } from "./+types/admin-two-factor";

const returnPathOf = (value: unknown) => {
  const path = safeRedirectPath(value, "/admin");
  return path.startsWith("/admin") && !path.startsWith(SECOND_FACTOR_PATH) ? path : "/admin";
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const seller = await requireSeller(request, context, { enrolling: true });
  const url = new URL(request.url);
  const state = await secondFactorState(context.db, request, seller.id);
  return data({ state, returnTo: returnPathOf(url.searchParams.get("redirectTo")), turnedOn: url.searchParams.has("on") }, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export async function action({ request, context }: Route.ActionArgs) {
  const seller = await requireSeller(request, context, { enrolling: true });
  const form = await readForm(request);
  const returnTo = returnPathOf(form.get("redirectTo"));
  const checked = checkForm(enrolSchema, formValues(form, ENROL_FIELDS));
  if (!checked.ok) return failureResponse(checked, { enrolment: null }, PRIVATE_HEADERS);
  if ((await secondFactorState(context.db, request, seller.id)) !== "off") {
    return failureResponse(formFailure("conflict", "Two-factor sign-in is already on for your account."), { enrolment: null }, PRIVATE_HEADERS);
  }
  if (checked.data.intent === "start") {
    const started = await startEnrolment(request, context, checked.data.password);
    if (!started.ok) return failureResponse(started.failure, { enrolment: null }, PRIVATE_HEADERS);
    const shown: FormResult = { message: "", fieldErrors: {} };
    return data({ ...shown, enrolment: started.enrolment }, { headers: PRIVATE_HEADERS });
  }
  const secret = secretOfTotpUri(checked.data.totpUri);
  if (secret === null) return failureResponse(formFailure("invalid", "Start again: show the secret with your password."), { enrolment: null }, PRIVATE_HEADERS);
  const verified = await verifySecondFactor(request, context, checked.data.code);
  // A wrong code shows the same secret again (the backup codes were shown once, with it).
  if (!verified.ok) return failureResponse(verified.failure, { enrolment: { totpUri: checked.data.totpUri, secret, backupCodes: [] } }, PRIVATE_HEADERS);
  const headers = cookieHeaders(...verified.cookies);
  headers.set("Cache-Control", PRIVATE_HEADERS["Cache-Control"]);
  return redirect(`${SECOND_FACTOR_PATH}?on&redirectTo=${encodeURIComponent(returnTo)}`, { status: 303, headers });
}

export function meta(): Route.MetaDescriptors {
  return [{ title: "Two-factor sign-in | Back office | Tyre Wholesale" }, { name: "robots", content: "noindex" }];
}

export default function AdminTwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { state, returnTo, turnedOn } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-bold text-gray-900">Two-factor sign-in</h1>
      <p className="mt-1 max-w-2xl text-gray-600">
        The back office moves deposits and bank details, so it asks for a second factor: after your password, a 6-digit code from an authenticator app on your
        phone (Google Authenticator, Microsoft Authenticator, 1Password and the like).
      </p>
      {actionData?.message ? <Alert>{actionData.message}</Alert> : null}
      {state === "passed" ? (
        <div role="status" className="mt-4 max-w-2xl rounded-md border border-green-300 bg-green-50 px-4 py-3 text-green-900">
          <p>
            {turnedOn
              ? "Two-factor sign-in is on. From now on you log in with your password and a code from the app."
              : "Two-factor sign-in is on for your account."}
          </p>
          <a href={returnTo} className="mt-2 inline-block font-semibold text-brand-700 underline underline-offset-2">
            Continue to the back office
          </a>
        </div>
      ) : state === "asked" ? (
        <div className="mt-4 max-w-2xl rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
          <p>Your account has two-factor sign-in, but you logged in without a code this time (with Google, or before it was on).</p>
          <form method="post" action="/logout" className="mt-2">
            {/* Signed out, the back office's page sends to /login and back. */}
            <input type="hidden" name="redirectTo" value={returnTo} />
            <button type="submit" className="font-semibold text-brand-700 underline underline-offset-2">
              Log out, then log in with your password and code
            </button>
          </form>
        </div>
      ) : (
        <TwoFactorEnrolment enrolment={actionData?.enrolment ?? null} errors={actionData?.fieldErrors ?? {}} returnTo={returnTo} />
      )}
    </>
  );
}
