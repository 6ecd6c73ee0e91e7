// The seller's company profile as plain data (decision 230): who the proforma invoice names as the
// seller, where the buyer's money goes, the payment terms offered (payment-terms.ts), and the
// customs tariff (HS) code of each vehicle type's tyres. The bank checks are ibantools'.
import { electronicFormatIBAN, validateBIC, validateIBAN, ValidationErrorsIBAN } from "ibantools";
import type { PaymentTermKind } from "./payment-terms";

/** The customs tariff heading of new pneumatic rubber tyres, by the catalogue's vehicle type. */
export type HsCodes = Record<"car" | "motorcycle" | "truck" | "offRoad", string>;

export const DEFAULT_HS_CODES: HsCodes = {
  // HS 4011.20: of a kind used on buses or lorries.
  truck: "4011.20",
  car: "4011.10",
  motorcycle: "4011.40",
  // HS 4011.80: agricultural, forestry, construction, mining and industrial handling tyres.
  offRoad: "4011.80",
};

/** An HS code as customs write it: 4 digits, a dot, 2 to 6 more (4011.20, 4011.20.90). */
export const HS_CODE_PATTERN = /^\d{4}\.\d{2}(?:\.?\d{2}){0,2}$/;

export interface SellerBank {
  beneficiary: string;
  bankName: string;
  bankAddress: string;
  iban: string;
  swift: string;
}

export interface SellerProfile {
  legalName: string;
  /** Postal address lines. */
  address: string[];
  vatNumber: string;
  registrationNumber: string;
  bank: SellerBank;
  /** Offered, the default first; never empty. */
  paymentTerms: PaymentTermKind[];
  validityDays: number;
  /** "15-30 days after the deposit is received". */
  leadTime: string;
  hsCodes: HsCodes;
  /** ISO instant of the bank details' last change; null when never changed since first saved. */
  bankChangedAt: string | null;
  /** Whether the seller saved the profile yet (else these are the defaults). */
  saved: boolean;
}

/** The IBAN as stored and printed: upper case without spaces. */
export function ibanOf(text: string): string {
  return electronicFormatIBAN(text.trim()) ?? "";
}

/** "NL91 ABNA 0417 1643 00": groups of four, as a bank prints it. */
export function printedIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, "$1 ");
}

/** Why an IBAN is refused, or null when it passes ibantools' country, length and checksum checks. */
export function ibanProblem(text: string): string | null {
  const iban = ibanOf(text);
  if (!iban) return "Enter the IBAN.";
  const { valid, errorCodes } = validateIBAN(iban);
  if (valid) return null;
  if (errorCodes.includes(ValidationErrorsIBAN.NoIBANCountry)) return "The IBAN must start with a country code it is used in (NL, DE, GB...).";
  if (errorCodes.includes(ValidationErrorsIBAN.WrongBBANLength)) return "The IBAN has the wrong number of characters for its country.";
  if (errorCodes.includes(ValidationErrorsIBAN.WrongIBANChecksum) || errorCodes.includes(ValidationErrorsIBAN.ChecksumNotNumber)) {
    return "The IBAN's check digits do not match: a character is mistyped.";
  }
  return "The IBAN is not in its country's format: check each character.";
}

/** Why a SWIFT/BIC code is refused, or null: 8 or 11 characters, bank, country and location codes. */
export function swiftProblem(text: string): string | null {
  const swift = text.replace(/\s+/g, "").toUpperCase();
  if (!swift) return "Enter the SWIFT/BIC code.";
  if (swift.length !== 8 && swift.length !== 11) return `A SWIFT/BIC code has 8 or 11 characters; this one has ${swift.length}.`;
  if (!validateBIC(swift).valid) return "The SWIFT/BIC code is not valid: 4 letters for the bank, the country code, then the location (and branch).";
  return null;
}

/** The bank details' fields a change of which is a bank change (decision 230). */
export function bankChanged(before: SellerBank, after: SellerBank): boolean {
  return (Object.keys(after) as Array<keyof SellerBank>).some((key) => before[key] !== after[key]);
}
