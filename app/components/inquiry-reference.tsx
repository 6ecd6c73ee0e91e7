// A sent inquiry's reference and where to follow it: in the inquiry dialog's success
// state, and beside the button that opened it once the dialog has closed (spec §4 closes it after
// 2 s, too soon to read a number or reach a link). The number is the one My inquiries and the
// confirmation e-mail show ('Inquiry #42'). Decision 151.
import { Link } from "react-router";
import { FOCUS_RING } from "~/styles/buttons";
import { fillMessage } from "~/i18n/fill-message";
import { useInquiryButtonWords } from "~/inquiries/use-inquiry-button-words";

export const MY_INQUIRIES_PATH = "/account/inquiries";

export function InquiryReference({ inquiryId, className = "" }: { inquiryId: number; className?: string }) {
  const words = useInquiryButtonWords();
  return (
    <p className={`text-sm ${className}`} data-inquiry-reference={inquiryId}>
      {words.yourReference} <strong className="whitespace-nowrap">{fillMessage(words.inquiryNumber, { id: inquiryId })}</strong>.{" "}
      <Link to={MY_INQUIRIES_PATH} className={`whitespace-nowrap font-semibold underline ${FOCUS_RING}`}>
        {words.seeInMyInquiries}
      </Link>
    </p>
  );
}
