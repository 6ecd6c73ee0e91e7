// ISO 6346 container numbers (decision 252): a 3-letter owner code, the category letter U
// (freight container), J (detachable equipment) or Z (trailer or chassis), a 6-digit serial and
// a check digit. The check digit is the sum of each of the first ten characters' values times 2 to
// the power of its position, modulo 11, with 10 written as 0. Letters count from A = 10, skipping
// 11, 22 and 33 (multiples of 11). Pure.

const LETTER_VALUES: Record<string, number> = (() => {
  const values: Record<string, number> = {};
  let value = 10;
  for (const letter of "ABCDEFGHIJKLMNOPQRSTUVWXYZ") {
    if (value % 11 === 0) value += 1;
    values[letter] = value;
    value += 1;
  }
  return values;
})();

/** "CSQU 305438-3" and "csqu3054383" are both CSQU3054383: spaces, dashes and case aside. */
export function containerNumberOf(text: string): string {
  return text.replace(/[\s-]+/g, "").toUpperCase();
}

/** The weighted sum of the first ten characters modulo 11 (0 to 10). */
export function containerRemainder(first10: string): number {
  let sum = 0;
  for (const [i, char] of [...first10].entries()) sum += (LETTER_VALUES[char] ?? Number(char)) * 2 ** i;
  return sum % 11;
}

/**
 * The check digit of the first ten characters (owner code, category, serial). A remainder of 10
 * is written 0, so such a number shares its digit with one of remainder 0; owners are advised not
 * to issue those serials, and the digit still catches every other single mistyped character.
 */
export function containerCheckDigit(first10: string): number {
  return containerRemainder(first10) % 10;
}

/** Why a container number is refused, or null when it is a valid ISO 6346 number. */
export function containerNumberProblem(text: string): string | null {
  const number = containerNumberOf(text);
  if (!number) return "Enter the container number.";
  if (!/^[A-Z]{3}[UJZ]\d{7}$/.test(number)) {
    return "A container number is 4 letters (the owner's 3 and U, J or Z) and 7 digits, like CSQU 305438 3.";
  }
  const expected = containerCheckDigit(number.slice(0, 10));
  if (Number(number[10]) !== expected) return `The check digit of ${number} does not match (ISO 6346 gives ${expected}): a character is mistyped.`;
  return null;
}
