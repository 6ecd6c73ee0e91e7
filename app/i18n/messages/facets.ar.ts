// The facets' names and values in Arabic (Modern Standard, as the Gulf trade writes it).
import type { FacetsMessages } from "./facets.en";

export const FACETS_AR: FacetsMessages = {
  season: "الموسم",
  vehicle: "نوع المركبة",
  pattern: "النقشة / موضع المحور",
  brand: "العلامة التجارية",
  load: "مؤشر الحمولة",
  speed: "رمز السرعة",
  fuel: "فئة كفاءة الوقود الأوروبية",
  wet: "فئة التماسك على الطرق المبتلة الأوروبية",
  snow: "علامة الثلج",
  price: "سعر الإطار",
  stock: "التوفر",
  ready: "جاهز للتحميل",
  snowMarked: "3PMSF (ثلج شديد)",
  inStock: "متوفر في المخزون",
  readySoon: "جاهز خلال أسبوعين",
  priceUnder: "أقل من {max}",
  priceBetween: "من {min} إلى {max}",
  priceOver: "{min} فأكثر",
};
