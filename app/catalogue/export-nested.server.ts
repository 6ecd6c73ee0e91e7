// Builds the spec's nested catalogue file (GET /tyre_data.json) from the database, for the
// spec's clients: season > vehicle type > brand > (truck pattern) > tyres, prices as display strings.
// Written as a stream of text (decision 081): never the whole file in memory at 100,000 tyres.
import type { Kysely } from "kysely";
import { formatMoney, type Money } from "../domain/money";
import type { Database } from "../db/schema";
import { incomingFrom, type TyreAvailability } from "../domain/availability";
import { shopDate } from "../domain/seller-quote";
import { NOT_AVAILABLE_TO_ORDER } from "./availability-entry";
import { availabilityOf } from "./availability.server";
import { listAllTyres } from "./repository.server";
import type { Tyre } from "./tyre";
import { rowToTyre } from "./tyre-row.server";
import type { Season } from "./seasons-and-vehicle-types";

type NestedFile = Record<string, Record<string, Record<string, Record<string, unknown[]>>>>;

// spec §3: screens read both all_season and allSeason; both are written so every client finds it.
const SEASON_KEYS: Record<Season, string[]> = { summer: ["summer"], winter: ["winter"], allseason: ["all_season", "allSeason"] };
const FILE_SEASONS: Array<[string, Season]> = [
  ["summer", "summer"],
  ["winter", "winter"],
  ["all_season", "allseason"],
  ["allSeason", "allseason"],
];

/** Tyres read per query while streaming: small slices die young, so the heap stays small (decision 081). */
const SLICE = 250;

/** The whole file as one object: the reference the stream is tested against, and fine for small catalogues. */
export async function exportNestedCatalogue(db: Kysely<Database>): Promise<NestedFile> {
  const tyres = await listAllTyres(db);
  const availability = await availabilityOf(
    db,
    tyres.map((t) => t.id),
  );
  const file: NestedFile = { summer: {}, winter: {}, all_season: {}, allSeason: {} };
  for (const tyre of tyres) {
    const group = groupOf(tyre.vehicleType, tyre.pattern);
    for (const seasonKey of SEASON_KEYS[tyre.season]) {
      const vehicles = file[seasonKey]!;
      const brands = (vehicles[tyre.vehicleType] ??= {});
      const groups = (brands[tyre.brand] ??= {});
      (groups[group] ??= []).push(toNestedEntry(tyre, availability.get(tyre.id)));
    }
  }
  return file;
}

function groupOf(vehicleType: string, pattern: string): string {
  return vehicleType === "truck" ? pattern : "tyres";
}

/**
 * The same file as JSON text, a slice of tyres at a time: byte for byte what
 * `JSON.stringify(await exportNestedCatalogue(db))` gives. Callers read it inside a stable
 * catalogue (it is read in several queries; see catalogue-file.server.ts).
 */
export async function* streamNestedCatalogue(db: Kysely<Database>): AsyncGenerator<string> {
  const outline = await readOutline(db);
  yield "{";
  for (const [index, [fileKey, season]] of FILE_SEASONS.entries()) {
    yield `${index ? "," : ""}${JSON.stringify(fileKey)}:{`;
    for (const [v, [vehicleType, brands]] of (outline.get(season) ?? []).entries()) {
      yield `${v ? "," : ""}${JSON.stringify(vehicleType)}:{`;
      for (const [b, [brand, groups]] of brands.entries()) {
        yield `${b ? "," : ""}${JSON.stringify(brand)}:{`;
        for (const [g, group] of groups.entries()) {
          yield `${g ? "," : ""}${JSON.stringify(group.key)}:[`;
          let first = true;
          for await (const tyres of readGroup(db, group)) {
            const availability = await availabilityOf(
              db,
              tyres.map((t) => t.id),
            );
            const text = tyres.map((t) => JSON.stringify(toNestedEntry(t, availability.get(t.id)))).join(",");
            yield first ? text : `,${text}`;
            first = false;
          }
          yield "]";
        }
        yield "}";
      }
      yield "}";
    }
    yield "}";
  }
  yield "}";
}

/** One list of the file: the tyres of a season, vehicle type, brand and (trucks) pattern, by catalogue rank. */
interface Group {
  key: string;
  season: string;
  vehicleType: string;
  brandId: number;
  /** The first and last catalogue rank in the group, which bound its reads. */
  firstRank: number;
  lastRank: number;
}

type Outline = Map<Season, Array<[string, Array<[string, Group[]]>]>>;

/**
 * Every group and where it first appears in catalogue order: the order the one-object export
 * meets seasons' vehicle types, brands and groups, and so the order of their keys.
 */
