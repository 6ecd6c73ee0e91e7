// 'General Inquiry' on the contact page: the inquiry form without a tyre (spec §3 model).
import { InquiryTrigger } from "./inquiry-trigger";
import { useInquiryButtonWords } from "~/inquiries/use-inquiry-button-words";

export function GeneralInquiryButton({ className = "" }: { className?: string }) {
  return (
    <InquiryTrigger kind="general-inquiry" tyre={null} className={className}>
      {useInquiryButtonWords().generalInquiry}
    </InquiryTrigger>
  );
}
