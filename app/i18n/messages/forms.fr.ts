// What any page's form action says when it cannot read the form it was sent, in French.
import type { FormsMessages } from "./forms.en";

export const FORMS_FR: FormsMessages = {
  unreadableForm: "Le formulaire n’a pas pu être lu. Renvoyez-le depuis la page.",
};
