// The inquiry buttons' English words (spec §3, §6), the part of the `inquiry` area a page draws
// before the dialog opens: what the buttons fall back to on a page whose loader does not send the
// area, apart from the dialog's words so such a page's script carries only these.
export const INQUIRY_BUTTONS_EN = {
  contactToBuy: "Contact to Buy",
  contactToBuyFor: "Contact to Buy: {tyre}",
  generalInquiry: "General Inquiry",
  yourReference: "Your reference:",
  inquiryNumber: "inquiry #{id}",
  seeInMyInquiries: "See it in My inquiries",
  loginRequiredToast: "To contact for buying, please log in or create an account first.",
  loginRequiredAlert: "Please log in to contact for buying",
  logIn: "Log in",
};

export type InquiryButtonMessages = typeof INQUIRY_BUTTONS_EN;
