// What the generator knows of each kind of tyre: a segment's description, tread depth, price
// factor and size pool; common sizes per kind; truck sizes with their markings; price bands.
import type { VehicleType } from "../../app/catalogue/seasons-and-vehicle-types";
import type { BrandTier, Segment, TruckPattern } from "./model-lines";

export interface SegmentInfo {
  /** Completes "{Brand} {model} ..." in a tyre description. */
  phrase: string;
  /** New tread depth in 32nds of an inch; trucks vary it by axle position. */
  treadDepth32: number | Record<TruckPattern, number>;
  priceFactor: number;
  /** Where the generator looks for more sizes of a model of this segment. */
  pool: SizePoolKey;
}

export const SEGMENTS: Record<Segment, SegmentInfo> = {
  uhp: {
    phrase: "is an ultra-high-performance summer tyre for sporty cars, tuned for steering precision and short braking on dry and wet roads",
    treadDepth32: 10,
    priceFactor: 1.25,
    pool: "car",
  },
  touring: {
    phrase: "is a summer touring tyre for family and executive cars that balances wet braking, comfort and tread life",
    treadDepth32: 10,
    priceFactor: 1,
    pool: "car",
  },
  eco: { phrase: "is a low-rolling-resistance summer tyre for small and compact cars", treadDepth32: 9, priceFactor: 0.9, pool: "car" },
  winter: { phrase: "is a winter tyre for Central European conditions: slush, snow and cold, wet roads", treadDepth32: 11, priceFactor: 1.05, pool: "car" },
  winterPerf: {
    phrase: "is a performance winter tyre for powerful cars that keeps steering precise in the cold",
    treadDepth32: 10,
    priceFactor: 1.2,
    pool: "car",
  },
  nordic: { phrase: "is a non-studded Nordic winter tyre made for ice and packed snow", treadDepth32: 12, priceFactor: 1.15, pool: "car" },
  allSeason: {
    phrase: "is an all-season tyre for drivers who keep one set on all year in a moderate climate",
    treadDepth32: 11,
    priceFactor: 1.05,
    pool: "car",
  },
  sport: { phrase: "is a sport motorcycle tyre for fast road riding and occasional track days", treadDepth32: 7, priceFactor: 1.2, pool: "motoSport" },
  sportTouring: {
    phrase: "is a sport-touring motorcycle tyre built for long wear and confidence on wet roads",
    treadDepth32: 8,
    priceFactor: 1.1,
    pool: "motoSport",
  },
  adventure: {
    phrase: "is an adventure-touring motorcycle tyre for mostly road riding with some light gravel",
    treadDepth32: 8,
    priceFactor: 1.05,
    pool: "motoAdventure",
  },
  scooterWinter: {
    phrase: "is a scooter tyre with a winter compound and siped tread for cold, wet and snowy commutes",
    treadDepth32: 7,
    priceFactor: 1,
    pool: "motoScooter",
  },
  scooterAllSeason: {
    phrase: "is a scooter tyre for year-round commuting, with a tread that clears water well",
    treadDepth32: 6,
    priceFactor: 0.95,
    pool: "motoScooter",
  },
  longHaul: {
    phrase: "is a long-haul truck tyre focused on low rolling resistance and even wear",
    treadDepth32: { Drive: 24, Steer: 18, Trailer: 14 },
    priceFactor: 1.05,
    pool: "truck",
  },
  regional: {
    phrase: "is a regional truck tyre for mixed motorway and town work with frequent manoeuvring",
    treadDepth32: { Drive: 26, Steer: 20, Trailer: 16 },
    priceFactor: 1,
    pool: "truck",
  },
  truckWinter: {
    phrase: "is a winter truck tyre for snow, slush and ice",
    treadDepth32: { Drive: 27, Steer: 20, Trailer: 16 },
    priceFactor: 1.08,
    pool: "truck",
  },
  truckAllSeason: {
    phrase: "is an all-season regional truck tyre for year-round use",
    treadDepth32: { Drive: 26, Steer: 20, Trailer: 16 },
    priceFactor: 1.04,
    pool: "truck",
  },
  mudTerrain: {
    phrase: "is a mud-terrain tyre for 4x4s and pickups that spend real time off the road",
    treadDepth32: 19,
    priceFactor: 1.15,
    pool: "lightTruck",
  },
  allTerrain: {
    phrase: "is an all-terrain tyre for pickups and SUVs that split their time between road and trail",
    treadDepth32: 15,
    priceFactor: 1.05,
    pool: "lightTruck",
  },
  suvSummer: { phrase: "is a summer tyre for SUVs that are driven mostly on the road", treadDepth32: 10, priceFactor: 1.1, pool: "suv" },
  suvWinter: { phrase: "is a winter tyre for SUVs and pickups in snowy climates", treadDepth32: 12, priceFactor: 1.1, pool: "suv" },
  ltWinter: { phrase: "is a winter tyre for light trucks and pickups in harsh winter conditions", treadDepth32: 16, priceFactor: 1.15, pool: "lightTruck" },
};

