// Whether a visitor has already answered the language suggestion (decision 296): kept in the browser's
// storage, read by the suggestion and written by its bar, which the suggestion loads lazily.

/** Set once a visitor dismisses the suggestion or picks a language: they are not asked again. */
export const LANGUAGE_CHOSEN_KEY = "language-chosen";

export function rememberLanguageChoice(): void {
  try {
    localStorage.setItem(LANGUAGE_CHOSEN_KEY, "1");
  } catch {
    // Storage refused (private mode): the suggestion may show again, which is all it costs.
  }
}

export function hasChosenLanguage(): boolean {
  try {
    return localStorage.getItem(LANGUAGE_CHOSEN_KEY) !== null;
  } catch {
    return false;
  }
}
