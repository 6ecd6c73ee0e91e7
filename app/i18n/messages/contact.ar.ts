// The contact page in Arabic (Modern Standard).
import type { ContactMessages } from "./contact.en";

export const CONTACT_AR: ContactMessages = {
  title: "اتصل بنا",
  description: "تواصل مع {name}: {phone}، {email}، {address}.",
  heading: "اتصل بنا",
  intro: "يرد فريق المبيعات لدينا خلال يوم عمل واحد على استفساراتك حول المقاسات والأسعار والحاويات والشحن.",
  country: "هولندا",
  phone: "الهاتف",
  email: "البريد الإلكتروني",
  hours: "ساعات العمل",
  openingHours: "من الاثنين إلى الجمعة، من 08:30 إلى 17:30 بتوقيت وسط أوروبا",
  chat: "الدردشة",
  chatAndSocial: "الدردشة ووسائل التواصل الاجتماعي",
  chatOnWhatsApp: "تحدّث معنا عبر WhatsApp",
};