export type SizePoolKey = "car" | "motoSport" | "motoAdventure" | "motoScooter" | "truck" | "lightTruck" | "suv";

/** Common sizes per kind of tyre, with their standard load index; the speed symbol comes from the model. */
export const SIZE_POOLS: Record<Exclude<SizePoolKey, "truck">, readonly string[]> = {
  car: [
    "175/65R14 82",
    "185/65R15 88",
    "195/65R15 91",
    "195/55R16 87",
    "205/55R16 91",
    "205/60R16 92",
    "215/60R16 95",
    "215/55R17 94",
    "225/50R17 94",
    "225/45R17 91",
    "225/55R17 97",
    "235/45R18 94",
    "225/40R18 88",
    "245/40R18 93",
    "235/40R19 92",
    "245/35R19 89",
    "255/35R19 92",
    "245/45R19 98",
  ],
  motoSport: ["120/70ZR17 58", "120/60ZR17 55", "160/60ZR17 69", "180/55ZR17 73", "190/50ZR17 73", "190/55ZR17 75", "200/55ZR17 78"],
  motoAdventure: ["90/90-21 54", "110/80R19 59", "120/70R19 60", "150/70R17 69", "170/60R17 72", "140/80R17 69"],
  motoScooter: ["110/70-12 47", "120/70-12 58", "130/70-12 62", "110/70-13 48", "130/70-13 63", "120/70-14 55", "140/70-14 68", "120/70R15 56", "160/60R15 67"],
  lightTruck: [
    "LT245/75R16 120/116",
    "LT265/75R16 123/120",
    "LT285/75R16 126/123",
    "LT265/70R17 121/118",
    "LT285/70R17 121/118",
    "LT315/70R17 121/118",
    "LT275/65R18 123/120",
    "LT275/70R18 125/122",
    "33x12.50R15LT 108",
    "35x12.50R17LT 121",
    "35x12.50R20LT 121",
    "37x12.50R17LT 124",
  ],
  suv: ["235/65R17 108", "245/70R16 107", "265/65R17 112", "265/70R17 115", "275/65R18 116", "235/55R18 100", "235/60R18 103", "255/55R18 109"],
};

export interface TruckSizeSpec {
  size: string;
  plyRating: 14 | 16 | 18 | 20;
  loadRange: "G" | "H" | "J" | "L";
  /** "156/150" single/dual, or one index for wide single tyres that are never fitted in pairs. */
  loadIndex: string;
  speedSymbol: string;
  /** Approved (measuring) rim width in inches. */
  rim: string;
  psi: number;
  /** Regular price in euros of a mid-tier steer tyre in this size, before brand and segment factors. */
  basePrice: number;
  weightKg: number;
  /** Only for inch-designated sizes ("11R22.5"); metric sizes are worked out from width and aspect ratio. */
  overallDiameterInch?: number;
  sectionWidthInch?: number;
}

