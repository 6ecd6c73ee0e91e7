// The query parameter that carries the buyer's display currency (decision 285): the header's form
// writes it, the loaders read it. Its own module, so the header's script carries nothing else.
export const CURRENCY_PARAM = "currency";
