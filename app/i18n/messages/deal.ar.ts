// The words around a priced load in Arabic (/buy-now and /quote).
import type { DealMessages } from "./deal.en";

export const DEAL_AR: DealMessages = {
  termsLegend: "شروط الشحن (Incoterms 2020)",
  fobExplanation: "تُحمَّل البضاعة في ميناءنا؛ وتحجز أنت الشحن البحري",
  cifExplanation: "الشحن البحري والتأمين حتى ميناءك",
  ddpExplanation: "التسليم إلى عنوانك؛ ونقدّم عرضاً للرسوم الجمركية",
  destinationPort: "ميناء الوصول",
  deliveryAddress: "عنوان التسليم في سطر واحد",
  placeExample: "مثال: Lagos Apapa (NGAPP)، أو أي ميناء",
  countryCode: "رمز البلد",
  countryCodeNote: "(اختياري، مثل NG؛ وإلا فالبلد الذي ينتهي به العنوان)",
  update: "تحديث",
  loadingTerms: "جارٍ تحميل شروط الشحن…",
  chooseTerms: "اختر شروط الشحن (FOB أو CIF أو DDP)",
  shippingInfo: "معلومات الشحن",
  delivery: "التسليم خلال 15-30 يوماً من الدفع.",
  twentyFootCapacity: "الحاوية 20 قدم: 150-160 قطعة.",
  fortyFootCapacity: "الحاوية 40 قدم: 270-280 قطعة.",
  shippingRates: "الشحن {twentyFoot} حتى 160 قطعة، و{fortyFoot} من 161 إلى 280 قطعة، و{fortyFoot} إضافية لكل 280 قطعة أخرى.",
  paymentMethods: "طرق الدفع",
  paymentWays: "تحويل بنكي (TT)، PayPal، بطاقات الائتمان.",
  deposit: "دفعة مقدمة 30% للإنتاج، والباقي قبل الشحن.",
  qualityGuarantee: "ضمان الجودة",
  guarantee: "سنتان ضد عيوب التصنيع.",
  total: "الإجمالي",
  vatNote: "الأسعار لا تشمل ضريبة القيمة المضافة.",
};
