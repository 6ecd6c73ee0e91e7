// The catalogue's seasons, vehicle types and axle positions by the names a page's language gives
// them (the listing catalogue, decision 294): what badges, filters, facets and result cards show.
// Any other pattern is the catalogue's own name, shown as it is.
import type { ListingMessages } from "~/i18n/messages/listing.en";
import type { Season, VehicleType } from "./seasons-and-vehicle-types";

type NameKey = keyof ListingMessages;

const SEASON_NAMES: Record<Season, NameKey> = { summer: "seasonSummer", winter: "seasonWinter", allseason: "seasonAllseason" };

const VEHICLE_NAMES: Record<VehicleType, NameKey> = {
  car: "vehicleCar",
  motorcycle: "vehicleMotorcycle",
  truck: "vehicleTruck",
  offRoad: "vehicleOffRoad",
};

/** spec §3's pattern of non-truck tyres and the truck axle positions the catalogue uses. */
const PATTERN_NAMES: Record<string, NameKey> = { Standard: "patternStandard", Steer: "patternSteer", Drive: "patternDrive", Trailer: "patternTrailer" };

export function seasonName(listing: ListingMessages, season: Season): string {
  return listing[SEASON_NAMES[season]];
}

export function vehicleName(listing: ListingMessages, vehicleType: VehicleType): string {
  return listing[VEHICLE_NAMES[vehicleType]];
}

/** A pattern the language names, or null for a catalogue's own pattern name (never translated). */
export function patternName(listing: ListingMessages, pattern: string): string | null {
  return Object.hasOwn(PATTERN_NAMES, pattern) ? listing[PATTERN_NAMES[pattern]!] : null;
}
