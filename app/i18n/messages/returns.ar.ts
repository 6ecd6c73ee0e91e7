// The return policy in Arabic (Modern Standard).
import type { ReturnsMessages } from "./returns.en";

export const RETURNS_AR: ReturnsMessages = {
  title: "سياسة الإرجاع",
  description: "أرجِع الإطارات خلال {returnWindowDays} يومًا من التسليم؛ ويتم الاسترداد خلال {refundBusinessDays}.",
  intro: "نريد أن تصل كل حاوية كما طُلبت. وإن لم تصل كذلك، نصلح الأمر.",
  windowHeading: "الإرجاع خلال {returnWindowDays} يومًا",
  window: "يمكنك إرجاع الإطارات خلال {returnWindowDays} يومًا من التسليم.",
  condition: "يجب أن تكون الإطارات المرتجعة غير مستعملة وغير مركّبة وبحالتها الأصلية، مع مرجع التسليم.",
  tellUs: "أبلغنا أولًا عبر البريد الإلكتروني على {email}؛ وسنرسل إليك عنوان الإرجاع والتعليمات.",
  refundsHeading: "الاسترداد",
  refunds: "بعد وصول الإطارات المرتجعة وفحصها، نرد المبلغ خلال {refundBusinessDays}، بوسيلة الدفع التي استخدمتها.",
  defectsHeading: "الإطارات المعيبة",
  defects: "عيوب التصنيع مشمولة بضماننا لمدة {guarantee}. أرسل إلينا صورًا للإطار ورمز DOT الخاص به ومرجع التسليم؛ وراجع أيضًا {link}.",
  defectsLink: "شروط البيع",
};
