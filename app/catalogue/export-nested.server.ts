// Builds the spec's nested catalogue file (GET /tyre_data.json) from the database, for the
// spec's clients: season > vehicle type > brand > (truck pattern) > tyres, prices as display strings.
import type { Kysely } from "kysely";
import { formatMoney, type Money } from "../domain/money";
import type { Database } from "../db/schema";
import { listAllTyres } from "./repository.server";
import type { Tyre } from "./tyre";
import type { Season } from "./terms";

type NestedFile = Record<string, Record<string, Record<string, Record<string, unknown[]>>>>;

// spec §3: screens read both all_season and allSeason; both are written so every client finds it.
const SEASON_KEYS: Record<Season, string[]> = { summer: ["summer"], winter: ["winter"], allseason: ["all_season", "allSeason"] };

export async function exportNestedCatalogue(db: Kysely<Database>): Promise<NestedFile> {
  const tyres = await listAllTyres(db);
  const file: NestedFile = { summer: {}, winter: {}, all_season: {}, allSeason: {} };
  for (const tyre of tyres) {
    const group = tyre.vehicleType === "truck" ? tyre.pattern : "tyres";
    for (const seasonKey of SEASON_KEYS[tyre.season]) {
      const vehicles = file[seasonKey]!;
      const brands = (vehicles[tyre.vehicleType] ??= {});
      const groups = (brands[tyre.brand] ??= {});
      (groups[group] ??= []).push(toNestedEntry(tyre));
    }
  }
  return file;
}

function display(money: Money | null): string | undefined {
  return money ? formatMoney(money) : undefined;
}

export function toNestedEntry(tyre: Tyre): Record<string, unknown> {
  const s = tyre.specifications;
  const entry: Record<string, unknown> = {
    id: tyre.id,
    productCode: tyre.productCode,
    ean: tyre.ean,
    brand: tyre.brand,
    model: tyre.model,
    size: tyre.size.normalized,
    pattern: tyre.pattern,
    image: tyre.image,
    brandLogo: tyre.brandLogo,
    price: display(tyre.price),
    offerPrice: display(tyre.offerPrice),
    rating: tyre.rating,
    reviewCount: tyre.reviewCount,
    fuelEfficiency: tyre.euLabel.fuelClass,
    wetGrip: tyre.euLabel.wetGripClass,
    noiseLevel: tyre.euLabel.noiseDb === null ? null : `${tyre.euLabel.noiseDb} dB`,
    euLabel: {
      fuel: tyre.euLabel.fuelClass,
      grip: tyre.euLabel.wetGripClass,
      noise: tyre.euLabel.noiseDb,
      noiseClass: tyre.euLabel.noiseClass,
      snowGrip: tyre.euLabel.snowGrip,
      iceGrip: tyre.euLabel.iceGrip,
    },
    loadSpeed: tyre.loadSpeed,
    plyRating: s.plyRating,
    loadRange: s.loadRange,
    loadIndex: s.loadIndex ?? tyre.size.loadIndex,
    speedSymbol: s.speedSymbol ?? tyre.size.speedSymbol,
    overallDiameter_inch: s.overallDiameterInch,
    sectionWidth_inch: s.sectionWidthInch,
    treadDepth_32nds: s.treadDepth32nds,
    rim: s.rimWidth,
    singleMaxLoadPressure: s.singleMaxLoadPressure,
    dualMaxLoadPressure: s.dualMaxLoadPressure,
    staticLoadRadius: s.staticLoadRadius,
    revsPerMile: s.revsPerMile,
    weight: s.weight,
    tireType: s.tireType,
    description: tyre.description,
    offerLink: tyre.offerLink,
  };
  // Absent values are left out rather than sent as null, as the original file did.
  for (const key of Object.keys(entry)) if (entry[key] === null || entry[key] === undefined) delete entry[key];
  return entry;
}
