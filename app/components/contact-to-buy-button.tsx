// 'Contact to Buy >>': opens the purchase inquiry for a tyre (or a general inquiry) and quantity.
// Visitors must log in first (spec §6): the top-center toast, or on the search page the alert.
import { useNavigate } from "react-router";
import { canContactSupplier } from "../auth/contact-guard";
import { useSessionUser } from "../auth/use-session-user";

/** The tyre an inquiry is about; null for a 'General Inquiry' (spec §3). */
export interface InquiryTyre {
  id: number;
  brand: string;
  model: string;
  size: string;
}

/** Where the inquiry dialog (the inquiries issue) opens with this tyre and quantity filled in. */
export function inquiryHref(tyreId: number, quantity: number): string {
  return `/buy-now?tyre=${tyreId}&quantity=${quantity}#inquiry`;
}

export function ContactToBuyButton({
  tyre,
  quantity = 50,
  notice = "toast",
  className = "",
}: {
  tyre: InquiryTyre | null;
  quantity?: number;
  notice?: "toast" | "alert";
  className?: string;
}) {
  const navigate = useNavigate();
  const user = useSessionUser();
  return (
    <button
      type="button"
      data-contact-to-buy
      data-quantity={quantity}
      onClick={() => {
        if (!canContactSupplier(user, notice)) return;
        if (tyre) navigate(inquiryHref(tyre.id, quantity), { preventScrollReset: true });
      }}
      className={`inline-flex items-center justify-center gap-1 rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${className}`}
    >
      Contact to Buy <span aria-hidden="true">&gt;&gt;</span>
    </button>
  );
}
