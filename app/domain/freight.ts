// The seller's freight table as the pricing engine reads it: sea freight per container to each
// destination port they list, a default rate for any other port, the port of loading and the
// marine insurance rate. Pure: the back office keeps the table (app/freight/), the engine reads it.
import type { ContainerSize } from "./pricing";

/** One destination port the seller quotes freight to, rates in minor units of the deal's currency. */
export interface FreightPort {
  /** UN/LOCODE: the country's ISO 3166 alpha-2 code and three letters or digits 2-9 ("NGAPP"). */
  code: string;
  name: string;
  /** ISO 3166 alpha-2, the code's first two letters. */
  country: string;
  rate20Minor: number;
  rate40Minor: number;
  /** Days at sea from the port of loading, when the seller knows them. */
  transitDays: number | null;
  /** A seeded example rate the seller has not confirmed yet: said so beside the price. */
  example: boolean;
}

export interface FreightSettings {
  /** FOB's named place: where the seller loads the containers. */
  portOfLoading: string;
  /** Marine insurance premium, in basis points of the insured value (30 = 0.3%). */
  insuranceBasisPoints: number;
  /** Freight to a port the table does not list. */
  defaultRate20Minor: number;
  defaultRate40Minor: number;
}

export interface FreightTable {
  settings: FreightSettings;
  ports: readonly FreightPort[];
}

/**
 * A fresh shop's settings: the spec's shipping (§9: 1200 per 20ft, 2000 per 40ft) as the default
 * rate, so a shop without a freight table quotes exactly as the spec says; insurance at 0.3%
 * (decision 207).
 */
export const DEFAULT_FREIGHT_SETTINGS: FreightSettings = {
  portOfLoading: "Rotterdam",
  insuranceBasisPoints: 30,
  defaultRate20Minor: 120_000,
  defaultRate40Minor: 200_000,
};

export const EMPTY_FREIGHT_TABLE: FreightTable = { settings: DEFAULT_FREIGHT_SETTINGS, ports: [] };

/** "NGAPP": two letters of a country, then three of A-Z or 2-9 (UN/LOCODE's own alphabet). */
export const LOCODE_PATTERN = /^[A-Z]{2}[A-Z2-9]{3}$/;

/** The rate of one container size to a port. */
export function portRateMinor(port: Pick<FreightPort, "rate20Minor" | "rate40Minor">, container: ContainerSize): number {
  return container === "20ft" ? port.rate20Minor : port.rate40Minor;
}

const folded = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/**
 * The listed port a buyer's text names: its UN/LOCODE ("NGAPP", "ng app"), its name ("Lagos Apapa",
 * "lagos (apapa)"), or the list's own "Name (CODE)" form. Null for a port the table does not list.
 */
export function findPort(ports: readonly FreightPort[], text: string): FreightPort | null {
  const wanted = text.trim();
  if (wanted === "") return null;
  const inParentheses = /\(([A-Za-z]{2}\s?[A-Za-z2-9]{3})\)\s*$/.exec(wanted)?.[1];
  const code = (inParentheses ?? wanted).replace(/\s+/g, "").toUpperCase();
  const byCode = ports.find((port) => port.code === code);
  if (byCode) return byCode;
  const name = folded(wanted);
  return ports.find((port) => folded(port.name) === name) ?? null;
}

/** How a buyer picks a listed port from a list: "Lagos Apapa (NGAPP)", read back by findPort. */
export function portLabel(port: Pick<FreightPort, "code" | "name">): string {
  return `${port.name} (${port.code})`;
}

/**
 * The port a DDP delivery in this country is priced through: of the ports the seller lists for it,
 * the one with the lowest 40ft rate (the table has no distances, and the seller routes through the
 * cheapest; decision 207), then by name. Null when the country has none listed.
 */
export function portForCountry(ports: readonly FreightPort[], country: string): FreightPort | null {
  const code = country.trim().toUpperCase();
  const candidates = ports.filter((port) => port.country === code);
  candidates.sort((a, b) => a.rate40Minor - b.rate40Minor || a.rate20Minor - b.rate20Minor || a.name.localeCompare(b.name));
  return candidates[0] ?? null;
}

const BASIS_POINTS = 10_000;
/** Cargo is insured for 110% of its CIF value (Incoterms 2020, CIF A5: the minimum cover). */
const COVER_PERCENT = 110;

/**
 * The marine insurance premium for goods and freight, in minor units: the rate of 110% of the CIF
 * value, where the CIF value includes the premium itself, so premium = r·1.1·(C+F) / (1 − r·1.1)
 * (decision 207). Rounded half up to the minor unit; exact integer arithmetic.
 */
export function insurancePremiumMinor(goodsAndFreightMinor: number, basisPoints: number): number {
  if (!Number.isSafeInteger(goodsAndFreightMinor) || goodsAndFreightMinor < 0)
    throw new RangeError(`an amount must be a non-negative whole number of minor units`);
  if (!Number.isInteger(basisPoints) || basisPoints < 0 || basisPoints >= 500)
    throw new RangeError(`insurance must be 0 to 499 basis points, got ${basisPoints}`);
  // r·1.1 = bp·110 / (10,000·100); the premium is (C+F)·bp·110 / (1,000,000 − bp·110).
  const numerator = BigInt(goodsAndFreightMinor) * BigInt(basisPoints * COVER_PERCENT);
  const denominator = BigInt(BASIS_POINTS * 100 - basisPoints * COVER_PERCENT);
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}
