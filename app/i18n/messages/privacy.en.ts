// The privacy policy in English: the source the other languages translate whole.
export const PRIVACY_EN = {
  title: "Privacy Policy",
  description: "What personal data Tyre Wholesale keeps, why, for how long, and your rights.",
  intro: "{company} is responsible for the personal data described here. We keep as little as we need to sell you tyres.",
  keepHeading: "What we keep",
  keepAccount:
    "Your account: name, e-mail address, password (stored only as a secure hash) and, if you sign in with Google, your Google name, e-mail and picture.",
  keepInquiries: "Your purchase inquiries: name, e-mail, phone, company, address, quantity, shipping terms and message.",
  keepLogs: "Technical logs of requests, kept for security for at most 30 days.",
  whyHeading: "Why",
  why: "To answer your inquiries, prepare quotations and orders (minimum {minimumOrder} pieces), deliver and invoice, and keep the shop secure.",
  sharingHeading: "Sharing",
  sharing: "We share your data only with the carriers, banks and payment providers needed to deliver and take payment ({paymentMethods}). We never sell it.",
  cookiesHeading: "Cookies",
  cookies: "We use one session cookie to keep you signed in. We use no advertising or tracking cookies.",
  rightsHeading: "Your rights",
  rights: "You may see, correct or delete your data at any time: write to {email} or use {link}.",
  rightsLink: "our contact page",
};

export type PrivacyMessages = typeof PRIVACY_EN;
