// The inquiry buttons' words in the page's language: the page's "inquiry" area, or English, which
// the browser keeps for them (an English page does not send the area: catalogues.server.ts).
import { INQUIRY_BUTTONS_EN, type InquiryButtonMessages } from "~/i18n/messages/inquiry-buttons.en";
import { useOptionalPageMessages } from "~/i18n/page-messages";

export function useInquiryButtonWords(): InquiryButtonMessages {
  return useOptionalPageMessages("inquiry") ?? INQUIRY_BUTTONS_EN;
}
