// 'Contact to Buy >>': opens the purchase inquiry for a tyre (or a general inquiry) and quantity,
// in place. Visitors must log in first (spec §6): the top-center toast, or on the search page the alert.
import { DEFAULT_ORDER_QUANTITY } from "../domain/pricing";
import { InquiryTrigger, type InquiryShipping, type InquiryTyre } from "./inquiry-trigger";
import { useInquiryButtonWords } from "~/inquiries/use-inquiry-button-words";
import { fillMessage } from "~/i18n/fill-message";

export type { InquiryTyre };

export function ContactToBuyButton({
  tyre,
  quantity = DEFAULT_ORDER_QUANTITY,
  notice = "toast",
  className = "",
  tyreName,
  shipping,
}: {
  tyre: InquiryTyre | null;
  quantity?: number;
  notice?: "toast" | "alert";
  className?: string;
  /** Joins the button's accessible name where nothing around it says which tyre (the compare table's columns). */
  tyreName?: string;
  /** The page's shipping choice the dialog opens with (/buy-now). */
  shipping?: InquiryShipping;
}) {
  const words = useInquiryButtonWords();
  return (
    <InquiryTrigger
      kind="contact-to-buy"
      tyre={tyre}
      quantity={quantity}
      notice={notice}
      className={className}
      ariaLabel={tyreName ? fillMessage(words.contactToBuyFor, { tyre: tyreName }) : undefined}
      shipping={shipping}
    >
      {words.contactToBuy} <span aria-hidden="true">&gt;&gt;</span>
    </InquiryTrigger>
  );
}