async function readOutline(db: Kysely<Database>): Promise<Outline> {
  const rows = await db
    .selectFrom("tyre_order")
    .innerJoin("brand", "brand.id", "tyre_order.brand_id")
    .select((eb) => [
      "tyre_order.season",
      "tyre_order.vehicle_type",
      "tyre_order.brand_id",
      "brand.name as brand",
      eb.case().when("tyre_order.vehicle_type", "=", "truck").then(eb.ref("tyre_order.pattern")).else("tyres").end().as("group_key"),
      eb.fn.min("tyre_order.catalogue_rank").as("first_rank"),
      eb.fn.max("tyre_order.catalogue_rank").as("last_rank"),
    ])
    .groupBy(["tyre_order.season", "tyre_order.vehicle_type", "tyre_order.brand_id", "brand.name", "group_key"])
    .execute();
  const groups = rows
    .map((r) => ({
      key: String(r.group_key),
      season: r.season,
      vehicleType: r.vehicle_type,
      brandId: Number(r.brand_id),
      brand: r.brand,
      firstRank: Number(r.first_rank),
      lastRank: Number(r.last_rank),
    }))
    .sort((a, b) => a.firstRank - b.firstRank);

  const outline: Outline = new Map();
  const nested = new Map<string, Map<string, Map<string, Group[]>>>();
  for (const group of groups) {
    const vehicles = nested.get(group.season) ?? new Map<string, Map<string, Group[]>>();
    nested.set(group.season, vehicles);
    const brands = vehicles.get(group.vehicleType) ?? new Map<string, Group[]>();
    vehicles.set(group.vehicleType, brands);
    brands.set(group.brand, [...(brands.get(group.brand) ?? []), group]);
  }
  for (const [season, vehicles] of nested) {
    const vehicleList = inObjectKeyOrder([...vehicles.keys()]).map((vehicleType) => {
      const brands = vehicles.get(vehicleType)!;
      const brandList = inObjectKeyOrder([...brands.keys()]).map((brand): [string, Group[]] => {
        const byKey = new Map(brands.get(brand)!.map((g) => [g.key, g]));
        return [brand, inObjectKeyOrder([...byKey.keys()]).map((key) => byKey.get(key)!)];
      });
      return [vehicleType, brandList] as [string, Array<[string, Group[]]>];
    });
    outline.set(season as Season, vehicleList);
  }
  return outline;
}

/**
 * Keys in the order JSON.stringify writes an object's keys: integer-like keys ("22", a pattern
 * or brand named by a number) first in numeric order, then the rest in the order they were added.
 */
function inObjectKeyOrder(keys: string[]): string[] {
  const isIndex = (k: string) => /^(?:0|[1-9]\d*)$/.test(k) && Number(k) < 2 ** 32 - 1;
  const indices = keys.filter(isIndex).sort((a, b) => Number(a) - Number(b));
  return [...indices, ...keys.filter((k) => !isIndex(k))];
}

/** A group's tyres in catalogue order, a slice at a time (keyset on the rank, within the group's rank range). */
async function* readGroup(db: Kysely<Database>, group: Group): AsyncGenerator<Tyre[]> {
  let after = group.firstRank - 1;
  for (;;) {
    let query = db
      .selectFrom("tyre_order")
      .innerJoin("tyre", "tyre.id", "tyre_order.tyre_id")
      .innerJoin("brand", "brand.id", "tyre.brand_id")
      .selectAll("tyre")
      .select(["brand.name as brand_name", "brand.slug as brand_slug", "brand.logo as brand_logo", "tyre_order.catalogue_rank"])
      .where("tyre_order.brand_id", "=", group.brandId)
      .where("tyre_order.catalogue_rank", ">", after)
      .where("tyre_order.catalogue_rank", "<=", group.lastRank)
      .where("tyre_order.season", "=", group.season)
      .where("tyre_order.vehicle_type", "=", group.vehicleType);
    if (group.vehicleType === "truck") query = query.where("tyre_order.pattern", "=", group.key);
    const rows = await query.orderBy("tyre_order.catalogue_rank").limit(SLICE).execute();
    if (rows.length === 0) return;
    yield rows.map(rowToTyre);
    if (rows.length < SLICE) return;
    after = Number(rows[rows.length - 1]!.catalogue_rank);
  }
}

function display(money: Money | null): string | undefined {
  return money ? formatMoney(money) : undefined;
}

export function toNestedEntry(tyre: Tyre, availability?: TyreAvailability): Record<string, unknown> {
  const s = tyre.specifications;
  const entry: Record<string, unknown> = {
    id: tyre.id,
    productCode: tyre.productCode,
    ean: tyre.ean,
    brand: tyre.brand,
    model: tyre.model,
    // As the catalogue wrote it ("10 R22.5"), so a file downloaded and uploaded again changes nothing.
    size: tyre.size.text,
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
    // Only what the catalogue gave beside the size: a size like "205/55R16 91V" carries its own, and
    // writing that again here would make the file, uploaded again, change the tyre.
    loadIndex: s.loadIndex,
    speedSymbol: s.speedSymbol,
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
    ...(availability ? nestedAvailability(availability) : {}),
  };
  // Absent values are left out rather than sent as null, as the original file did.
  for (const key of Object.keys(entry)) if (entry[key] === null || entry[key] === undefined) delete entry[key];
  return entry;
}

/** The availability fields as the file gives them (decision 225), so a download uploaded again changes nothing. */
function nestedAvailability(availability: TyreAvailability): Record<string, unknown> {
  const production = availability.production;
  // A batch dated before today is stale (its pieces came or never will) and an upload refuses it
  // (decision 288), so the file leaves it out.
  const incoming = incomingFrom(availability, shopDate(new Date()));
  return {
    stock: availability.stock.length > 0 ? Object.fromEntries(availability.stock.map((s) => [s.warehouse, s.onHand])) : undefined,
    incoming: incoming.length > 0 ? incoming.map((i) => ({ pieces: i.pieces, date: i.expectedOn, warehouse: i.warehouse })) : undefined,
    leadTimeDays: availability.notOrderable ? NOT_AVAILABLE_TO_ORDER : availability.leadTimeDays,
    dotYear: production?.kind === "dot" ? production.year : undefined,
    dotWeek: production?.kind === "dot" ? production.week : undefined,
    dotMaxAgeMonths: production?.kind === "maxAge" ? production.months : undefined,
  };
}
