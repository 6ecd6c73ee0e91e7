// 'Contact to Buy >>': opens the purchase inquiry for a tyre and quantity; visitors must log in first (spec §6).
import { useNavigate } from "react-router";
import { toast } from "sonner";

export const LOGIN_REQUIRED_MESSAGE = "To contact for buying, please log in or create an account first.";

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
        // spec §6/§4: the login-required error toast, top-center, 4 s.
        if (!signedIn) toast.error(LOGIN_REQUIRED_MESSAGE, { position: "top-center", duration: 4000 });
        else navigate(inquiryHref(tyreId, quantity), { preventScrollReset: true });
      }}
      className={`inline-flex items-center justify-center gap-1 rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${className}`}
    >
      Contact to Buy <span aria-hidden="true">&gt;&gt;</span>
    </button>
  );
}
