// What any page's form action says when it cannot read the form it was sent, in Spanish.
import type { FormsMessages } from "./forms.en";

export const FORMS_ES: FormsMessages = {
  unreadableForm: "No se pudo leer el formulario. Vuelva a enviarlo desde la página.",
};
