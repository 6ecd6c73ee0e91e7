// The suggestion shown on an English page to a visitor whose browser prefers another of the shop's
// languages (decision 296): each in its own language, since the visitor reads that one.
import type { OtherLanguage } from "../languages";

export const LANGUAGE_SUGGESTIONS: Record<OtherLanguage, { label: string; view: string; close: string }> = {
  fr: { label: "Langue", view: "Voir ce site en français", close: "Fermer" },
  es: { label: "Idioma", view: "Ver este sitio en español", close: "Cerrar" },
  pt: { label: "Idioma", view: "Ver este site em português", close: "Fechar" },
  ar: { label: "اللغة", view: "عرض هذا الموقع بالعربية", close: "إغلاق" },
};
