// What the seller can load of a tyre and when, in Arabic (Modern Standard, as the Gulf trade writes it).
import type { AvailabilityMessages } from "./availability.en";

export const AVAILABILITY_AR: AvailabilityMessages = {
  inStockAndIncoming: "في المخزون: {now, number} قطعة، و{more, number} قطعة أخرى بحلول {date}",
  inStock: "في المخزون: {now, number} قطعة{places}",
  incoming: "قيد الوصول: {pieces, number} قطعة بحلول {date}",
  moreMadeToOrder: "المزيد حسب الطلب: جاهز خلال {days, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}} تقريبًا",
  noMore: "لا يمكن طلب المزيد",
  madeToOrder: "يُصنع حسب الطلب: جاهز خلال {days, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}} تقريبًا",
  outOfStock: "غير متوفر في المخزون",
  dotYear: "DOT {year}",
  dotWeek: "DOT {year} (الأسبوع {week})",
  dotMaxAge: "DOT لا يتجاوز عمره {months, plural, zero {# شهر} one {شهرًا واحدًا} two {شهرين} few {# أشهر} many {# شهرًا} other {# شهر}}",
};
