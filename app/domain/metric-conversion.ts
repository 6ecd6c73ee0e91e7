// The specification table's imperial figures in metric: the catalogue writes inches,
// 32nds of an inch, pounds and psi; a buyer outside the US reads millimetres, kilograms and kPa.
// Each conversion rounds the way tyre makers print the figure, so it matches the sidewall.
export const MM_PER_INCH = 25.4;
export const KG_PER_LB = 0.45359237;
export const KPA_PER_PSI = 6.894757293168361;
export const KM_PER_MILE = 1.609344;

/** Inches to whole millimetres: diameter, section width, rim width, static load radius. */
export function inchesToMillimetres(inches: number): number {
  return Math.round(inches * MM_PER_INCH);
}

/** Tread depth in 32nds of an inch to millimetres with one decimal, as tread depths are quoted. */
export function thirtySecondsToMillimetres(thirtySeconds: number): number {
  return Math.round(((thirtySeconds * MM_PER_INCH) / 32) * 10) / 10;
}

/**
 * Pounds to kilograms: whole kilograms, and the nearest 5 kg from 1,000 kg up, as load-index
 * tables step (8,820 lb is load index 156's 4,000 kg, not 4,001 kg; 6,010 lb is 143's 2,725 kg).
 */
export function poundsToKilograms(pounds: number): number {
  const kg = pounds * KG_PER_LB;
  return kg >= 1000 ? Math.round(kg / 5) * 5 : Math.round(kg);
}

/** psi to kPa to the nearest 10, as sidewalls print it (120 psi is 830 kPa, 51 psi 350 kPa). */
export function psiToKilopascals(psi: number): number {
  return Math.round((psi * KPA_PER_PSI) / 10) * 10;
}

/** Revolutions per mile to whole revolutions per kilometre. */
export function perMileToPerKilometre(perMile: number): number {
  return Math.round(perMile / KM_PER_MILE);
}
