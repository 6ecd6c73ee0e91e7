// What any page's form action says when it cannot read the form it was sent (forms/read-form.server.ts), in English.
export const FORMS_EN = {
  unreadableForm: "The form could not be read. Please send it again from the page.",
};

export type FormsMessages = typeof FORMS_EN;
