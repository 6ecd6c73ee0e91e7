// The size finder and the /tyres/size page in Arabic (Modern Standard, as the Gulf trade writes it).
import type { SizeFinderMessages } from "./size-finder.en";

export const SIZE_FINDER_AR: SizeFinderMessages = {
  title: "الإطارات حسب المقاس",
  description:
    "ابحث عن إطارات الشاحنات وسيارات الركاب والدراجات النارية والطرق الوعرة بالجملة حسب المقاس: اختر العرض والارتفاع والجنط، أو اكتب مقاسًا مثل 315/80R22.5.",
  heading: "الإطارات حسب المقاس",
  lead: "اختر العرض والارتفاع والجنط، أو اكتب المقاس المدوّن على جانب الإطار.",
  allSizes: "جميع المقاسات",
  shopBySize: "تسوّق حسب المقاس",
  width: "العرض",
  profile: "نسبة الارتفاع",
  rim: "الجنط",
  noProfile: "بدون",
  showTyres: "عرض الإطارات",
  typeASize: "اكتب المقاس",
  orTypeASize: "أو اكتب المقاس",
  go: "بحث",
  example: "مثلًا 315/80R22.5 أو 315 80 22.5 أو 3158022.5.",
  unreadable: "لم نتمكن من قراءة مقاس إطار هنا. اكتبه بصيغة 315/80R22.5 أو 315 80 22.5 أو 3158022.5.",
  empty: "اكتب مقاس الإطار، مثلًا 315/80R22.5.",
  notSold: "لا تتوفر لدينا إطارات بمقاس {size}. اختر أحد المقاسات أدناه.",
};
