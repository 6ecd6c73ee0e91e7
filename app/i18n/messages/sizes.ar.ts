// A size page's own words in Arabic (Modern Standard, as the Gulf trade writes it).
import type { SizesMessages } from "./sizes.en";

export const SIZES_AR: SizesMessages = {
  heading: "إطارات {size}",
  title: "إطارات {size} بالجملة",
  intro:
    "{tyres, plural, zero {لا إطارات} one {إطار واحد} two {إطاران} few {# إطارات} many {# إطارًا} other {# إطار}} بمقاس {size} من {brands, plural, zero {دون علامات تجارية} one {علامة تجارية واحدة} two {علامتين تجاريتين} few {# علامات تجارية} many {# علامة تجارية} other {# علامة تجارية}}. أسعار الجملة للإطار الواحد، والحد الأدنى للطلب 50 قطعة.",
  description:
    "إطارات {size} {seasons} {vehicles} من {brands, plural, zero {دون علامات تجارية} one {علامة تجارية واحدة} two {علامتين تجاريتين} few {# علامات تجارية} many {# علامة تجارية} other {# علامة تجارية}} بأسعار الجملة من 50 قطعة، مع الشحن إلى جميع أنحاء العالم في حاويات 20 أو 40 قدمًا.",
  inStock: "في المخزون: {pieces, number} قطعة بمقاس {size} من كل العلامات التجارية",
  pages: "صفحات إطارات {size}",
  empty: "لا توجد إطارات بهذا المقاس تطابق عوامل التصفية هذه. أزل أحد عوامل التصفية لترى المزيد.",
  notFound: "ليست لدينا إطارات بهذا المقاس. جرّب مقاسًا آخر أو ابحث في الكتالوج.",
};
