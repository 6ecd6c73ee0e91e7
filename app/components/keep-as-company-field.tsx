// The checkbox under an inquiry form for a buyer without a company profile (decision 255): the
// details sent are kept as the profile the next inquiry starts from, only when ticked.
import type { ChangeEvent } from "react";
import { INQUIRY_EN } from "~/i18n/messages/inquiry.en";
import { useOptionalPageMessages } from "~/i18n/page-messages";

export function KeepAsCompanyField(props: { defaultChecked?: boolean; checked?: boolean; onChange?: (event: ChangeEvent<HTMLInputElement>) => void }) {
  // In the page's language; English on a page whose loader does not send the area yet.
  const words = useOptionalPageMessages("inquiry") ?? INQUIRY_EN;
  return (
    <div className="flex items-start gap-2">
      <input id="inquiry-keepAsCompany" type="checkbox" name="keepAsCompany" className="mt-1 size-4 shrink-0 accent-brand-600" {...props} />
      <label htmlFor="inquiry-keepAsCompany" className="text-sm text-gray-800">
        {words.keepAsCompany} (<span className="whitespace-nowrap">{words.myCompany}</span>).
      </label>
    </div>
  );
}
