// A tyre's weight as the catalogue writes it ("109lb/49kg", "49 kg", "108 lbs"), in kilograms,
// for the container planner's payload limit. Kilograms win when both are given.
const KILOGRAMS = /(\d+(?:[.,]\d+)?)\s*kgs?\b/i;
const POUNDS = /(\d+(?:[.,]\d+)?)\s*(?:lbs?|pounds?)\b/i;
const KG_PER_LB = 0.45359237;

export function weightKgOf(text: string | null | undefined): number | null {
  if (!text) return null;
  const kg = KILOGRAMS.exec(text);
  if (kg) return positive(Number(kg[1]!.replace(",", ".")));
  const lb = POUNDS.exec(text);
  if (lb) return positive(Number(lb[1]!.replace(",", ".")) * KG_PER_LB);
  return null;
}

const positive = (kg: number) => (Number.isFinite(kg) && kg > 0 ? kg : null);
