// The legal pages' frame and trade terms in Arabic (Modern Standard).
import type { LegalMessages } from "./legal.en";

export const LEGAL_AR: LegalMessages = {
  lastUpdated: "آخر تحديث: {date}",
  translationNote: "هذا النص ترجمة مقدّمة لتسهيل الاطلاع؛ والنسخة الإنجليزية هي المعتمدة عند أي اختلاف.",
  englishVersion: "اقرأ النسخة الإنجليزية",
  deliveryDays: "من 15 إلى 30 يومًا بعد الدفع",
  paymentMethods: "التحويل البنكي (TT) وPayPal وبطاقات الائتمان",
  guarantee: "سنتين ضد عيوب التصنيع",
  refundBusinessDays: "من 5 إلى 7 أيام عمل",
  containers20: "من 150 إلى 160 قطعة",
  containers40: "من 270 إلى 280 قطعة",
};
