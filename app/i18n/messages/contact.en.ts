// The contact page in English (spec §2 Contact Us). The shop's hours and its country are the
// English page's as shop/shop-info.ts states them; the other languages write them in their words.
import { SHOP_INFO } from "~/shop/shop-info";

export const CONTACT_EN = {
  title: "Contact Us",
  description: "Contact {name}: {phone}, {email}, {address}.",
  heading: "Contact us",
  intro: "Our sales team answers inquiries about sizes, prices, containers and shipping within one working day.",
  country: SHOP_INFO.address[2] as string,
  phone: "Phone",
  email: "E-mail",
  hours: "Hours",
  openingHours: SHOP_INFO.openingHours as string,
  chat: "Chat",
  chatAndSocial: "Chat and social media",
  chatOnWhatsApp: "Chat on WhatsApp",
};

export type ContactMessages = typeof CONTACT_EN;
