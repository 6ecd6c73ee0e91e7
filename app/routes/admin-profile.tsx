// /admin/profile (decision 230): the seller's company profile a proforma invoice prints: company,
// bank, payment terms offered, default validity and lead time, HS codes. Saved and audited; a bank
// change asks for the password again and e-mails every seller.
import { data, redirect, useLocation } from "react-router";
import { requireSeller } from "~/admin/require-seller.server";
import { parseSellerProfileForm, PROFILE_FIELDS } from "~/admin/seller-profile-form";
import { getSellerProfile, saveSellerProfile, sendBankChangeMail } from "~/admin/seller-profile.server";
import { isOwnPassword } from "~/auth/confirm-password.server";
import { AdminProfileForm, profileFormValues } from "~/components/admin-profile-form";
import { Alert } from "~/components/alert";
import { formValues } from "~/forms/check-form";
import { failureResponse } from "~/forms/form-response.server";
import { readForm } from "~/forms/read-form.server";
import { PRIVATE_HEADERS } from "~/http/private-response";
import type { Route } from "./+types/admin-profile";

const PATH = "/admin/profile";
const NOTICES: Record<string, string> = {
  saved: "The profile is saved. Quotes sent from now on print it.",
  bank: "The profile is saved with the new bank details. Every seller was e-mailed about the change.",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireSeller(request, context);
  const profile = await getSellerProfile(context.db);
  const notice = NOTICES[new URL(request.url).searchParams.get("saved") ?? ""] ?? null;
  return data({ profile, values: profileFormValues(profile), notice }, { headers: PRIVATE_HEADERS });
}

export function headers() {
  return PRIVATE_HEADERS;
}

export async function action({ request, context }: Route.ActionArgs) {
  const seller = await requireSeller(request, context);
  const values = formValues(await readForm(request), PROFILE_FIELDS);
  // The page shows what was posted again, never the password.
  const posted = { values: { ...values, password: "" } };
  const checked = parseSellerProfileForm(values);
  if (!checked.ok) return failureResponse(checked, posted, PRIVATE_HEADERS);
  const saved = await saveSellerProfile(context.db, seller, {
    profile: checked.profile,
    password: checked.password,
    passwordIsRight: () => isOwnPassword(context.auth, request, checked.password),
  });
  if (!saved.ok) return failureResponse(saved.failure, posted, PRIVATE_HEADERS);
  if (saved.bankChanged) await sendBankChangeMail(context.mailer, saved.notify, context.log);
  return redirect(`${PATH}?saved=${saved.bankChanged ? "bank" : "saved"}`, { status: 303, headers: PRIVATE_HEADERS });
}

export function meta(): Route.MetaDescriptors {
  return [{ title: "Company profile | Back office | Tyre Wholesale" }, { name: "robots", content: "noindex" }];
}

export default function AdminProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, notice } = loaderData;
  const errors = actionData?.fieldErrors ?? {};
  // A new form after each navigation (a save's redirect): the password typed for it is gone.
  const { key } = useLocation();
  return (
    <>
      <h1 className="text-2xl font-bold text-gray-900">Company profile</h1>
      <p className="mt-1 text-gray-600">
        What the proforma invoice says about the seller: the company, the bank account the buyer pays into, the payment terms offered, the validity and lead
        time, and each tyre type&apos;s HS code. A change applies to quotes sent after it.
      </p>
      {notice && (
        <p role="status" className="mt-4 rounded-md border border-green-300 bg-green-50 px-4 py-3 text-green-900">
          {notice}
        </p>
      )}
      {!profile.saved && !actionData && (
        <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
          Not saved yet: quotes print the shop&apos;s name and address, and no bank details, until the profile is saved.
        </p>
      )}
      {actionData?.message && <Alert>{actionData.message}</Alert>}
      <AdminProfileForm key={key} values={actionData?.values ?? loaderData.values} errors={errors} bankChangedAt={profile.bankChangedAt} />
    </>
  );
}
