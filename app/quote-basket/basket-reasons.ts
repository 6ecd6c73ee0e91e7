// What the quote page's action refuses, in the request's language: the basket's and its form's
// English reasons (basket-lines.ts, basket-form.ts) read against the catalogue's, so those modules
// keep their English for every other reader.
import type { FormFailure } from "~/forms/form-result";
import { CHOOSE_INTENT_MESSAGE, CHOOSE_SWAP_MESSAGE, CHOOSE_TYRE_MESSAGE } from "./basket-form";
import { BASKET_FULL_MESSAGE, LINE_QUANTITY_MESSAGE, MAX_BASKET_LINES, MAX_LINE_QUANTITY, NOT_IN_QUOTE_MESSAGE } from "./basket-lines";
import { ENGLISH_BASKET, say, type BasketWording } from "./basket-wording";

/** A basket's reason in the wording's language; a reason it does not know (already worded) as it is. */
export function sayBasketReason(reason: string, wording: BasketWording): string {
  if (wording === ENGLISH_BASKET) return reason;
  const said: Record<string, string> = {
    [LINE_QUANTITY_MESSAGE]: say(wording, "quantityRange", { max: MAX_LINE_QUANTITY }),
    [BASKET_FULL_MESSAGE]: say(wording, "basketFull", { max: MAX_BASKET_LINES }),
    [NOT_IN_QUOTE_MESSAGE]: say(wording, "notInQuote"),
    [CHOOSE_TYRE_MESSAGE]: say(wording, "chooseTyre"),
    [CHOOSE_SWAP_MESSAGE]: say(wording, "chooseSwap"),
    [CHOOSE_INTENT_MESSAGE]: say(wording, "chooseIntent"),
  };
  return said[reason] ?? reason;
}

/** A form failure with its message and each field's error in the wording's language. */
export function sayBasketFailure<Failure extends FormFailure>(failure: Failure, wording: BasketWording): Failure {
  const fieldErrors = Object.fromEntries(Object.entries(failure.fieldErrors).map(([field, error]) => [field, error && sayBasketReason(error, wording)]));
  return { ...failure, message: sayBasketReason(failure.message, wording), fieldErrors };
}
