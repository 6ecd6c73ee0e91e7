// What an account action answers in: the messages of its request's language, and its redirects
// under that language's prefix, so a buyer on /fr/login stays on French pages (decision 295). A
// document request (a form sent without JavaScript) follows the Location as it is, so the prefix
// is written out rather than left to the router's basename.
import { AUTH_CATALOGUE } from "~/i18n/catalogues.server";
import { pathInLanguage, requestLanguage } from "~/i18n/languages";
import type { AuthMessages } from "~/i18n/messages/auth.en";
import { authWords } from "./auth-forms";

export function authWordsFor(request: Request): AuthMessages {
  return authWords(AUTH_CATALOGUE[requestLanguage(request)]);
}

/** A site path in the request's language; the back office has no other language than English (decision 295). */
export function pathForRequest(request: Request, path: string): string {
  return /^\/admin(?:[/?#]|$)/.test(path) ? path : pathInLanguage(requestLanguage(request), path);
}
