// The contact page in Portuguese (Brazil first).
import type { ContactMessages } from "./contact.en";

export const CONTACT_PT: ContactMessages = {
  title: "Fale conosco",
  description: "Fale com a {name}: {phone}, {email}, {address}.",
  heading: "Fale conosco",
  intro: "Nossa equipe comercial responde em até um dia útil a dúvidas sobre medidas, preços, contêineres e frete.",
  country: "Países Baixos",
  phone: "Telefone",
  email: "E-mail",
  hours: "Horário",
  openingHours: "De segunda a sexta, das 08:30 às 17:30 (horário da Europa Central)",
  chat: "Chat",
  chatAndSocial: "Chat e redes sociais",
  chatOnWhatsApp: "Converse pelo WhatsApp",
};
