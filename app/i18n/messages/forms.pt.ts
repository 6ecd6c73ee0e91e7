// What any page's form action says when it cannot read the form it was sent, in Portuguese.
import type { FormsMessages } from "./forms.en";

export const FORMS_PT: FormsMessages = {
  unreadableForm: "Não foi possível ler o formulário. Envie-o novamente pela página.",
};
