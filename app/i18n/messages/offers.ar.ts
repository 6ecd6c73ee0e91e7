// An offer list's own words in Arabic (Modern Standard, as the Gulf trade writes it).
import type { OffersMessages } from "./offers.en";

export const OFFERS_AR: OffersMessages = {
  heading:
    "عروض إطارات {vehicle, select, car {سيارات الركاب} motorcycle {الدراجات النارية} truck {الشاحنات} offRoad {الطرق الوعرة} other {}} {season, select, summer {الصيفية} winter {الشتوية} other {لكل المواسم}} {brand}",
  pageNote: "(الصفحة {page})",
  description:
    "{heading}: أسعار الجملة من 50 قطعة، مع التصفية حسب نوع المركبة والعلامة التجارية والنقشة والطراز والمقاس، والشحن إلى جميع أنحاء العالم بالحاويات.",
  lead: "أسعار الجملة للإطار الواحد، والحد الأدنى للطلب 50 قطعة.",
  offers: "العروض",
  offerPages: "صفحات العروض",
  empty: "لا توجد إطارات تطابق معاييرك.",
  loadFailed: "تعذّر تحميل بيانات الإطارات. يُرجى المحاولة لاحقًا.",
  filterOffers: "تصفية العروض",
  vehicleType: "نوع المركبة",
  allVehicleTypes: "كل أنواع المركبات",
  carTyres: "إطارات سيارات الركاب",
  motorcycleTyres: "إطارات الدراجات النارية",
  truckTyres: "إطارات الشاحنات",
  offRoadTyres: "إطارات الطرق الوعرة",
  brand: "العلامة التجارية",
  selectBrand: "اختر العلامة التجارية",
  pattern: "النقشة",
  selectPattern: "اختر النقشة",
  model: "الطراز",
  selectModel: "اختر الطراز",
  size: "المقاس",
  selectSize: "اختر المقاس",
  brandOnly: "إطارات {brand} لكل أنواع المركبات. اختر نوع المركبة لتضييق القائمة.",
  apply: "طبّق",
  resetAll: "امسح كل عوامل التصفية",
  downloadCsv: "نزّل قائمة الأسعار (CSV)",
  or: "أو",
  priceListNote: "كل إطارات هذه القائمة، للمشترين المسجّلين",
};
