// Builds nested catalogues (spec §3 file format) from the real model tables in sample-data.ts:
// the committed sample (every model in its real sizes) and seeded synthetic ones of any size.
// Pure and deterministic: the same options always give byte-identical JSON.
import { loadIndexToKg } from "../domain/load-index";
import {
  BRANDS, MODEL_LINES, PRICE_BANDS, SEASON_KEYS, SEGMENTS, SIZE_POOLS, TIER_PRICE_FACTOR, TIER_RATING_BASE,
  TRUCK_SIZES, VEHICLE_KEYS,
  type BrandInfo, type Grade, type ModelLine, type SeasonKey, type TruckPattern, type TruckSizeSpec, type VehicleKey,
} from "./sample-data";

export type { Grade, SeasonKey, TruckPattern, VehicleKey } from "./sample-data";

export interface CatalogueEuLabel {
  fuel: Grade;
  grip: Grade;
  noise: number;
  noiseClass: "A" | "B" | "C";
  snowGrip: boolean;
  iceGrip: boolean;
}

/** One tyre as the catalogue file writes it; EU-label fields are absent on motorcycle tyres. */
export interface CatalogueTyreEntry {
  productCode: string;
  ean: string;
  brand: string;
  model: string;
  size: string;
  pattern: TruckPattern | "Standard";
  price: string;
  offerPrice: string;
  rating: number;
  reviewCount: number;
  fuelEfficiency?: Grade;
  wetGrip?: Grade;
  noiseLevel?: string;
  euLabel?: CatalogueEuLabel;
  loadSpeed: string;
  loadIndex: string;
  speedSymbol: string;
  plyRating?: number;
  loadRange?: string;
  overallDiameter_inch: number;
  sectionWidth_inch: number;
  treadDepth_32nds: number;
  rim: string;
  singleMaxLoadPressure: string;
  dualMaxLoadPressure?: string;
  staticLoadRadius: number;
  revsPerMile: number;
  weight: string;
  tireType: "Summer" | "Winter" | "All Season";
  image: string;
  brandLogo: string;
  description: string;
}

export interface BrandTyres {
  tyres: CatalogueTyreEntry[];
}
export type TruckBrandTyres = Partial<Record<TruckPattern, CatalogueTyreEntry[]>>;
export interface SeasonCatalogue {
  car: Record<string, BrandTyres>;
  motorcycle: Record<string, BrandTyres>;
  truck: Record<string, TruckBrandTyres>;
  offRoad: Record<string, BrandTyres>;
}
export type NestedCatalogue = Record<SeasonKey, SeasonCatalogue>;

export const MAX_GENERATED_TYRES = 1_000_000;
const SAMPLE_SEED = 20_261_121;

/** Every model line in each of its real sizes: the committed data/tyre_data.json. */
export function buildSampleCatalogue(): NestedCatalogue {
  const rng = mulberry32(SAMPLE_SEED);
  const catalogue = emptyCatalogue();
  let serial = 0;
  for (const line of MODEL_LINES) {
    for (const option of realSizeOptions(line)) {
      addEntry(catalogue, line, createTyreEntry(line, line.model, option, { serial: serial++, source: "sample" }, rng));
    }
  }
  return catalogue;
}

/**
 * Exactly `count` tyres, every season/vehicle group served before any gets a second tyre, then
 * spread in proportion to the model lines each group has. A line yields its real sizes first,
 * then other common sizes of its kind, then numbered variants of the model in all of those.
 */
export function generateCatalogue(options: { count: number; seed: number }): NestedCatalogue {
  const { count, seed } = options;
  if (!Number.isInteger(count) || count < 0 || count > MAX_GENERATED_TYRES) {
    throw new RangeError(`count must be a whole number from 0 to ${MAX_GENERATED_TYRES}`);
  }
  if (!Number.isSafeInteger(seed)) throw new RangeError("seed must be a whole number");
  const rng = mulberry32(seed);
  const quotas = allocateQuotas(count, rng);
  const catalogue = emptyCatalogue();
  const identities = new Set<string>();
  let serial = 0;
  for (const line of MODEL_LINES) {
    const quota = quotas.get(line) ?? 0;
    if (quota === 0) continue;
    const sizes = [...realSizeOptions(line), ...shuffle(extraSizeOptions(line), rng)];
    for (let k = 0, made = 0; made < quota; k++) {
      const model = variantName(line.model, Math.floor(k / sizes.length));
      const option = sizes[k % sizes.length]!;
      const identity = [line.season, line.vehicle, line.brand, line.pattern, model, option.size].join("|");
      if (identities.has(identity)) continue;
      identities.add(identity);
      addEntry(catalogue, line, createTyreEntry(line, model, option, { serial: serial++, source: "generated" }, rng));
      made++;
    }
  }
  return catalogue;
}

