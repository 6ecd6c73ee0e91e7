// The model line of an inquiry (spec §3), apart from the terms' words: every page with an inquiry
// button needs it, and alone it lands in the button's own chunk rather than beside the larger
// modules the shipping terms share a chunk with.
export const GENERAL_INQUIRY_MODEL = "General Inquiry";

/** The model line the spec §3 derives: '{brand} {model}', or 'General Inquiry'. */
export function inquiryModel(tyre: { brand: string; model: string } | null): string {
  return tyre ? `${tyre.brand} ${tyre.model}` : GENERAL_INQUIRY_MODEL;
}
