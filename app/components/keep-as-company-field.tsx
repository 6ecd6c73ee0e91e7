// The checkbox under an inquiry form for a buyer without a company profile (decision 255): the
// details sent are kept as the profile the next inquiry starts from, only when ticked.
import type { ChangeEvent } from "react";

export const KEEP_AS_COMPANY_LABEL = "Keep these details as my company's profile, so my next inquiry starts from them";

export function KeepAsCompanyField(props: { defaultChecked?: boolean; checked?: boolean; onChange?: (event: ChangeEvent<HTMLInputElement>) => void }) {
  return (
    <div className="flex items-start gap-2">
      <input id="inquiry-keepAsCompany" type="checkbox" name="keepAsCompany" className="mt-1 size-4 shrink-0 accent-brand-600" {...props} />
      <label htmlFor="inquiry-keepAsCompany" className="text-sm text-gray-800">
        {KEEP_AS_COMPANY_LABEL} (<span className="whitespace-nowrap">My company</span>).
      </label>
    </div>
  );
}
