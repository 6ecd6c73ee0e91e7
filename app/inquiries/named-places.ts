// The place each shipping term names (decision 132). Apart from inquiry-options.ts, which every
// page with an inquiry button loads, so only the quote page's script carries these words.
import type { ShippingTerm } from "./inquiry-options";

/**
 * The place each term names (Incoterms: "FOB port of loading", "CIF port of destination", "DDP
 * place of delivery"). FOB's is the shop's own port (the freight table's port of loading); the buyer names the others.
 */
export const NAMED_PLACES = {
  FOB: { label: "Port of loading", field: null },
  CIF: { label: "Destination port", field: "destinationPort" },
  DDP: { label: "Delivery address", field: "deliveryAddress" },
} as const satisfies Record<ShippingTerm, { label: string; field: string | null }>;

export function namedPlaceLabel(terms: string): string {
  return NAMED_PLACES[terms as ShippingTerm]?.label ?? "Named place";
}
