// The names and limits of a shipping choice in a URL or form, apart from its reader
// (shipping-choice.ts): the pages' forms need only these, and the reader's country names and
// control-character check then stay out of every page's first JavaScript.
export const SHIPPING_CHOICE_PARAMS = { terms: "terms", place: "place", country: "country" } as const;
/** A named place is one line: a port's name, or an address written on one line. */
export const PLACE_MAX_LENGTH = 120;
