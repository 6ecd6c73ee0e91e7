// The signed-in buyer's company profile as the inquiry dialog's starting values (decision 255),
// fetched from /account/company.json when the dialog opens: the pages the dialog opens on are the
// same for every visitor, so nothing personal is rendered into them. `start` is null for a buyer
// without a profile (the dialog then offers to keep this inquiry's details); undefined until known.
import { useLoadOnce } from "../browser/use-load-once";
import type { InquiryStart } from "../domain/buyer-company";

export function useInquiryStart(): InquiryStart | null | undefined {
  const data = useLoadOnce<{ start?: InquiryStart | null }>("/account/company.json");
  return data && "start" in data ? (data.start ?? null) : undefined;
}
