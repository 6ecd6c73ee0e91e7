import type { CurrencyMessages } from "./currency.en";

export const CURRENCY_AR: CurrencyMessages = {
  title: "عملة الأسعار",
  intro: "أسعارنا محددة بعملة {code}. اختر عملة لعرض الأسعار محوّلة بسعر الصرف لدينا؛ ويثبّت عرض السعر سعر الصرف في يوم إرساله. سنتذكر اختيارك.",
  catalogueCurrency: "عملة الكتالوج",
  back: "العودة دون تغيير",
  thatCurrency: "هذه العملة",
  noRateLine: "لا يتوفر لدينا سعر صرف لعملة {named}: تُعرض الأسعار بعملة {catalogue}، عملة الكتالوج.",
  catalogueOnlyLine: "الأسعار في هذه الصفحة بعملة {catalogue}، عملة الكتالوج.",
  rateLine: "{rate}؛ ويثبّت عرض السعر سعر الصرف",
  noRateChosen: "لا يتوفر لدينا سعر صرف لعملة {named}: اختر إحدى العملات المدرجة.",
};
