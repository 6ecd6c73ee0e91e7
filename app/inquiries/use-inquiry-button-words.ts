// The inquiry buttons' words in the page's language: the page's "inquiryButtons" (or whole "inquiry")
// area, or English, which the browser keeps for them (an English page sends neither:
// catalogues.server.ts).
import { INQUIRY_BUTTONS_EN, type InquiryButtonMessages } from "~/i18n/messages/inquiry-buttons.en";
import { useOptionalPageMessages } from "~/i18n/page-messages";

export function useInquiryButtonWords(): InquiryButtonMessages {
  const buttons = useOptionalPageMessages("inquiryButtons");
  const inquiry = useOptionalPageMessages("inquiry");
  return buttons ?? inquiry ?? INQUIRY_BUTTONS_EN;
}
