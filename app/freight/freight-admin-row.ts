// The rules one row of the seller's freight table keeps, and the freight settings, read from text
// as the back office's forms and the CSV upload both write them (decision 208): one checker for
// both, so a port the screen refuses is refused on line N of a file for the same reason.
// Pure and browser-safe.
import { LOCODE_PATTERN, type FreightPort, type FreightSettings } from "../domain/freight";
import { controlCharacterIn } from "../forms/plain-text";

/** A row as typed: every field text, the country optional. */
export interface FreightRowText {
  code: string;
  name: string;
  country: string;
  rate20: string;
  rate40: string;
  transitDays: string;
}

export type FreightRowField = keyof FreightRowText;
export type FreightRowErrors = Partial<Record<FreightRowField, string>>;

/** A checked row: a port as the table stores it, before the example flag is set. */
export type CheckedFreightRow = Omit<FreightPort, "example">;

export type FreightRowCheck = { ok: true; row: CheckedFreightRow } | { ok: false; errors: FreightRowErrors };

/** The largest rate a row may hold, in whole units: a container's sea freight, with room to spare. */
export const MAX_RATE_UNITS = 1_000_000;
export const MAX_PORT_NAME = 80;
export const MAX_TRANSIT_DAYS = 120;
export const MAX_PORT_OF_LOADING = 80;
/** Marine insurance below 5%: the premium formula (decision 207) needs r·1.1 well under 1. */
export const MAX_INSURANCE_BASIS_POINTS = 499;

// Regions Intl names that are no country a port lies in (EU, UN, the Eurozone, test locales...).
const NOT_COUNTRIES = new Set(["EU", "EZ", "UN", "QO", "XA", "XB", "ZZ"]);
let regionNames: Intl.DisplayNames | null = null;

/** Whether two letters are a country's ISO 3166 alpha-2 code, by the names the runtime's ICU knows. */
export function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code) || NOT_COUNTRIES.has(code)) return false;
  regionNames ??= new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
  return regionNames.of(code) !== undefined;
}

const DECIMAL = /^(\d{1,15})(?:\.(\d{1,2}))?$/;

/**
 * "1200", "1200.5", "1200.50" → minor units (120000, 120050, 120050); a reason for anything else:
 * a sign, more than 2 decimals, a thousands separator, a number past `maxUnits`.
 */
export function readDecimalMinor(text: string, what: string, maxUnits = MAX_RATE_UNITS): { ok: true; minor: number } | { ok: false; reason: string } {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, reason: `The ${what} is required.` };
  const match = DECIMAL.exec(trimmed);
  if (!match) return { ok: false, reason: `The ${what} must be an amount such as 1200 or 1200.50 (no sign, at most 2 decimals).` };
  const minor = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  if (minor > maxUnits * 100) return { ok: false, reason: `The ${what} may be at most ${maxUnits.toLocaleString("en-GB")}.` };
  return { ok: true, minor };
}

/** "0.3" or "0.30" percent → 30 basis points; 0 to 4.99%. */
export function readInsurancePercent(text: string): { ok: true; basisPoints: number } | { ok: false; reason: string } {
  const reason = "The insurance rate must be a percentage from 0 to 4.99 with at most 2 decimals, such as 0.3.";
  const read = readDecimalMinor(text.replace(/%\s*$/, ""), "insurance rate", 100);
  if (!read.ok) return { ok: false, reason: text.trim() === "" ? read.reason : reason };
  return read.minor <= MAX_INSURANCE_BASIS_POINTS ? { ok: true, basisPoints: read.minor } : { ok: false, reason };
}

/** A percentage as the form shows it: 30 → "0.3", 125 → "1.25". */
export function insurancePercentText(basisPoints: number): string {
  return (basisPoints / 100).toFixed(2).replace(/\.?0+$/, "") || "0";
}

function readName(text: string, what: string, max: number): { ok: true; name: string } | { ok: false; reason: string } {
  const name = text.trim();
  if (name === "") return { ok: false, reason: `The ${what} is required.` };
  if (name.length > max) return { ok: false, reason: `The ${what} may be at most ${max} characters.` };
  const control = controlCharacterIn(name, "single");
  if (control) return { ok: false, reason: `The ${what} may not hold the control character ${control}.` };
  return { ok: true, name };
}

/** Checks one row; every field with a problem gets its reason. */
export function checkFreightRow(input: FreightRowText): FreightRowCheck {
  const errors: FreightRowErrors = {};
  const code = input.code.trim().toUpperCase();
  if (code === "") errors.code = "The UN/LOCODE is required.";
  else if (!LOCODE_PATTERN.test(code))
    errors.code = `"${input.code.trim().slice(0, 20)}" is not a UN/LOCODE: two letters of a country, then three of A-Z or 2-9 (NGAPP).`;
  else if (!isCountryCode(code.slice(0, 2))) errors.code = `${code} does not start with a country's ISO code (${code.slice(0, 2)} is none).`;

  const country = input.country.trim().toUpperCase();
  if (country !== "" && !errors.code && country !== code.slice(0, 2))
    errors.country = `The country must be the code's own, ${code.slice(0, 2)}, or left empty.`;

  const name = readName(input.name, "port name", MAX_PORT_NAME);
  if (!name.ok) errors.name = name.reason;
  const rate20 = readDecimalMinor(input.rate20, "20ft rate");
  if (!rate20.ok) errors.rate20 = rate20.reason;
  const rate40 = readDecimalMinor(input.rate40, "40ft rate");
  if (!rate40.ok) errors.rate40 = rate40.reason;

  const days = input.transitDays.trim();
  let transitDays: number | null = null;
  if (days !== "") {
    if (/^\d{1,3}$/.test(days) && Number(days) >= 1 && Number(days) <= MAX_TRANSIT_DAYS) transitDays = Number(days);
    else errors.transitDays = `The transit time must be a whole number of days from 1 to ${MAX_TRANSIT_DAYS}, or left empty.`;
  }

  if (!name.ok || !rate20.ok || !rate40.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, row: { code, name: name.name, country: code.slice(0, 2), rate20Minor: rate20.minor, rate40Minor: rate40.minor, transitDays } };
}

export interface FreightSettingsText {
  portOfLoading: string;
  insurancePercent: string;
  defaultRate20: string;
  defaultRate40: string;
}

export type FreightSettingsCheck = { ok: true; settings: FreightSettings } | { ok: false; errors: Partial<Record<keyof FreightSettingsText, string>> };

export function checkFreightSettings(input: FreightSettingsText): FreightSettingsCheck {
  const errors: Partial<Record<keyof FreightSettingsText, string>> = {};
  const port = readName(input.portOfLoading, "port of loading", MAX_PORT_OF_LOADING);
  if (!port.ok) errors.portOfLoading = port.reason;
  const insurance = readInsurancePercent(input.insurancePercent);
  if (!insurance.ok) errors.insurancePercent = insurance.reason;
  const rate20 = readDecimalMinor(input.defaultRate20, "default 20ft rate");
  if (!rate20.ok) errors.defaultRate20 = rate20.reason;
  const rate40 = readDecimalMinor(input.defaultRate40, "default 40ft rate");
  if (!rate40.ok) errors.defaultRate40 = rate40.reason;
  if (!port.ok || !insurance.ok || !rate20.ok || !rate40.ok) return { ok: false, errors };
  return {
    ok: true,
    settings: { portOfLoading: port.name, insuranceBasisPoints: insurance.basisPoints, defaultRate20Minor: rate20.minor, defaultRate40Minor: rate40.minor },
  };
}
