// The terms of service in Arabic (Modern Standard, as the Gulf trade writes it).
import type { TermsMessages } from "./terms.en";

export const TERMS_AR: TermsMessages = {
  title: "شروط البيع",
  description: "شروط شراء الإطارات بالجملة من Tyre Wholesale: الحد الأدنى للطلب والأسعار والدفع والتسليم والضمان.",
  intro: "تسري هذه الشروط على كل عرض سعر وطلبية وتسليم من {company} («نحن»). بإرسالك طلب شراء أو تقديمك طلبية فإنك توافق عليها.",
  ordersHeading: "الطلبيات",
  ordersMinimum: "نبيع بالجملة: الحد الأدنى للطلب {minimumOrder} قطعة.",
  ordersSurcharge:
    "الطلبية المكوّنة من {minimumOrder} قطعة بالضبط هي طلبية بالحد الأدنى وتُضاف إليها رسوم الحد الأدنى على كل إطار؛ ومن 51 قطعة يُطبَّق سعر حاوية 20 قدم، وما فوق 160 قطعة سعر حاوية 40 قدم.",
  ordersContainers: "تتسع حاوية 20 قدم {containers20}، وحاوية 40 قدم {containers40}، حسب المقاس.",
  ordersPrices: "الأسعار على الموقع للإطار الواحد وتشمل تكلفة الشحن الظاهرة في حساب السعر. تصبح الطلبية ملزمة بعد أن نؤكدها كتابيًا.",
  paymentHeading: "الدفع",
  paymentMethods: "نقبل {paymentMethods}.",
  paymentDeposit: "تبدأ الصناعة بدفعة مقدمة قدرها {depositPercent}%، ويُستحق الباقي قبل الشحن.",
  deliveryHeading: "التسليم",
  delivery: "يستغرق التسليم {deliveryDays}. تنتقل البضاعة على مسؤوليتنا حتى تسليمها إلى الناقل المحدد في شروط الشحن المتفق عليها (FOB أو CIF أو DDP).",
  guaranteeHeading: "الضمان",
  guarantee: "كل إطار مضمون لمدة {guarantee}. لا يشمل الضمان التآكل أو التركيب الخاطئ أو الضغط غير الصحيح أو أضرار الحوادث.",
  returnsHeading: "الإرجاع",
  returns: "يمكنك إرجاع البضاعة خلال {returnWindowDays} يومًا من التسليم؛ راجع {link}.",
  returnsLink: "سياسة الإرجاع",
  contactHeading: "التواصل",
  contact: "للاستفسار عن هذه الشروط: {email} أو {link}.",
  contactLink: "صفحة التواصل",
};
