// Tables of real tyre brands and their model lines, with the sizes each comes in: the source of
// the committed sample catalogue (data/tyre_data.json) and of the synthetic generator. Plain data.
// Model names and sizes are real; labels, prices and ratings derived from them are illustrative.
import type { Season, VehicleType } from "../../app/catalogue/seasons-and-vehicle-types";

export type TruckPattern = "Drive" | "Steer" | "Trailer";
export type Grade = "A" | "B" | "C" | "D" | "E";

export type BrandTier = "premium" | "mid" | "value";

export interface BrandInfo {
  name: string;
  /** kebab-case; names the wordmark file under /images/brands/. */
  slug: string;
  /** Product-code prefix. */
  code: string;
  /** Two digits inside our EAN numbers (see ean in generate-catalogue.ts). */
  eanNumber: number;
  tier: BrandTier;
}

export const BRANDS: readonly BrandInfo[] = [
  { name: "Michelin", slug: "michelin", code: "MIC", eanNumber: 10, tier: "premium" },
  { name: "Bridgestone", slug: "bridgestone", code: "BRI", eanNumber: 11, tier: "premium" },
  { name: "Goodyear", slug: "goodyear", code: "GDY", eanNumber: 12, tier: "premium" },
  { name: "Continental", slug: "continental", code: "CON", eanNumber: 13, tier: "premium" },
  { name: "Pirelli", slug: "pirelli", code: "PIR", eanNumber: 14, tier: "premium" },
  { name: "BFGoodrich", slug: "bfgoodrich", code: "BFG", eanNumber: 15, tier: "mid" },
  { name: "Hankook", slug: "hankook", code: "HAN", eanNumber: 16, tier: "mid" },
  { name: "Toyo Tires", slug: "toyo-tires", code: "TOY", eanNumber: 17, tier: "mid" },
  { name: "Yokohama", slug: "yokohama", code: "YOK", eanNumber: 18, tier: "mid" },
  { name: "Dunlop", slug: "dunlop", code: "DUN", eanNumber: 19, tier: "mid" },
  { name: "Firestone", slug: "firestone", code: "FIR", eanNumber: 20, tier: "mid" },
  { name: "Nokian Tyres", slug: "nokian-tyres", code: "NOK", eanNumber: 21, tier: "premium" },
  { name: "Double Coin", slug: "double-coin", code: "DBC", eanNumber: 22, tier: "value" },
  { name: "Metzeler", slug: "metzeler", code: "MET", eanNumber: 23, tier: "mid" },
];

export type Segment =
  | "uhp"
  | "touring"
  | "eco"
  | "winter"
  | "winterPerf"
  | "nordic"
  | "allSeason"
  | "sport"
  | "sportTouring"
  | "adventure"
  | "scooterWinter"
  | "scooterAllSeason"
  | "longHaul"
  | "regional"
  | "truckWinter"
  | "truckAllSeason"
  | "mudTerrain"
  | "allTerrain"
  | "suvSummer"
  | "suvWinter"
  | "ltWinter";

export interface ModelLine {
  season: Season;
  vehicle: VehicleType;
  brand: string;
  /** Truck axle position; other vehicle types are "Standard" in the catalogue. */
  pattern: TruckPattern | null;
  model: string;
  segment: Segment;
  /** Sizes with their load/speed marking ("205/55R16 91V"); truck sizes take theirs from TRUCK_SIZES. */
  sizes: readonly string[];
  /** EU label; null for motorcycles, which the EU tyre label does not cover (Reg. (EU) 2020/740). */
  label: { fuel: Grade; grip: Grade; noise: number; snowGrip: boolean; iceGrip: boolean } | null;
}

/** "C/B/71/S": fuel/grip/noise dB, then S = 3PMSF snow grip, I = ice grip. */
function parseLabel(text: string): ModelLine["label"] {
  const [fuel, grip, noise, flags = ""] = text.split("/");
  return {
    fuel: fuel as Grade,
    grip: grip as Grade,
    noise: Number(noise),
    snowGrip: flags.includes("S"),
    iceGrip: flags.includes("I"),
  };
}

