// The buyer's shipping choice as the terms chooser's fields show it and as a page's URL carries it
// (decision 210). Pure and browser-safe: /buy-now and /quote render it, their forms read it back
// through shipping-choice.ts.
import type { Incoterm, ShippingChoice } from "../domain/deal";
import type { FreightPort } from "../domain/freight";
import { SHIPPING_CHOICE_PARAMS } from "./shipping-choice-params";

/** The chooser's three fields: "" where nothing is chosen or the term names no place. */
export interface ChoiceFields {
  terms: Incoterm | "";
  place: string;
  country: string;
}

export const NO_CHOICE_FIELDS: ChoiceFields = { terms: "", place: "", country: "" };

export function choiceFields(choice: ShippingChoice): ChoiceFields {
  switch (choice.term) {
    case null:
      return NO_CHOICE_FIELDS;
    case "FOB":
      return { terms: "FOB", place: "", country: "" };
    case "CIF":
      return { terms: "CIF", place: choice.port, country: "" };
    case "DDP":
      return { terms: "DDP", place: choice.address, country: choice.country ?? "" };
  }
}

/**
 * The URL parameters for what the chooser's form holds: only the fields its term reads, none
 * empty, so one choice is one URL (and one cached page for visitors).
 */
export function choiceQuery(fields: ChoiceFields): Array<[string, string]> {
  const terms = fields.terms;
  if (terms === "") return [];
  const query: Array<[string, string]> = [[SHIPPING_CHOICE_PARAMS.terms, terms]];
  const place = fields.place.trim();
  if (terms !== "FOB" && place !== "") query.push([SHIPPING_CHOICE_PARAMS.place, place]);
  const country = fields.country.trim();
  if (terms === "DDP" && country !== "") query.push([SHIPPING_CHOICE_PARAMS.country, country]);
  return query;
}

/** A destination port as the chooser's list offers it: its code and name, nothing the page does not show. */
export interface PortOption {
  code: string;
  name: string;
}

/** The seller's ports for the destination field, by name. */
export function portOptions(ports: readonly FreightPort[]): PortOption[] {
  return ports.map(({ code, name }) => ({ code, name })).sort((a, b) => a.name.localeCompare(b.name, "en") || a.code.localeCompare(b.code));
}