const VARIANT_TAGS = ["Plus", "HD", "Eco", "Pro", "Evo", "Max", "Grip", "Tour", "Flex", "Prime"];

/** 0 → the real model; then "X Multi D Plus" … "X Multi D Prime", "X Multi D Plus 2" … */
function variantName(model: string, variant: number): string {
  if (variant === 0) return model;
  const tag = VARIANT_TAGS[(variant - 1) % VARIANT_TAGS.length]!;
  const round = Math.floor((variant - 1) / VARIANT_TAGS.length);
  return round === 0 ? `${model} ${tag}` : `${model} ${tag} ${round + 1}`;
}

function allocateQuotas(count: number, rng: () => number): Map<ModelLine, number> {
  const groups = SEASON_KEYS.flatMap((season) =>
    VEHICLE_KEYS.map((vehicle) => MODEL_LINES.filter((l) => l.season === season && l.vehicle === vehicle)),
  ).filter((lines) => lines.length > 0);
  const groupQuota = groups.map(() => 0);
  if (count < groups.length) {
    shuffle(groups.map((_, i) => i), rng).slice(0, count).forEach((i) => (groupQuota[i] = 1));
  } else {
    const rest = count - groups.length;
    const shares = groups.map((lines) => (rest * lines.length) / MODEL_LINES.length);
    shares.forEach((share, i) => (groupQuota[i] = 1 + Math.floor(share)));
    const left = count - groupQuota.reduce((a, b) => a + b, 0);
    const byRemainder = shares.map((s, i) => ({ i, r: s - Math.floor(s) })).sort((a, b) => b.r - a.r || a.i - b.i);
    byRemainder.slice(0, left).forEach(({ i }) => groupQuota[i]!++);
  }
  const quotas = new Map<ModelLine, number>();
  groups.forEach((lines, g) => {
    const quota = groupQuota[g]!;
    shuffle(lines, rng).forEach((line, position) => {
      quotas.set(line, Math.floor(quota / lines.length) + (position < quota % lines.length ? 1 : 0));
    });
  });
  return quotas;
}

interface SizeOption {
  size: string;
  loadIndex: string;
  speedSymbol: string;
}

function realSizeOptions(line: ModelLine): SizeOption[] {
  return line.sizes.map((written) => {
    if (line.vehicle === "truck") return truckSizeOption(truckSizeSpec(written));
    const [size = "", loadSpeed = ""] = written.split(" ");
    const match = /^(\d{2,3}(?:\/\d{2,3})?)([A-Z]{1,2})$/.exec(loadSpeed);
    if (!match) throw new Error(`sample data: '${written}' of ${line.brand} ${line.model} lacks a load/speed marking`);
    return { size, loadIndex: match[1]!, speedSymbol: match[2]! };
  });
}

/** Common sizes of the model's kind that the real model is not listed in. */
function extraSizeOptions(line: ModelLine): SizeOption[] {
  const real = new Set(line.sizes.map((s) => s.split(" ")[0]));
  const pool = SEGMENTS[line.segment].pool;
  const speed = realSizeOptions(line)[0]!.speedSymbol;
  const options: SizeOption[] =
    pool === "truck"
      ? TRUCK_SIZES.map(truckSizeOption)
      : SIZE_POOLS[pool].map((entry) => {
          const [size = "", loadIndex = ""] = entry.split(" ");
          return { size, loadIndex, speedSymbol: speed };
        });
  return options.filter((o) => !real.has(o.size));
}

function truckSizeOption(spec: TruckSizeSpec): SizeOption {
  return { size: spec.size, loadIndex: spec.loadIndex, speedSymbol: spec.speedSymbol };
}

function truckSizeSpec(size: string): TruckSizeSpec {
  const spec = TRUCK_SIZES.find((s) => s.size === size);
  if (!spec) throw new Error(`sample data: truck size '${size}' is not in TRUCK_SIZES`);
  return spec;
}

