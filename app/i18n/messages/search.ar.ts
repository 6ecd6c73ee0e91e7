// The search page's own words in Arabic (Modern Standard, as the Gulf trade writes it).
import type { SearchMessages } from "./search.en";

export const SEARCH_AR: SearchMessages = {
  resultsFor: "نتائج البحث عن «{query}»",
  searchTyres: "ابحث عن الإطارات",
  description: "ابحث في كتالوج إطارات الجملة حسب العلامة التجارية أو الطراز أو النقشة أو المقاس، وأرسل طلب شراء بالجملة.",
  prompt: "اكتب علامة تجارية أو طرازًا أو نقشة أو مقاس إطار (مثل 315/80R22.5) في مربع البحث أعلاه.",
  browse: "أو تصفّح العروض:",
  summerOffers: "العروض الصيفية",
  winterOffers: "العروض الشتوية",
  allseasonOffers: "عروض لكل المواسم",
  results: "نتائج البحث",
  resultPages: "صفحات نتائج البحث",
  matches:
    "{count, plural, zero {لا إطارات مطابقة} one {إطار واحد مطابق} two {إطاران مطابقان} few {# إطارات مطابقة} many {# إطارًا مطابقًا} other {# إطار مطابق}}",
  matchesCapped: "أكثر من {count, number} إطار مطابق",
  noMatchForFilters: "لا توجد إطارات تطابق عوامل التصفية هذه.",
  noResults: "لم نجد إطارات عن «{query}».",
};
