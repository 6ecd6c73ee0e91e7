// The contact page in French.
import type { ContactMessages } from "./contact.en";

export const CONTACT_FR: ContactMessages = {
  title: "Contactez-nous",
  description: "Contacter {name} : {phone}, {email}, {address}.",
  heading: "Contactez-nous",
  intro: "Notre service commercial répond sous un jour ouvré à vos demandes sur les dimensions, les prix, les conteneurs et l’expédition.",
  country: "Pays-Bas",
  phone: "Téléphone",
  email: "E-mail",
  hours: "Horaires",
  openingHours: "Du lundi au vendredi, de 8 h 30 à 17 h 30 (heure d’Europe centrale)",
  chat: "Discussion",
  chatAndSocial: "Discussion et réseaux sociaux",
  chatOnWhatsApp: "Discuter sur WhatsApp",
};
