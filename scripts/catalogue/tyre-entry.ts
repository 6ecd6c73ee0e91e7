// One tyre of the generated catalogue, as the file writes it: its codes, prices, rating, EU
// label, load and size figures and description, derived from its model line and size.
import type { Season, VehicleType } from "../../app/catalogue/seasons-and-vehicle-types";
import { loadIndexToKg } from "../../app/domain/load-index";
import type { CatalogueTyreEntry } from "./catalogue-file-format";
import { mulberry32 } from "./seeded-random";
import { BRANDS, type BrandInfo, type ModelLine, type TruckPattern } from "./model-lines";
import { PRICE_BANDS, SEGMENTS, TIER_PRICE_FACTOR, TIER_RATING_BASE, type TruckSizeSpec } from "./segments-and-sizes";
import { truckSizeSpec, type SizeOption } from "./size-options";

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
      widthMm: truckSpec.sectionWidthInch * 25.4,
      aspectRatio: null,
      rimDiameterInch: Number(inch[2]),
      overallDiameterInch: truckSpec.overallDiameterInch,
      lightTruck: false,
    };
  }
  throw new Error(`sample data: cannot read the size '${size}'`);
}

const TIRE_TYPE: Record<Season, CatalogueTyreEntry["tireType"]> = { summer: "Summer", winter: "Winter", allseason: "All Season" };
const PATTERN_WEIGHT: Record<TruckPattern, number> = { Drive: 1.06, Steer: 1, Trailer: 0.95 };
const PATTERN_PRICE: Record<TruckPattern, number> = { Drive: 1.05, Steer: 1, Trailer: 0.92 };
const AXLE: Record<TruckPattern, string> = { Drive: "the drive axle", Steer: "the steer axle", Trailer: "trailer axles" };

export function createTyreEntry(
  line: ModelLine,
  model: string,
  option: SizeOption,
  id: { serial: number; source: "sample" | "generated" },
  rng: () => number,
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
    : 6.7e-5 *
      geometry.widthMm *
      geometry.overallDiameterInch *
      25.4 *
      (geometry.lightTruck ? 1.7 : line.vehicle === "motorcycle" ? 0.8 : line.vehicle === "offRoad" ? 1.2 : 1);
  const plies = truckSpec
    ? { plyRating: truckSpec.plyRating, loadRange: truckSpec.loadRange }
    : geometry.lightTruck
      ? single >= 115
        ? { plyRating: 10, loadRange: "E" }
        : { plyRating: 6, loadRange: "C" }
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
    ...(id.source === "sample" ? sampleAvailability(line, id.serial) : {}),
  };
}

/**
 * The sample's stock, lead time and DOT (decision 225), from the tyre's serial alone so the other
 * fields' random draws stay as they were. No incoming pieces: a fixed date in a committed file
 * would be in the past one day. The generated catalogue has none, so benchmarks import as before.
 */
function sampleAvailability(line: ModelLine, serial: number): Partial<CatalogueTyreEntry> {
  const draw = mulberry32(serial * 7919 + 17);
  const [a, b, c, d] = [draw(), draw(), draw(), draw()];
  const step = line.vehicle === "truck" ? 10 : 20;
  const most = line.vehicle === "truck" ? 1600 : line.vehicle === "motorcycle" ? 600 : 2400;
  const stock = a < 0.75 ? { Rotterdam: Math.round((40 + b * (most - 40)) / step) * step } : a < 0.85 ? { Rotterdam: 0 } : undefined;
  const leadTimeDays = c < 0.85 ? 21 + Math.round(c * 40) : "not available";
  const production =
    d < 0.5
      ? { dotYear: 2026, dotWeek: 1 + Math.floor(d * 80) }
      : d < 0.7
        ? { dotYear: 2025, dotWeek: 26 + Math.floor((d - 0.5) * 130) }
        : d < 0.85
          ? { dotYear: 2026 }
          : { dotMaxAgeMonths: d < 0.93 ? 6 : 12 };
  return { ...(stock ? { stock } : {}), leadTimeDays, ...production };
}

function euLabelFields(line: ModelLine, geometry: Geometry): Partial<CatalogueTyreEntry> {
  if (!line.label) return {};
  const { fuel, grip, snowGrip, iceGrip } = line.label;
  const passengerClass = line.vehicle !== "truck" && !geometry.lightTruck;
  const noise = line.label.noise + (passengerClass && geometry.widthMm >= 245 ? 1 : 0);
  // EU limit values (Reg. (EC) 661/2009 stage 2): C1 by width, C2/C3 by use; class A is 3 dB under.
  const limit =
    line.vehicle === "truck"
      ? line.pattern === "Drive"
        ? 73
        : 72
      : geometry.lightTruck
        ? 73
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
  const marking = !snow
    ? ""
    : line.label?.iceGrip
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
function measuringRim(g: Geometry, vehicle: VehicleType): string {
  const aspect = g.aspectRatio ?? 80;
  const factor = vehicle === "motorcycle" ? 0.74 : aspect >= 65 ? 0.75 : aspect >= 55 ? 0.8 : aspect >= 45 ? 0.85 : 0.9;
  return (Math.round((g.widthMm / 25.4) * factor * 2) / 2).toFixed(2);
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
