// The catalogue's seasons and vehicle types (spec §3): the values, their labels, the file keys a
// nested catalogue may use for a season, and the non-truck pattern.

export const SEASONS = ["summer", "winter", "allseason"] as const;
export type Season = (typeof SEASONS)[number];

export const VEHICLE_TYPES = ["car", "motorcycle", "truck", "offRoad"] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

/** spec §3: non-truck tyres have no pattern group; they are shown as 'Standard'. */
export const STANDARD_PATTERN = "Standard";

/**
 * A pattern group as a page in another language shows it: 'Standard' and the truck positions
 * the catalogue names its groups by are words; any other pattern is a name, shown as it is.
 */
export function patternInWords(
  pattern: string,
  words: { standardPattern: string; patternDrive: string; patternSteer: string; patternTrailer: string },
): string {
  const known: Record<string, string> = {
    [STANDARD_PATTERN]: words.standardPattern,
    Drive: words.patternDrive,
    Steer: words.patternSteer,
    Trailer: words.patternTrailer,
  };
  return Object.hasOwn(known, pattern) ? known[pattern]! : pattern;
}

/** Whether a pattern is one of the groups `patternInWords` words, rather than a name. */
export const isPatternWord = (pattern: string): boolean => [STANDARD_PATTERN, "Drive", "Steer", "Trailer"].includes(pattern);

export const SEASON_LABELS: Record<Season, string> = {
  summer: "Summer",
  winter: "Winter",
  allseason: "All-Season",
};

export const VEHICLE_TYPE_LABELS: Record<VehicleType, string> = {
  car: "Car",
  motorcycle: "Motorcycle",
  truck: "Truck",
  offRoad: "Off-Road",
};

export function isSeason(value: unknown): value is Season {
  return typeof value === "string" && (SEASONS as readonly string[]).includes(value);
}

export function isVehicleType(value: unknown): value is VehicleType {
  return typeof value === "string" && (VEHICLE_TYPES as readonly string[]).includes(value);
}

/** The season keys a nested catalogue file may use; all_season and allSeason both mean all-season. */
export const SEASON_FILE_KEYS: Record<string, Season> = {
  summer: "summer",
  winter: "winter",
  all_season: "allseason",
  allSeason: "allseason",
  allseason: "allseason",
};

/**
 * The season a file key or a `season` parameter names, or undefined. Only the table's own keys
 * count: a plain lookup also finds what every object inherits, and `?season=constructor` became a
 * function in a query and a 500.
 */
export function seasonOfFileKey(key: string): Season | undefined {
  return Object.hasOwn(SEASON_FILE_KEYS, key) ? SEASON_FILE_KEYS[key] : undefined;
}
