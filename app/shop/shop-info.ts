// The shop's own details in one place: the contact page, the footer, the chat button and the
// e-mails all read them from here, so a change of phone number is one edit.

/** One of the shop's own social profiles, set with SOCIAL_LINKS (server/config.ts); none by default. */
export interface SocialLink {
  name: string;
  href: string;
}

export const SHOP_INFO = {
  name: "Tyre Wholesale",
  legalName: "Tyre Wholesale B.V.",
  address: ["Waalhaven Oostzijde 81", "3087 BM Rotterdam", "The Netherlands"],
  phone: "+31 10 123 4567",
  email: "sales@tyre-wholesale.example",
  openingHours: "Monday to Friday, 08:30-17:30 CET",
  /** The messaging-app chat (wa.me takes the number without + or spaces). */
  chat: {
    number: "31101234567",
    greeting: "Hello! I am interested in buying tyres in bulk. Could you help me?",
  },
} as const;

/** "Tyre Wholesale B.V." ends a sentence with its own dot: no second one ('B.V..'). */
export function endSentence(text: string): string {
  return text.endsWith(".") ? text : `${text}.`;
}

export function chatLink(info = SHOP_INFO.chat): string {
  return `https://wa.me/${info.number}?text=${encodeURIComponent(info.greeting)}`;
}

export function telLink(phone: string = SHOP_INFO.phone): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}
