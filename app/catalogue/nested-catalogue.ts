// Walks the spec's nested catalogue file (season > vehicle > brand > [pattern] > tyres) into flat
// entries, each with the place it stands in the file, refusing what does not fit the shape.
import { seasonOfFileKey, STANDARD_PATTERN, isVehicleType, type Season, type VehicleType } from "./seasons-and-vehicle-types";

export interface EntryLocation {
  seasonKey: string;
  season: Season;
  vehicleType: VehicleType;
  brand: string;
  /** The group key in the file (truck pattern, or "tyres"). */
  group: string;
  index: number;
}

export interface NestedEntry {
  location: EntryLocation;
  raw: unknown;
  /** Where a refusal says the entry stands when it did not come from a nested file ("line 12" of a price list). */
  place?: string;
}

export interface Refusal {
  /** Where it stands in the file: season > vehicle > brand > pattern > index. */
  where: string;
  reason: string;
}

export function describeLocation(location: EntryLocation): string {
  return [location.seasonKey, location.vehicleType, location.brand, location.group, String(location.index)].join(" > ");
}

/** Where an entry stands, as a refusal or warning names it. */
export function placeOf(entry: Pick<NestedEntry, "location" | "place">): string {
  return entry.place ?? describeLocation(entry.location);
}

/** Truck pattern groups in real files read "Trailer Tire"; the pattern is "Trailer" (decision 004). */
export function patternFromGroup(vehicleType: VehicleType, group: string, raw: unknown): string {
  if (vehicleType !== "truck") return STANDARD_PATTERN;
  const fromGroup = group === "tyres" ? readPatternField(raw) : group;
  const cleaned = fromGroup.replace(/\s+(tyres?|tires?)$/i, "").trim();
  return cleaned === "" ? STANDARD_PATTERN : cleaned;
}

function readPatternField(raw: unknown): string {
  if (isObject(raw) && typeof raw.pattern === "string") return raw.pattern;
  return STANDARD_PATTERN;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function readNestedCatalogue(file: unknown): { entries: NestedEntry[]; refusals: Refusal[] } {
  const entries: NestedEntry[] = [];
  const refusals: Refusal[] = [];
  if (!isObject(file)) {
    return { entries, refusals: [{ where: "(file)", reason: "the top level must be an object keyed by season" }] };
  }
  for (const [seasonKey, vehicles] of Object.entries(file)) {
    const season = seasonOfFileKey(seasonKey);
    if (!season) {
      refusals.push({ where: seasonKey, reason: `'${seasonKey}' is not a season (summer, winter, all_season or allSeason)` });
      continue;
    }
    if (!isObject(vehicles)) {
      refusals.push({ where: seasonKey, reason: "a season must hold an object keyed by vehicle type" });
      continue;
    }
    for (const [vehicleKey, brands] of Object.entries(vehicles)) {
      const where = `${seasonKey} > ${vehicleKey}`;
      if (!isVehicleType(vehicleKey)) {
        refusals.push({ where, reason: `'${vehicleKey}' is not a vehicle type (car, motorcycle, truck or offRoad)` });
        continue;
      }
      if (!isObject(brands)) {
        refusals.push({ where, reason: "a vehicle type must hold an object keyed by brand" });
        continue;
      }
      for (const [brandKey, groups] of Object.entries(brands)) {
        readBrand({ seasonKey, season, vehicleType: vehicleKey, brand: brandKey.trim() }, groups, entries, refusals);
      }
    }
  }
  return { entries, refusals };
}

function readBrand(at: Omit<EntryLocation, "group" | "index">, groups: unknown, entries: NestedEntry[], refusals: Refusal[]): void {
  const where = `${at.seasonKey} > ${at.vehicleType} > ${at.brand}`;
  if (at.brand === "") {
    refusals.push({ where, reason: "the brand name is empty" });
    return;
  }
  // A brand given directly as a list is read as its tyres list; real files do this now and then.
  const grouped = Array.isArray(groups) ? { tyres: groups } : groups;
  if (!isObject(grouped)) {
    refusals.push({ where, reason: "a brand must hold a tyres list (or, for trucks, lists keyed by pattern)" });
    return;
  }
  for (const [group, list] of Object.entries(grouped)) {
    if (at.vehicleType !== "truck" && group !== "tyres") {
      refusals.push({ where: `${where} > ${group}`, reason: `only trucks are grouped by pattern; expected a 'tyres' list` });
      continue;
    }
    if (!Array.isArray(list)) {
      refusals.push({ where: `${where} > ${group}`, reason: "expected a list of tyres" });
      continue;
    }
    list.forEach((raw, index) => entries.push({ location: { ...at, group, index }, raw }));
  }
}
