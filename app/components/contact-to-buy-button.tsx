// 'Contact to Buy >>': opens the purchase inquiry for a tyre (or a general inquiry) and quantity,
// in place. Visitors must log in first (spec §6): the top-center toast, or on the search page the alert.
import { DEFAULT_ORDER_QUANTITY } from "../domain/pricing";
import { InquiryTrigger, type InquiryTyre } from "./inquiry-trigger";

export type { InquiryTyre };

export function ContactToBuyButton({
  tyre,
  quantity = DEFAULT_ORDER_QUANTITY,
  notice = "toast",
  className = "",
}: {
  tyre: InquiryTyre | null;
  quantity?: number;
  notice?: "toast" | "alert";
  className?: string;
}) {
  return (
    <InquiryTrigger kind="contact-to-buy" tyre={tyre} quantity={quantity} notice={notice} className={className}>
      Contact to Buy <span aria-hidden="true">&gt;&gt;</span>
    </InquiryTrigger>
  );
}