function emptyCatalogue(): NestedCatalogue {
  const season = (): SeasonCatalogue => ({ car: {}, motorcycle: {}, truck: {}, offRoad: {} });
  return { summer: season(), winter: season(), allSeason: season() };
}

function addEntry(catalogue: NestedCatalogue, line: ModelLine, entry: CatalogueTyreEntry): void {
  const season = catalogue[line.season];
  if (line.vehicle === "truck") {
    const pattern = line.pattern ?? "Drive";
    const brand = (season.truck[line.brand] ??= {});
    (brand[pattern] ??= []).push(entry);
  } else {
    (season[line.vehicle][line.brand] ??= { tyres: [] }).tyres.push(entry);
  }
}

// ---- One tyre ----

interface Geometry {
  widthMm: number;
  overallDiameterInch: number;
  rimDiameterInch: number;
  aspectRatio: number | null;
  lightTruck: boolean;
}

/** Reads the sizes our tables use: "205/55R16", "120/70ZR17", "120/70-12", "LT265/70R17", "35x12.50R20LT". */
function sizeGeometry(size: string, truckSpec: TruckSizeSpec | null): Geometry {
  const metric = /^(LT)?(\d{2,3})\/(\d{2})(?:ZR|R|-)(\d{2}(?:\.5)?)$/.exec(size);
  if (metric) {
    const widthMm = Number(metric[2]);
    const aspectRatio = Number(metric[3]);
    const rim = Number(metric[4]);
    const diameter = rim + (2 * widthMm * aspectRatio) / 100 / 25.4;
    return { widthMm, aspectRatio, rimDiameterInch: rim, overallDiameterInch: diameter, lightTruck: metric[1] === "LT" };
  }
  const flotation = /^(\d{2})x(\d{1,2}\.\d{2})R(\d{2})LT$/.exec(size);
  if (flotation) {
    const widthMm = Number(flotation[2]) * 25.4;
    return { widthMm, aspectRatio: null, rimDiameterInch: Number(flotation[3]), overallDiameterInch: Number(flotation[1]), lightTruck: true };
  }
  const inch = /^(\d{1,2})R(\d{2}\.5)$/.exec(size);
  if (inch && truckSpec?.overallDiameterInch && truckSpec.sectionWidthInch) {
    return {
      widthMm: truckSpec.sectionWidthInch * 25.4, aspectRatio: null, rimDiameterInch: Number(inch[2]),
      overallDiameterInch: truckSpec.overallDiameterInch, lightTruck: false,
    };
  }
  throw new Error(`sample data: cannot read the size '${size}'`);
}

const TIRE_TYPE: Record<SeasonKey, CatalogueTyreEntry["tireType"]> = { summer: "Summer", winter: "Winter", allSeason: "All Season" };
const PATTERN_WEIGHT: Record<TruckPattern, number> = { Drive: 1.06, Steer: 1, Trailer: 0.95 };
const PATTERN_PRICE: Record<TruckPattern, number> = { Drive: 1.05, Steer: 1, Trailer: 0.92 };
const AXLE: Record<TruckPattern, string> = { Drive: "the drive axle", Steer: "the steer axle", Trailer: "trailer axles" };

