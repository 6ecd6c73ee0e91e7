// A season's page in Arabic (Modern Standard, as the Gulf trade writes it).
import type { SeasonsMessages } from "./seasons.en";

export const SEASONS_AR: SeasonsMessages = {
  heading: "{season, select, summer {الإطارات الصيفية} winter {الإطارات الشتوية} other {إطارات لكل المواسم}}",
  introSummer: "تمنح الإطارات الصيفية أفضل تماسك وكبح على الطرق الدافئة الجافة والمبتلة، من نحو 7\u00a0°C فما فوق.",
  introWinter: "تحافظ الإطارات الشتوية على تماسكها على الثلج والجليد والطرق الباردة المبتلة تحت نحو 7\u00a0°C.",
  introAllseason: "تبقى الإطارات لكل المواسم على المركبة طوال العام في المناخات المعتدلة، وكثير منها يحمل علامة الثلج الشديد.",
  description:
    "{intro} {season, select, summer {إطارات صيفية} winter {إطارات شتوية} other {إطارات لكل المواسم}} للشاحنات وسيارات الركاب والدراجات النارية والطرق الوعرة بالجملة من 50 قطعة.",
  orderLine: "اطلب من 50 قطعة، مع الشحن إلى جميع أنحاء العالم في حاويات 20 أو 40 قدمًا.",
  seeAll: "كل {season, select, summer {العروض الصيفية} winter {العروض الشتوية} other {عروض كل المواسم}}",
  mostStocked: "{season, select, summer {المقاسات الصيفية} winter {المقاسات الشتوية} other {مقاسات كل المواسم}} الأكثر توفرًا",
  brands: "العلامات التجارية {season, select, summer {للإطارات الصيفية} winter {للإطارات الشتوية} other {لإطارات كل المواسم}}",
  firstOffers: "أولى {season, select, summer {العروض الصيفية} winter {العروض الشتوية} other {عروض كل المواسم}}",
  allOffers: "{season, select, summer {العروض الصيفية} winter {العروض الشتوية} other {عروض كل المواسم}} كلها ({count, number})",
};