// Service descriptions and ply ratings as commonly marked for these sizes (spec §3 trial sizes
// 11R22.5, 295/75R22.5, 315/80R22.5, 385/65R22.5, 255/70R22.5 and 10R22.5 are all here).
export const TRUCK_SIZES: readonly TruckSizeSpec[] = [
  {
    size: "11R22.5",
    plyRating: 16,
    loadRange: "H",
    loadIndex: "146/143",
    speedSymbol: "L",
    rim: "8.25",
    psi: 120,
    basePrice: 300,
    weightKg: 54,
    overallDiameterInch: 41.8,
    sectionWidthInch: 11.0,
  },
  { size: "295/75R22.5", plyRating: 14, loadRange: "G", loadIndex: "144/141", speedSymbol: "L", rim: "8.25", psi: 110, basePrice: 290, weightKg: 51 },
  { size: "315/80R22.5", plyRating: 20, loadRange: "L", loadIndex: "156/150", speedSymbol: "L", rim: "9.00", psi: 130, basePrice: 380, weightKg: 60 },
  { size: "385/65R22.5", plyRating: 20, loadRange: "L", loadIndex: "160", speedSymbol: "K", rim: "11.75", psi: 130, basePrice: 420, weightKg: 68 },
  { size: "255/70R22.5", plyRating: 16, loadRange: "H", loadIndex: "140/137", speedSymbol: "M", rim: "7.50", psi: 120, basePrice: 260, weightKg: 40 },
  {
    size: "10R22.5",
    plyRating: 14,
    loadRange: "G",
    loadIndex: "144/142",
    speedSymbol: "L",
    rim: "7.50",
    psi: 110,
    basePrice: 250,
    weightKg: 47,
    overallDiameterInch: 40.1,
    sectionWidthInch: 10.0,
  },
  { size: "295/80R22.5", plyRating: 18, loadRange: "J", loadIndex: "152/148", speedSymbol: "M", rim: "9.00", psi: 125, basePrice: 350, weightKg: 58 },
  { size: "315/70R22.5", plyRating: 18, loadRange: "J", loadIndex: "154/150", speedSymbol: "L", rim: "9.00", psi: 120, basePrice: 360, weightKg: 56 },
  { size: "295/60R22.5", plyRating: 18, loadRange: "J", loadIndex: "150/147", speedSymbol: "L", rim: "9.00", psi: 120, basePrice: 340, weightKg: 52 },
  { size: "385/55R22.5", plyRating: 20, loadRange: "L", loadIndex: "160", speedSymbol: "K", rim: "11.75", psi: 130, basePrice: 400, weightKg: 62 },
  { size: "275/70R22.5", plyRating: 16, loadRange: "H", loadIndex: "148/145", speedSymbol: "M", rim: "8.25", psi: 120, basePrice: 300, weightKg: 47 },
  {
    size: "11R24.5",
    plyRating: 16,
    loadRange: "H",
    loadIndex: "149/146",
    speedSymbol: "L",
    rim: "8.25",
    psi: 120,
    basePrice: 320,
    weightKg: 57,
    overallDiameterInch: 43.9,
    sectionWidthInch: 11.0,
  },
];

/** Plausible wholesale price bands per vehicle type, in euros (regular and offer price both stay inside). */
export const PRICE_BANDS: Record<VehicleType, { min: number; max: number }> = {
  car: { min: 45, max: 220 },
  motorcycle: { min: 60, max: 230 },
  truck: { min: 180, max: 650 },
  offRoad: { min: 90, max: 400 },
};

export const TIER_PRICE_FACTOR: Record<BrandTier, number> = { premium: 1.3, mid: 1.05, value: 0.8 };
export const TIER_RATING_BASE: Record<BrandTier, number> = { premium: 4.4, mid: 4.2, value: 4.0 };
