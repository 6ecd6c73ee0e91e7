// The Incoterms 2020 rules the shop prices (decision 207), in a module of their own so a form that
// only checks a term (the inquiry dialog) does not bring the pricing engine into its bundle.
export const INCOTERMS = ["FOB", "CIF", "DDP"] as const;
export type Incoterm = (typeof INCOTERMS)[number];

export function isIncoterm(value: unknown): value is Incoterm {
  return typeof value === "string" && (INCOTERMS as readonly string[]).includes(value);
}