function line(
  season: Season,
  vehicle: VehicleType,
  brand: string,
  pattern: TruckPattern | null,
  model: string,
  segment: Segment,
  label: string | null,
  sizes: string,
): ModelLine {
  return {
    season,
    vehicle,
    brand,
    pattern,
    model,
    segment,
    sizes: sizes.split(",").map((s) => s.trim()),
    label: label === null ? null : parseLabel(label),
  };
}

const car = (season: Season, brand: string, model: string, segment: Segment, label: string, sizes: string) =>
  line(season, "car", brand, null, model, segment, label, sizes);
const moto = (season: Season, brand: string, model: string, segment: Segment, sizes: string) =>
  line(season, "motorcycle", brand, null, model, segment, null, sizes);
const truck = (season: Season, brand: string, pattern: TruckPattern, model: string, segment: Segment, label: string, sizes: string) =>
  line(season, "truck", brand, pattern, model, segment, label, sizes);
const offRoad = (season: Season, brand: string, model: string, segment: Segment, label: string, sizes: string) =>
  line(season, "offRoad", brand, null, model, segment, label, sizes);

export const MODEL_LINES: readonly ModelLine[] = [
  // Car, summer
  car("summer", "Michelin", "Pilot Sport 4", "uhp", "C/A/71", "225/45R17 94Y, 225/40R18 92Y, 245/40R18 97Y"),
  car("summer", "Michelin", "Pilot Sport 5", "uhp", "C/A/71", "225/40R18 92Y, 235/40R19 96Y, 255/35R19 96Y"),
  car("summer", "Michelin", "Primacy 4+", "touring", "B/A/69", "195/65R15 91H, 205/55R16 91V, 215/55R17 94W, 225/45R17 94W"),
  car("summer", "Bridgestone", "Turanza 6", "touring", "B/A/70", "205/55R16 91V, 215/55R17 98W, 225/45R17 94Y"),
  car("summer", "Bridgestone", "Potenza Sport", "uhp", "C/A/72", "225/40R18 92Y, 245/40R18 97Y, 255/35R19 96Y"),
  car("summer", "Goodyear", "EfficientGrip Performance 2", "touring", "B/A/69", "195/65R15 91H, 205/55R16 91V, 225/45R17 94W"),
  car("summer", "Goodyear", "Eagle F1 Asymmetric 6", "uhp", "C/A/71", "225/45R17 94Y, 225/40R18 92Y, 245/40R18 97Y"),
  car("summer", "Continental", "PremiumContact 7", "touring", "B/A/71", "205/55R16 91V, 215/55R17 94V, 225/45R17 94Y"),
  car("summer", "Continental", "SportContact 7", "uhp", "C/A/72", "225/40R18 92Y, 245/35R19 93Y, 255/35R19 96Y"),
  car("summer", "Continental", "EcoContact 6", "eco", "A/B/70", "185/65R15 88T, 195/65R15 91H, 205/55R16 91V"),
  car("summer", "Pirelli", "P Zero", "uhp", "C/A/72", "225/40R18 92Y, 245/40R18 97Y, 255/35R19 96Y"),
  car("summer", "Pirelli", "Cinturato P7", "touring", "B/A/70", "205/55R16 91V, 215/55R17 94W, 225/45R17 94Y"),
  car("summer", "Hankook", "Ventus S1 evo3", "uhp", "C/A/71", "225/45R17 94Y, 225/40R18 92Y, 245/40R18 97Y"),
  car("summer", "Hankook", "Kinergy Eco 2", "eco", "B/B/70", "175/65R14 82T, 185/65R15 88H, 195/65R15 91H"),
  car("summer", "Toyo Tires", "Proxes Sport 2", "uhp", "C/A/71", "225/45R17 94Y, 225/40R18 92Y, 245/40R18 97Y"),
  car("summer", "Toyo Tires", "Proxes Comfort", "touring", "B/B/70", "195/65R15 91V, 205/55R16 91V, 215/55R17 98W"),
  car("summer", "Yokohama", "Advan Sport V107", "uhp", "C/A/72", "225/40R18 92Y, 245/40R18 97Y, 255/35R19 96Y"),
  car("summer", "Yokohama", "BluEarth-GT AE51", "touring", "B/A/70", "195/65R15 91H, 205/55R16 91V, 215/55R17 94W"),
  car("summer", "Dunlop", "Sport Maxx RT2", "uhp", "C/A/71", "225/45R17 94Y, 225/40R18 92Y, 245/40R18 97Y"),
  car("summer", "Firestone", "Roadhawk 2", "touring", "B/A/71", "195/65R15 91H, 205/55R16 91V, 225/45R17 94Y"),
  car("summer", "Nokian Tyres", "Wetproof 1", "touring", "B/A/70", "205/55R16 91V, 215/55R17 94V, 225/45R17 94Y"),
  car("summer", "BFGoodrich", "Advantage", "touring", "C/B/71", "195/65R15 91H, 205/55R16 91V, 225/45R17 94Y"),
  // Car, winter
  car("winter", "Michelin", "Alpin 7", "winter", "C/B/70/S", "195/65R15 91T, 205/55R16 91H, 215/55R17 98V, 225/45R17 94V"),
  car("winter", "Michelin", "Pilot Alpin 5", "winterPerf", "C/B/71/S", "225/45R17 94V, 225/40R18 92V, 245/40R18 97V"),
  car("winter", "Bridgestone", "Blizzak LM005", "winter", "C/A/71/S", "195/65R15 91T, 205/55R16 91H, 225/45R17 94V"),
  car("winter", "Bridgestone", "Blizzak 6", "winter", "C/B/71/S", "205/55R16 91H, 215/55R17 98V, 225/45R17 94V"),
  car("winter", "Goodyear", "UltraGrip Performance 3", "winterPerf", "C/B/71/S", "205/55R16 91H, 215/55R17 98V, 225/45R17 94V"),
  car("winter", "Goodyear", "UltraGrip 9+", "winter", "C/B/70/S", "185/65R15 88T, 195/65R15 91T, 205/55R16 91H"),
  car("winter", "Continental", "WinterContact TS 870", "winter", "C/B/71/S", "195/65R15 91T, 205/55R16 91H, 215/55R17 98V"),
  car("winter", "Continental", "WinterContact TS 870 P", "winterPerf", "C/B/72/S", "225/45R17 94V, 225/40R18 92V, 245/40R18 97V"),
  car("winter", "Continental", "VikingContact 7", "nordic", "D/E/70/SI", "205/55R16 94T, 215/55R17 98T, 225/45R17 94T"),
  car("winter", "Pirelli", "Winter Sottozero 3", "winterPerf", "C/B/72/S", "225/45R17 94V, 225/40R18 92V, 245/40R18 97V"),
  car("winter", "Pirelli", "Cinturato Winter 2", "winter", "C/B/71/S", "195/65R15 91T, 205/55R16 91H, 215/55R17 98V"),
  car("winter", "Hankook", "Winter i*cept RS3", "winter", "C/B/71/S", "185/65R15 88T, 195/65R15 91T, 205/55R16 91H"),
  car("winter", "Hankook", "Winter i*cept evo3", "winterPerf", "C/B/72/S", "225/45R17 94V, 225/40R18 92V, 245/40R18 97V"),
  car("winter", "Toyo Tires", "Observe S944", "winter", "C/B/71/S", "195/65R15 91H, 205/55R16 91H, 215/55R17 98V"),
  car("winter", "Toyo Tires", "Snowprox S954", "winterPerf", "C/B/72/S", "225/45R17 94V, 225/40R18 92V, 245/40R18 97V"),
  car("winter", "Yokohama", "BluEarth-Winter V906", "winter", "C/B/71/S", "205/55R16 91H, 215/55R17 98V, 225/45R17 94V"),
  car("winter", "Nokian Tyres", "Hakkapeliitta R5", "nordic", "C/E/70/SI", "195/65R15 95R, 205/55R16 94R, 215/55R17 98R"),
  car("winter", "Nokian Tyres", "Snowproof 2", "winter", "C/B/71/S", "205/55R16 91H, 215/55R17 98V, 225/45R17 94V"),
  car("winter", "Dunlop", "Winter Sport 5", "winter", "C/B/71/S", "195/65R15 91T, 205/55R16 91H, 225/45R17 94V"),
  car("winter", "Firestone", "Winterhawk 4", "winter", "C/B/71/S", "185/65R15 88T, 195/65R15 91T, 205/55R16 91H"),
  // Car, all-season
  car("allseason", "Michelin", "CrossClimate 2", "allSeason", "B/B/69/S", "195/65R15 91V, 205/55R16 91H, 215/55R17 98W, 225/45R17 94W"),
  car("allseason", "Goodyear", "Vector 4Seasons Gen-3", "allSeason", "C/B/71/S", "195/65R15 91V, 205/55R16 94V, 225/45R17 94W"),
  car("allseason", "Bridgestone", "Turanza All Season 6", "allSeason", "B/B/71/S", "205/55R16 94V, 215/55R17 98W, 225/45R17 94W"),
  car("allseason", "Continental", "AllSeasonContact 2", "allSeason", "B/B/71/S", "205/55R16 94V, 215/55R17 98W, 225/45R17 94W"),
  car("allseason", "Pirelli", "Cinturato All Season SF3", "allSeason", "C/B/71/S", "195/65R15 95V, 205/55R16 94V, 225/45R17 94W"),
  car("allseason", "Hankook", "Kinergy 4S2", "allSeason", "C/B/71/S", "195/65R15 91H, 205/55R16 94V, 225/45R17 94W"),
  car("allseason", "Toyo Tires", "Celsius AS2", "allSeason", "C/B/71/S", "195/65R15 91H, 205/55R16 94V, 225/45R17 94W"),
  car("allseason", "Yokohama", "BluEarth-4S AW21", "allSeason", "C/B/71/S", "205/55R16 94V, 215/55R17 98W, 225/45R17 94V"),
  car("allseason", "Nokian Tyres", "Seasonproof 1", "allSeason", "C/B/71/S", "195/65R15 95V, 205/55R16 94V, 225/45R17 94W"),
  car("allseason", "Firestone", "Multiseason 2", "allSeason", "C/B/71/S", "185/65R15 88H, 195/65R15 91H, 205/55R16 94V"),
  // Motorcycle
  moto("summer", "Michelin", "Power GP", "sport", "120/70ZR17 58W, 180/55ZR17 73W, 190/55ZR17 75W"),
  moto("summer", "Michelin", "Road 6", "sportTouring", "120/70ZR17 58W, 160/60ZR17 69W, 180/55ZR17 73W, 190/50ZR17 73W"),
  moto("summer", "Michelin", "Anakee Adventure", "adventure", "110/80R19 59V, 120/70R19 60V, 150/70R17 69V, 170/60R17 72V"),
  moto("summer", "Bridgestone", "Battlax S22", "sport", "120/70ZR17 58W, 180/55ZR17 73W, 190/55ZR17 75W"),
  moto("summer", "Bridgestone", "Battlax T32", "sportTouring", "120/70ZR17 58W, 180/55ZR17 73W, 190/50ZR17 73W"),
  moto("summer", "Bridgestone", "Battlax Adventure A41", "adventure", "110/80R19 59V, 120/70R19 60V, 150/70R17 69V, 170/60R17 72V"),
  moto("summer", "Pirelli", "Diablo Rosso IV", "sport", "120/70ZR17 58W, 180/55ZR17 73W, 190/55ZR17 75W"),
  moto("summer", "Pirelli", "Angel GT II", "sportTouring", "120/70ZR17 58W, 180/55ZR17 73W, 190/55ZR17 75W"),
  moto("summer", "Pirelli", "Scorpion Trail II", "adventure", "110/80R19 59V, 120/70R19 60V, 150/70R17 69V, 170/60R17 72V"),
  moto("summer", "Continental", "ContiRoadAttack 4", "sportTouring", "120/70ZR17 58W, 180/55ZR17 73W, 190/50ZR17 73W"),
  moto("summer", "Continental", "ContiSportAttack 4", "sport", "120/70ZR17 58W, 180/55ZR17 73W, 190/55ZR17 75W"),
  moto("summer", "Dunlop", "Sportmax Roadsport 2", "sportTouring", "120/70ZR17 58W, 160/60ZR17 69W, 180/55ZR17 73W"),
  moto("summer", "Dunlop", "Trailmax Meridian", "adventure", "110/80R19 59V, 120/70R19 60V, 150/70R17 69V"),
  moto("winter", "Michelin", "City Grip Winter", "scooterWinter", "120/70-12 58S, 130/70-12 62S, 110/70-13 48S, 120/70-14 55S"),
  moto("winter", "Metzeler", "Feelfree Wintec", "scooterWinter", "120/70R15 56H, 140/70R14 68S, 160/60R15 67H"),
  moto("allseason", "Michelin", "City Grip 2", "scooterAllSeason", "120/70-12 58S, 130/70-12 62S, 110/70-13 48S, 140/70-14 68S"),
  moto("allseason", "Continental", "ContiMove 365", "scooterAllSeason", "110/70-12 47S, 120/70-12 58S, 130/70-12 62S"),
  // Truck, summer
  truck("summer", "Michelin", "Drive", "X Multi D", "regional", "C/B/73", "315/80R22.5, 295/80R22.5, 315/70R22.5"),
  truck("summer", "Michelin", "Drive", "X Line Energy D", "longHaul", "B/C/73", "315/70R22.5, 295/60R22.5, 315/80R22.5"),
  truck("summer", "Michelin", "Drive", "XDA Energy+", "longHaul", "B/C/73", "11R22.5, 295/75R22.5, 11R24.5"),
  truck("summer", "Michelin", "Steer", "X Multi Z", "regional", "C/B/71", "315/80R22.5, 385/65R22.5, 295/80R22.5"),
  truck("summer", "Michelin", "Steer", "X Line Energy Z", "longHaul", "B/B/70", "315/70R22.5, 385/55R22.5, 295/60R22.5"),
  truck("summer", "Michelin", "Steer", "X Multi Energy Z", "longHaul", "B/B/70", "11R22.5, 295/75R22.5, 275/70R22.5"),
  truck("summer", "Michelin", "Trailer", "X Multi T", "regional", "C/B/71", "385/65R22.5, 385/55R22.5"),
  truck("summer", "Michelin", "Trailer", "X Line Energy T", "longHaul", "B/B/70", "385/65R22.5, 385/55R22.5"),
  truck("summer", "Michelin", "Trailer", "X Multi T2", "regional", "C/B/71", "11R22.5, 295/75R22.5"),
  truck("summer", "Bridgestone", "Drive", "Ecopia H-Drive 002", "longHaul", "B/C/73", "315/70R22.5, 295/60R22.5, 315/80R22.5"),
  truck("summer", "Bridgestone", "Drive", "M726 ELA", "regional", "C/C/73", "11R22.5, 295/75R22.5, 11R24.5"),
  truck("summer", "Bridgestone", "Steer", "Ecopia H-Steer 002", "longHaul", "B/B/70", "315/70R22.5, 385/55R22.5, 385/65R22.5"),
  truck("summer", "Bridgestone", "Steer", "R283A Ecopia", "longHaul", "B/B/71", "11R22.5, 295/75R22.5"),
  truck("summer", "Bridgestone", "Trailer", "R168", "regional", "C/B/71", "385/65R22.5, 385/55R22.5"),
  truck("summer", "Bridgestone", "Trailer", "R197", "regional", "C/B/71", "11R22.5, 295/75R22.5"),
  truck("summer", "Goodyear", "Drive", "Fuelmax D Gen-2", "longHaul", "B/B/73", "315/70R22.5, 295/60R22.5, 315/80R22.5"),
  truck("summer", "Goodyear", "Steer", "Fuelmax S Gen-2", "longHaul", "B/B/70", "315/70R22.5, 385/55R22.5, 315/80R22.5"),
  truck("summer", "Goodyear", "Trailer", "Fuelmax T", "longHaul", "B/B/70", "385/65R22.5, 385/55R22.5"),
  truck("summer", "Continental", "Drive", "Conti EcoPlus HD3", "longHaul", "B/B/73", "315/70R22.5, 295/60R22.5, 315/80R22.5"),
  truck("summer", "Continental", "Steer", "Conti EcoPlus HS3", "longHaul", "B/B/70", "315/70R22.5, 385/55R22.5, 315/80R22.5"),
  truck("summer", "Continental", "Trailer", "Conti EcoPlus HT3", "longHaul", "B/B/70", "385/65R22.5, 385/55R22.5"),
  truck("summer", "Double Coin", "Drive", "RLB490", "longHaul", "C/C/74", "11R22.5, 295/75R22.5, 11R24.5"),
  truck("summer", "Double Coin", "Drive", "RLB400", "regional", "C/C/74", "10R22.5, 11R22.5, 255/70R22.5"),
  truck("summer", "Double Coin", "Steer", "RT500", "regional", "C/C/72", "10R22.5, 11R22.5, 255/70R22.5, 295/75R22.5"),
  truck("summer", "Firestone", "Drive", "FD691", "regional", "C/C/73", "11R22.5, 295/75R22.5, 11R24.5"),
  truck("summer", "Firestone", "Drive", "FD611", "regional", "C/B/73", "315/80R22.5, 315/70R22.5, 295/80R22.5"),
  truck("summer", "Firestone", "Steer", "FS591", "regional", "C/B/71", "11R22.5, 295/75R22.5, 255/70R22.5"),
  truck("summer", "Firestone", "Steer", "FS411", "regional", "C/B/71", "315/80R22.5, 385/65R22.5, 315/70R22.5"),
  truck("summer", "Firestone", "Trailer", "FT491", "regional", "C/B/71", "11R22.5, 295/75R22.5, 10R22.5"),
  truck("summer", "Firestone", "Trailer", "FT522", "regional", "C/B/70", "385/65R22.5, 385/55R22.5"),
  truck("summer", "Hankook", "Drive", "DH31", "regional", "C/B/73", "315/80R22.5, 315/70R22.5, 295/80R22.5"),
  truck("summer", "Hankook", "Steer", "AH31", "regional", "C/B/71", "315/80R22.5, 385/65R22.5, 255/70R22.5"),
  truck("summer", "Hankook", "Trailer", "TH31", "regional", "C/B/70", "385/65R22.5, 385/55R22.5"),
  truck("summer", "Pirelli", "Drive", "TR:01", "regional", "C/B/73", "315/80R22.5, 315/70R22.5, 295/80R22.5"),
  truck("summer", "Pirelli", "Steer", "FR:01", "regional", "C/B/71", "315/80R22.5, 385/65R22.5, 295/80R22.5"),
  truck("summer", "Pirelli", "Trailer", "ST:01", "regional", "C/B/70", "385/65R22.5, 385/55R22.5"),
  truck("summer", "Dunlop", "Drive", "SP446", "regional", "C/B/73", "315/80R22.5, 315/70R22.5, 295/80R22.5"),
  truck("summer", "Dunlop", "Steer", "SP346", "regional", "C/B/71", "315/80R22.5, 385/65R22.5, 315/70R22.5"),
  truck("summer", "Dunlop", "Trailer", "SP246", "regional", "C/B/70", "385/65R22.5, 385/55R22.5"),
  truck("summer", "Yokohama", "Drive", "703ZL", "longHaul", "C/C/73", "11R22.5, 295/75R22.5, 11R24.5"),
  truck("summer", "Yokohama", "Steer", "104ZR", "longHaul", "C/B/71", "11R22.5, 295/75R22.5"),
  truck("summer", "Toyo Tires", "Steer", "M154", "longHaul", "C/B/71", "11R22.5, 295/75R22.5, 11R24.5"),
  // Truck, winter
  truck("winter", "Michelin", "Drive", "X Multi Grip D", "truckWinter", "C/B/74/S", "315/80R22.5, 315/70R22.5, 295/80R22.5"),
  truck("winter", "Michelin", "Steer", "X Multi Grip Z", "truckWinter", "C/B/72/S", "315/80R22.5, 385/65R22.5, 315/70R22.5"),
  truck("winter", "Goodyear", "Drive", "UltraGrip Max D", "truckWinter", "C/B/74/S", "315/80R22.5, 315/70R22.5, 295/80R22.5"),
  truck("winter", "Goodyear", "Steer", "UltraGrip Max S", "truckWinter", "C/B/72/S", "315/80R22.5, 385/65R22.5, 315/70R22.5"),
  truck("winter", "Goodyear", "Trailer", "UltraGrip Max T", "truckWinter", "C/B/71/S", "385/65R22.5, 385/55R22.5"),
  truck("winter", "Continental", "Drive", "Conti Scandinavia HD3", "truckWinter", "C/B/74/S", "315/80R22.5, 315/70R22.5, 295/80R22.5"),
  truck("winter", "Continental", "Steer", "Conti Scandinavia HS3", "truckWinter", "C/B/72/S", "315/80R22.5, 385/65R22.5, 315/70R22.5"),
  truck("winter", "Continental", "Trailer", "Conti Scandinavia HT3", "truckWinter", "C/B/71/S", "385/65R22.5, 385/55R22.5"),
  truck("winter", "Nokian Tyres", "Drive", "Hakkapeliitta Truck D2", "truckWinter", "C/C/74/S", "315/80R22.5, 315/70R22.5, 295/80R22.5"),
  truck("winter", "Nokian Tyres", "Steer", "Hakkapeliitta Truck F2", "truckWinter", "C/C/72/S", "315/80R22.5, 385/65R22.5, 315/70R22.5"),
  truck("winter", "Nokian Tyres", "Trailer", "Hakkapeliitta Truck T", "truckWinter", "C/C/71/S", "385/65R22.5, 385/55R22.5"),
  // Truck, all-season
  truck("allseason", "Goodyear", "Drive", "KMAX D Gen-2", "truckAllSeason", "C/B/73/S", "315/80R22.5, 315/70R22.5, 295/80R22.5"),
  truck("allseason", "Goodyear", "Steer", "KMAX S Gen-2", "truckAllSeason", "C/B/71/S", "315/80R22.5, 385/65R22.5, 315/70R22.5"),
  truck("allseason", "Goodyear", "Trailer", "KMAX T Gen-2", "truckAllSeason", "B/B/70/S", "385/65R22.5, 385/55R22.5"),
  truck("allseason", "Bridgestone", "Drive", "Duravis R-Drive 002", "truckAllSeason", "C/B/73/S", "315/80R22.5, 315/70R22.5, 295/80R22.5"),
  truck("allseason", "Bridgestone", "Steer", "Duravis R-Steer 002", "truckAllSeason", "C/B/71/S", "315/80R22.5, 385/65R22.5, 315/70R22.5"),
  truck("allseason", "Bridgestone", "Trailer", "Duravis R-Trailer 002", "truckAllSeason", "C/B/70/S", "385/65R22.5, 385/55R22.5"),
  truck("allseason", "Continental", "Drive", "Conti Hybrid HD5", "truckAllSeason", "C/B/73/S", "315/80R22.5, 315/70R22.5, 295/80R22.5"),
  truck("allseason", "Continental", "Steer", "Conti Hybrid HS5", "truckAllSeason", "C/B/71/S", "315/80R22.5, 385/65R22.5, 315/70R22.5"),
  truck("allseason", "Continental", "Trailer", "Conti Hybrid HT3", "truckAllSeason", "C/B/70/S", "385/65R22.5, 385/55R22.5"),
  // Off-road
  offRoad(
    "summer",
    "BFGoodrich",
    "Mud-Terrain T/A KM3",
    "mudTerrain",
    "E/C/73",
    "LT265/70R17 121/118Q, LT285/70R17 121/118Q, 35x12.50R17LT 121Q, 35x12.50R20LT 121Q",
  ),
  offRoad("summer", "Toyo Tires", "Open Country M/T", "mudTerrain", "E/C/73", "LT265/70R17 121/118P, LT285/70R17 121/118P, 35x12.50R20LT 121Q"),
  offRoad("summer", "Yokohama", "Geolandar M/T G003", "mudTerrain", "E/C/73", "LT265/70R17 121/118Q, LT285/75R16 126/123Q, 35x12.50R20LT 121Q"),
  offRoad("summer", "Bridgestone", "Dueler M/T 674", "mudTerrain", "E/C/73", "LT265/70R17 121/118Q, LT285/75R16 126/123Q, LT315/70R17 121/118Q"),
  offRoad("summer", "Hankook", "Dynapro MT2", "mudTerrain", "E/C/73", "LT265/70R17 121/118Q, LT285/70R17 121/118Q, 35x12.50R20LT 121Q"),
  offRoad("summer", "Michelin", "Latitude Sport 3", "suvSummer", "C/A/71", "235/55R18 100V, 255/55R18 109Y, 235/60R18 103W"),
  offRoad("summer", "Continental", "CrossContact LX Sport", "suvSummer", "C/B/72", "235/55R18 100V, 255/55R18 109H, 265/65R17 112H"),
  offRoad("winter", "Michelin", "X-Ice Snow SUV", "suvWinter", "C/B/72/S", "265/70R17 115T, 265/65R17 112T, 275/65R18 116T"),
  offRoad("winter", "Bridgestone", "Blizzak DM-V3", "suvWinter", "E/C/72/S", "265/70R17 115R, 265/65R17 112R, 275/65R18 116R"),
  offRoad("winter", "Yokohama", "Geolandar I/T G075", "suvWinter", "E/C/72/S", "265/70R17 115Q, 265/65R17 112Q, 275/65R18 116Q"),
  offRoad("winter", "Nokian Tyres", "Hakkapeliitta LT3", "ltWinter", "E/C/73/S", "LT245/75R16 120/116Q, LT265/70R17 121/118Q, LT275/65R18 123/120Q"),
  offRoad("winter", "Goodyear", "UltraGrip Ice WRT LT", "ltWinter", "E/C/73/S", "LT265/70R17 121/118R, LT275/65R18 123/120R"),
  offRoad(
    "allseason",
    "BFGoodrich",
    "All-Terrain T/A KO2",
    "allTerrain",
    "E/C/72/S",
    "LT245/75R16 120/116S, LT265/70R17 121/118S, LT285/70R17 121/118R, 35x12.50R20LT 121R",
  ),
  offRoad("allseason", "BFGoodrich", "Trail-Terrain T/A", "allTerrain", "D/C/72/S", "265/65R17 112T, 265/70R17 115T, 275/65R18 116T"),
  offRoad("allseason", "Toyo Tires", "Open Country A/T III", "allTerrain", "E/C/72/S", "LT265/70R17 121/118S, LT275/65R18 123/120S, 35x12.50R20LT 121S"),
  offRoad("allseason", "Pirelli", "Scorpion All Terrain Plus", "allTerrain", "E/C/72/S", "LT265/70R17 121/118S, 275/65R18 116T, LT285/70R17 121/118S"),
  offRoad("allseason", "Yokohama", "Geolandar A/T G015", "allTerrain", "E/C/72/S", "265/65R17 112H, LT265/70R17 121/118S, LT285/70R17 121/118S"),
  offRoad("allseason", "Goodyear", "Wrangler DuraTrac", "allTerrain", "E/C/73/S", "LT265/70R17 121/118Q, LT285/70R17 121/118Q, 35x12.50R20LT 121Q"),
  offRoad("allseason", "Hankook", "Dynapro AT2 Xtreme", "allTerrain", "E/C/72/S", "LT265/70R17 121/118S, LT285/70R17 121/118S, 275/65R18 116T"),
  offRoad("allseason", "Bridgestone", "Dueler A/T 002", "allTerrain", "E/C/72/S", "265/65R17 112T, LT265/70R17 121/118S, LT275/65R18 123/120S"),
  offRoad("allseason", "Michelin", "LTX A/T2", "allTerrain", "D/C/72", "LT245/75R16 120/116R, LT265/70R17 121/118R, LT275/65R18 123/120R"),
];