function createTyreEntry(
  line: ModelLine, model: string, option: SizeOption,
  id: { serial: number; source: "sample" | "generated" }, rng: () => number,
): CatalogueTyreEntry {
  const brand = brandInfo(line.brand);
  const segment = SEGMENTS[line.segment];
  const truckSpec = line.vehicle === "truck" ? truckSizeSpec(option.size) : null;
  const geometry = sizeGeometry(option.size, truckSpec);
  const [single = 0, dual] = option.loadIndex.split("/").map(Number);
  const { price, offerPrice } = priceFor(line, brand, option.size, geometry, truckSpec, rng);
  const rating = round(clamp(TIER_RATING_BASE[brand.tier] + (rng() - 0.5) * 0.9, 3.5, 5), 1);
  const reviewCount = 5 + Math.floor(rng() ** 2 * 1200);
  const psi = truckSpec?.psi ?? (geometry.lightTruck ? 80 : line.vehicle === "motorcycle" ? 42 : 51);
  const maxLoad = (index: number) => `${pounds(index, line.vehicle === "truck")}lb/${psi}psi`;
  const rear = line.vehicle === "motorcycle" && geometry.widthMm >= 150 && !line.segment.startsWith("scooter");
  const depth = segment.treadDepth32;
  const loadSpeed = option.loadIndex + option.speedSymbol;
  const weightKg = truckSpec
    ? truckSpec.weightKg * PATTERN_WEIGHT[line.pattern ?? "Drive"]
    : 6.7e-5 * geometry.widthMm * geometry.overallDiameterInch * 25.4 *
      (geometry.lightTruck ? 1.7 : line.vehicle === "motorcycle" ? 0.8 : line.vehicle === "offRoad" ? 1.2 : 1);
  const plies = truckSpec ? { plyRating: truckSpec.plyRating, loadRange: truckSpec.loadRange }
    : geometry.lightTruck ? (single >= 115 ? { plyRating: 10, loadRange: "E" } : { plyRating: 6, loadRange: "C" })
    : {};

  return {
    productCode: `${brand.code}-${option.size.replace(/[^0-9A-Za-z]/g, "").toUpperCase()}-${id.source === "generated" ? "G" : ""}${String(id.serial).padStart(5, "0")}`,
    ean: ean(brand, id.source === "generated" ? 1 : 0, id.serial),
    brand: line.brand,
    model,
    size: option.size,
    pattern: line.pattern ?? "Standard",
    price: euros(price),
    offerPrice: euros(offerPrice),
    rating,
    reviewCount,
    ...euLabelFields(line, geometry),
    loadSpeed,
    loadIndex: option.loadIndex,
    speedSymbol: option.speedSymbol,
    ...plies,
    overallDiameter_inch: round(geometry.overallDiameterInch, 1),
    sectionWidth_inch: round(geometry.widthMm / 25.4, 1),
    treadDepth_32nds: (typeof depth === "number" ? depth : depth[line.pattern ?? "Drive"]) + (rear ? 1 : 0),
    rim: truckSpec?.rim ?? measuringRim(geometry, line.vehicle),
    singleMaxLoadPressure: maxLoad(single),
    ...(dual !== undefined ? { dualMaxLoadPressure: maxLoad(dual) } : truckSpec ? { dualMaxLoadPressure: "N/A" } : {}),
    staticLoadRadius: round(geometry.rimDiameterInch / 2 + ((geometry.overallDiameterInch - geometry.rimDiameterInch) / 2) * 0.88, 1),
    revsPerMile: Math.round(63_360 / (Math.PI * geometry.overallDiameterInch * 0.97)),
    weight: `${Math.round(weightKg * 2.20462)}lb/${Math.round(weightKg)}kg`,
    tireType: TIRE_TYPE[line.season],
    image: imageFor(line),
    brandLogo: `/images/brands/${brand.slug}.svg`,
    description: describe(line, model, option, loadSpeed, plies.plyRating, rear),
  };
}

function euLabelFields(line: ModelLine, geometry: Geometry): Partial<CatalogueTyreEntry> {
  if (!line.label) return {};
  const { fuel, grip, snowGrip, iceGrip } = line.label;
  const passengerClass = line.vehicle !== "truck" && !geometry.lightTruck;
  const noise = line.label.noise + (passengerClass && geometry.widthMm >= 245 ? 1 : 0);
  // EU limit values (Reg. (EC) 661/2009 stage 2): C1 by width, C2/C3 by use; class A is 3 dB under.
  const limit = line.vehicle === "truck" ? (line.pattern === "Drive" ? 73 : 72)
    : geometry.lightTruck ? 73
    : (geometry.widthMm <= 185 ? 70 : geometry.widthMm <= 245 ? 71 : geometry.widthMm <= 275 ? 72 : 74) + (snowGrip ? 1 : 0);
  const noiseClass = noise <= limit - 3 ? "A" : noise <= limit ? "B" : "C";
  return {
    fuelEfficiency: fuel,
    wetGrip: grip,
    noiseLevel: `${noise} dB`,
    euLabel: { fuel, grip, noise, noiseClass, snowGrip, iceGrip },
  };
}

