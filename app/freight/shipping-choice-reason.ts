// Why a shipping choice was refused, in the buyer's language (decision 310): readShippingChoice's
// reasons said with the inquiry catalogue's words, so the inquiry dialog's checks, the price it
// asks for and the pages that read a choice from their URL refuse alike in every language.
// Browser-safe: the dialog's checks read it too.
import { controlCharacterIn } from "../forms/plain-text";
import { fillMessage } from "../i18n/fill-message";
import { INQUIRY_EN, type InquiryMessages } from "../i18n/messages/inquiry.en";
import { PLACE_MAX_LENGTH } from "./shipping-choice-params";
import type { ShippingChoiceResult } from "./shipping-choice";

export type ShippingChoiceWords = Pick<
  InquiryMessages,
  "chooseTerms" | "placeRequired" | "placeTooLong" | "placeControl" | "countryCode" | "theDestinationPort" | "theDeliveryAddress"
>;

/**
 * The reason for `refused`, read from the same parameters (`terms`, `place`, `country`), in
 * `words`' language. English keeps the reader's own reason, which also names the term it was given.
 */
export function shippingChoiceReason(
  refused: Extract<ShippingChoiceResult, { ok: false }>,
  params: Pick<URLSearchParams, "get">,
  words: ShippingChoiceWords,
): string {
  if (words === INQUIRY_EN) return refused.reason;
  const text = (name: string) => (params.get(name) ?? "").trim();
  if (refused.field === "terms") return words.chooseTerms;
  if (refused.field === "country") return fillMessage(words.countryCode, { country: text("country").slice(0, 20) });
  const term = text("terms").toUpperCase();
  const place = term === "CIF" ? words.theDestinationPort : words.theDeliveryAddress;
  const named = text("place");
  if (named === "") return fillMessage(words.placeRequired, { place, term });
  if (named.length > PLACE_MAX_LENGTH) return fillMessage(words.placeTooLong, { place, max: PLACE_MAX_LENGTH });
  return fillMessage(words.placeControl, { place, character: controlCharacterIn(named, "single") ?? "" });
}
