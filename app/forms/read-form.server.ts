// The body of a page form, for the account pages' actions. `request.formData()` throws on a body
// it cannot read (no body at all, a JSON or text type with an empty body, a multipart body with a
// broken boundary), and each of those was a 500. The guard in front refuses a
// non-empty body of the wrong type (415); this answers what gets past it with a 400 that says why,
// in the page's language (the error page shows it).
import { data } from "react-router";
import { FORMS_CATALOGUE } from "~/i18n/catalogues.server";
import { requestLanguage } from "~/i18n/languages";

export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data(FORMS_CATALOGUE[requestLanguage(request)].unreadableForm, { status: 400 });
  }
}