function priceFor(line: ModelLine, brand: BrandInfo, size: string, g: Geometry, truckSpec: TruckSizeSpec | null, rng: () => number) {
  const width = g.widthMm;
  const rim = g.rimDiameterInch;
  const aspect = g.aspectRatio ?? 80;
  let base: number;
  if (truckSpec) base = truckSpec.basePrice * PATTERN_PRICE[line.pattern ?? "Drive"];
  else if (line.vehicle === "motorcycle") base = 45 + 0.5 * (width - 90) + (size.includes("ZR") ? 20 : 0) - (rim <= 15 ? 5 : 0);
  else if (g.lightTruck) base = 115 + 7 * (rim - 16) + 0.8 * (width - 245);
  else if (line.vehicle === "offRoad") base = 85 + 8 * (rim - 16) + 0.5 * (width - 225);
  else base = 40 + 9 * (rim - 14) + 0.45 * (width - 175) + (aspect <= 35 ? 30 : aspect <= 40 ? 22 : aspect <= 45 ? 10 : 0);
  const band = PRICE_BANDS[line.vehicle];
  const jitter = 0.96 + rng() * 0.08;
  // The floor keeps the offer price (at least 80% of the price) inside the band too.
  const price = Math.round(clamp(base * TIER_PRICE_FACTOR[brand.tier] * SEGMENTS[line.segment].priceFactor * jitter, band.min / 0.8, band.max));
  const offerPrice = Math.min(price - 1, Math.round(price * (0.8 + rng() * 0.12)));
  return { price, offerPrice };
}

function describe(line: ModelLine, model: string, option: SizeOption, loadSpeed: string, plyRating: number | undefined, rear: boolean): string {
  const first = `${line.brand} ${model} ${SEGMENTS[line.segment].phrase}.`;
  const snow = line.label?.snowGrip ?? false;
  if (line.vehicle === "truck") {
    const marking = snow ? " and carries the 3PMSF snow marking" : "";
    return `${first} This ${option.size} ${loadSpeed} version is ${plyRating}-ply rated for ${AXLE[line.pattern ?? "Drive"]}${marking}.`;
  }
  const wheel = line.vehicle !== "motorcycle" || line.segment.startsWith("scooter") ? "" : rear ? " for the rear wheel" : " for the front wheel";
  const marking = !snow ? "" : line.label?.iceGrip
    ? ", marked with the three-peak mountain snowflake and the ice grip symbol"
    : ", marked with the three-peak mountain snowflake for severe snow";
  return `${first} Listed here in ${option.size} ${loadSpeed}${wheel}${marking}.`;
}

function imageFor(line: ModelLine): string {
  switch (line.vehicle) {
    case "car":
      return `/images/tyres/car-${line.season.toLowerCase()}.svg`;
    case "motorcycle":
      return "/images/tyres/motorcycle.svg";
    case "truck":
      return `/images/tyres/truck-${(line.pattern ?? "Drive").toLowerCase()}.svg`;
    case "offRoad":
      return "/images/tyres/offroad.svg";
  }
}

/** Approximate measuring rim width: narrower relative to the tyre the taller its sidewall. */
function measuringRim(g: Geometry, vehicle: VehicleKey): string {
  const aspect = g.aspectRatio ?? 80;
  const factor = vehicle === "motorcycle" ? 0.74 : aspect >= 65 ? 0.75 : aspect >= 55 ? 0.8 : aspect >= 45 ? 0.85 : 0.9;
  return (Math.round(((g.widthMm / 25.4) * factor) * 2) / 2).toFixed(2);
}

function pounds(loadIndex: number, roundToFive: boolean): number {
  const lb = (loadIndexToKg(loadIndex) ?? 0) * 2.20462;
  return roundToFive ? Math.round(lb / 5) * 5 : Math.round(lb);
}

/**
 * EAN-13 in the GS1 restricted-circulation range (prefix 2): valid check digit, but it cannot
 * clash with a real product's barcode. 2 + brand (2 digits) + source (1) + serial (8) + check.
 */
function ean(brand: BrandInfo, source: number, serial: number): string {
  const body = `2${String(brand.eanNumber).padStart(2, "0")}${source}${String(serial).padStart(8, "0")}`;
  const sum = [...body].reduce((acc, digit, i) => acc + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return body + String((10 - (sum % 10)) % 10);
}

const BRAND_BY_NAME = new Map(BRANDS.map((b) => [b.name, b]));

function brandInfo(name: string): BrandInfo {
  const brand = BRAND_BY_NAME.get(name);
  if (!brand) throw new Error(`sample data: brand '${name}' is not in BRANDS`);
  return brand;
}

function euros(amount: number): string {
  return `€${amount.toFixed(2)}`;
}

function round(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** mulberry32: a small, fast 32-bit PRNG; plenty for spreading sample data. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function shuffle<T>(items: readonly T[], rng: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
