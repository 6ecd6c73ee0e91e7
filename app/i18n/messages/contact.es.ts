// The contact page in Spanish.
import type { ContactMessages } from "./contact.en";

export const CONTACT_ES: ContactMessages = {
  title: "Contacto",
  description: "Contacte con {name}: {phone}, {email}, {address}.",
  heading: "Contacte con nosotros",
  intro: "Nuestro equipo comercial responde en un día laborable a sus consultas sobre medidas, precios, contenedores y envíos.",
  country: "Países Bajos",
  phone: "Teléfono",
  email: "Correo electrónico",
  hours: "Horario",
  openingHours: "De lunes a viernes, de 08:30 a 17:30 (hora de Europa central)",
  chat: "Chat",
  chatAndSocial: "Chat y redes sociales",
  chatOnWhatsApp: "Escríbanos por WhatsApp",
};
