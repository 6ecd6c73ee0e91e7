// The trial tyres page in Arabic (Modern Standard, as the Gulf trade writes it).
import type { TrialTyresMessages } from "./trial-tyres.en";

export const TRIAL_TYRES_AR: TrialTyresMessages = {
  title: "إطارات التجربة: اشترِ إطارًا أو إطارين للشاحنات أولًا | Tyre Wholesale",
  description: "جرّب إطارًا أو إطارين للشاحنات قبل طقم كامل: ستة مقاسات شائعة بقطر 22.5 بوصة، إطارات دفع ومقطورة من المتاجر الإلكترونية.",
  heading: "إطارات التجربة",
  lead: "هل تريد تجربة إطاراتنا قبل طلب 50 إطارًا أو أكثر؟ اشترِ إطارًا أو إطارين من مقاسات الشاحنات الشائعة أدناه من متجر إلكتروني، وجرّبها على شاحناتك، ثم عُد لطلب الطقم الكامل.",
  driveTyre: "إطار دفع",
  trailerTyre: "إطار مقطورة",
  opensInNewTab: "(يُفتح في علامة تبويب جديدة)",
};
