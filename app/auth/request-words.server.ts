// What an account action answers in: the messages of its request's language, and the addresses it
// hands better-auth to send the buyer back to (after Google, from the reset e-mail) under that
// language's prefix. A route's own redirects need no prefix: React Router puts its basename in
// front of a redirect's path (decision 295).
import { AUTH_CATALOGUE } from "~/i18n/catalogues.server";
import { pathInLanguage, requestLanguage } from "~/i18n/languages";
import type { AuthMessages } from "~/i18n/messages/auth.en";
import { authWords } from "./auth-forms";

export function authWordsFor(request: Request): AuthMessages {
  return authWords(AUTH_CATALOGUE[requestLanguage(request)]);
}

/** A site path in the request's language, for better-auth's redirects; the back office has no other language than English (decision 295). */
export function pathForRequest(request: Request, path: string): string {
  return /^\/admin(?:[/?#]|$)/.test(path) ? path : pathInLanguage(requestLanguage(request), path);
}
