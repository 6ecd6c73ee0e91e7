// The buyer's choice of shipping terms as it travels in a URL or a form (decision 207):
// `terms` (FOB, CIF or DDP), `place` (CIF: the destination port; DDP: the delivery address) and,
// for DDP, an optional `country` (ISO 3166 alpha-2; else read from the address's last part).
// Anonymous pages keep the choice in the URL, so each choice is its own cached page. Browser-safe.
import type { ShippingChoice } from "../domain/deal";
import { isIncoterm } from "../domain/incoterms";
import { controlCharacterIn } from "../forms/plain-text";
import { countryOfPlace } from "../domain/country-of-place";
import { PLACE_MAX_LENGTH, SHIPPING_CHOICE_PARAMS } from "./shipping-choice-params";

export { PLACE_MAX_LENGTH, SHIPPING_CHOICE_PARAMS } from "./shipping-choice-params";

export type ShippingChoiceResult = { ok: true; choice: ShippingChoice } | { ok: false; field: "terms" | "place" | "country"; reason: string };

const COUNTRY_CODE = /^[A-Za-z]{2}$/;

/**
 * The choice in these parameters. No `terms` (or an empty one) is no choice: the spec's estimate.
 * An unknown term, a place over PLACE_MAX_LENGTH characters or holding a control character, a CIF
 * or DDP without a place, or a malformed country is refused with the reason.
 */
export function readShippingChoice(params: Pick<URLSearchParams, "get">): ShippingChoiceResult {
  const terms = params.get(SHIPPING_CHOICE_PARAMS.terms)?.trim() ?? "";
  if (terms === "") return { ok: true, choice: { term: null } };
  const term = terms.toUpperCase();
  if (!isIncoterm(term)) return { ok: false, field: "terms", reason: `Shipping terms must be FOB, CIF or DDP, not "${terms.slice(0, 20)}".` };
  if (term === "FOB") return { ok: true, choice: { term } };
  const place = (params.get(SHIPPING_CHOICE_PARAMS.place) ?? "").trim();
  const label = term === "CIF" ? "The destination port" : "The delivery address";
  if (place === "") return { ok: false, field: "place", reason: `${label} is required for ${term}.` };
  if (place.length > PLACE_MAX_LENGTH) return { ok: false, field: "place", reason: `${label} must be at most ${PLACE_MAX_LENGTH} characters.` };
  const control = controlCharacterIn(place, "single");
  if (control) return { ok: false, field: "place", reason: `${label} may not contain control characters (${control}).` };
  if (term === "CIF") return { ok: true, choice: { term, port: place } };
  const country = (params.get(SHIPPING_CHOICE_PARAMS.country) ?? "").trim();
  if (country !== "" && !COUNTRY_CODE.test(country))
    return { ok: false, field: "country", reason: `The country must be a two-letter ISO code such as NG, not "${country.slice(0, 20)}".` };
  return { ok: true, choice: { term, address: place, country: country ? country.toUpperCase() : countryOfPlace(place) } };
}

/** The parameters that carry a choice, for links and forms; none for no choice. */
export function shippingChoiceParams(choice: ShippingChoice): Array<[string, string]> {
  switch (choice.term) {
    case null:
      return [];
    case "FOB":
      return [[SHIPPING_CHOICE_PARAMS.terms, "FOB"]];
    case "CIF":
      return [
        [SHIPPING_CHOICE_PARAMS.terms, "CIF"],
        [SHIPPING_CHOICE_PARAMS.place, choice.port],
      ];
    case "DDP":
      return [
        [SHIPPING_CHOICE_PARAMS.terms, "DDP"],
        [SHIPPING_CHOICE_PARAMS.place, choice.address],
        ...(choice.country ? [[SHIPPING_CHOICE_PARAMS.country, choice.country] as [string, string]] : []),
      ];
  }
}
