// The class strings of the storefront's buttons and button-like links, named once so the same
// action looks the same on every page (decision 122).

/** The keyboard focus outline every control shows (WCAG 2.4.7). */
export const FOCUS_RING = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** The main action of a page or panel: filled in the brand colour. */
export const PRIMARY_BUTTON = `inline-flex items-center justify-center gap-1 rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 ${FOCUS_RING}`;

/** The action beside the main one: outlined in the brand colour. */
export const OUTLINE_BUTTON = `inline-flex items-center justify-center gap-1 rounded-md border-2 border-brand-600 px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50 ${FOCUS_RING}`;

/** A quiet action: white with a grey border, the brand colour on hover. It has no size of its own: each place adds its padding. */
export const QUIET_BUTTON = `rounded-md border border-gray-300 bg-white font-semibold text-gray-900 hover:border-brand-600 hover:text-brand-700 ${FOCUS_RING}`;

/** Back to where the buyer came from (buy-now, a tyre's page). */
export const BACK_BUTTON = `inline-flex items-center px-4 py-2 ${QUIET_BUTTON}`;

/** A quiet action that fills its column ('Add to quote'); each place adds its padding. */
export const BLOCK_QUIET_BUTTON = `inline-flex w-full items-center justify-center ${QUIET_BUTTON}`;

/** A quiet action inside a table row (the quote basket's Update and Remove). */
export const SMALL_QUIET_BUTTON = `${QUIET_BUTTON} px-3 py-2 text-sm`;

/** A form's send button: the full width on a phone, dimmed while the form is sending. */
export const SUBMIT_BUTTON = `inline-flex w-full items-center justify-center rounded-md bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto ${FOCUS_RING}`;
