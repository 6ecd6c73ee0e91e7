// What any page's form action says when it cannot read the form it was sent, in Arabic.
import type { FormsMessages } from "./forms.en";

export const FORMS_AR: FormsMessages = {
  unreadableForm: "تعذّرت قراءة النموذج. يُرجى إرساله مجددًا من الصفحة.",
};
