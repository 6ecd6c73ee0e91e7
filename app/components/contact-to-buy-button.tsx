// 'Contact to Buy >>': opens the purchase inquiry for a tyre and quantity; visitors must log in first (spec §6).
import { useNavigate } from "react-router";
import { LOGIN_REQUIRED_TOAST } from "../auth/contact-guard";
import { showErrorToast } from "./toasts";

/** Where the inquiry dialog (the inquiries issue) opens with this tyre and quantity filled in. */
export function inquiryHref(tyreId: number, quantity: number): string {
  return `/buy-now?tyre=${tyreId}&quantity=${quantity}#inquiry`;
}

export function ContactToBuyButton({
  tyreId,
  quantity,
  signedIn = false,
  className = "",
}: {
  tyreId: number;
  quantity: number;
  signedIn?: boolean;
  className?: string;
}) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      data-contact-to-buy
      data-quantity={quantity}
      onClick={() => {
        // spec §6: the login-required error toast, top-center, 4 s.
        if (!signedIn) showErrorToast(LOGIN_REQUIRED_TOAST, { position: "top-center" });
        else navigate(inquiryHref(tyreId, quantity), { preventScrollReset: true });
      }}
      className={`inline-flex items-center justify-center gap-1 rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${className}`}
    >
      Contact to Buy <span aria-hidden="true">&gt;&gt;</span>
    </button>
  );
}
