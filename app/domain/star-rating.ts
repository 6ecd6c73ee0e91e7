// The 5-star rating row on tyre cards and the detail page, with half stars (spec §2, §9).

export type Star = "full" | "half" | "empty";

export const STAR_SCALE = 5;

/**
 * spec §9: "Star scale 5; half star for fraction 0.25-0.75." A fraction below 0.25 rounds
 * down, above 0.75 rounds up. Ratings outside 0-5 are clamped and NaN shows no stars.
 */
export function starsFor(rating: number): Star[] {
  const clamped = Number.isNaN(rating) ? 0 : Math.min(STAR_SCALE, Math.max(0, rating));
  const whole = Math.floor(clamped);
  // Compared within float noise, so 3.75 - 3 counts as 0.75; rounding to hundredths first put 0.245 at 0.25.
  const fraction = clamped - whole;
  const NOISE = 1e-9;
  let full = whole;
  let half = 0;
  if (fraction > 0.75 + NOISE) full += 1;
  else if (fraction >= 0.25 - NOISE) half = 1;
  return Array.from({ length: STAR_SCALE }, (_, i): Star => (i < full ? "full" : i < full + half ? "half" : "empty"));
}

/** Text alternative for the star row, e.g. "Rated 4.5 out of 5". */
export function describeRating(rating: number): string {
  const stars = starsFor(rating);
  const value = stars.filter((s) => s === "full").length + (stars.includes("half") ? 0.5 : 0);
  return `Rated ${value} out of ${STAR_SCALE}`;
}
