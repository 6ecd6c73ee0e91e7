// Builds nested catalogues (spec §3 file format) from the real model lines in model-lines.ts: the
// committed sample (every model in its real sizes) and seeded synthetic ones of any size. Pure
// and deterministic: the same options always give byte-identical JSON. Tooling for scripts and
// tests; the storefront never imports it.
import { SEASONS, VEHICLE_TYPES } from "../../app/catalogue/seasons-and-vehicle-types";
import { FILE_SEASON_KEY, type CatalogueTyreEntry, type NestedCatalogue, type SeasonCatalogue } from "./catalogue-file-format";
import { MODEL_LINES, type ModelLine } from "./model-lines";
import { mulberry32, shuffle } from "./seeded-random";
import { extraSizeOptions, realSizeOptions } from "./size-options";
import { createTyreEntry } from "./tyre-entry";

export type { CatalogueTyreEntry, NestedCatalogue } from "./catalogue-file-format";

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
 * then other common sizes of its kind, then derived model names in all of those.
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
      const model = derivedModelName(line.model, Math.floor(k / sizes.length));
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

// Made-up model names derived from a real one, so a synthetic catalogue can grow past the real
// sizes. Not "variants": a variant is one tyre of a model (a size, and for trucks a pattern).
const DERIVED_MODEL_TAGS = ["Plus", "HD", "Eco", "Pro", "Evo", "Max", "Grip", "Tour", "Flex", "Prime"];

/** 0 → the real model; then "X Multi D Plus" … "X Multi D Prime", "X Multi D Plus 2" … */
function derivedModelName(model: string, n: number): string {
  if (n === 0) return model;
  const tag = DERIVED_MODEL_TAGS[(n - 1) % DERIVED_MODEL_TAGS.length]!;
  const round = Math.floor((n - 1) / DERIVED_MODEL_TAGS.length);
  return round === 0 ? `${model} ${tag}` : `${model} ${tag} ${round + 1}`;
}

function allocateQuotas(count: number, rng: () => number): Map<ModelLine, number> {
  const groups = SEASONS.flatMap((season) => VEHICLE_TYPES.map((vehicle) => MODEL_LINES.filter((l) => l.season === season && l.vehicle === vehicle))).filter(
    (lines) => lines.length > 0,
  );
  const groupQuota = groups.map(() => 0);
  if (count < groups.length) {
    shuffle(
      groups.map((_, i) => i),
      rng,
    )
      .slice(0, count)
      .forEach((i) => (groupQuota[i] = 1));
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

function emptyCatalogue(): NestedCatalogue {
  const season = (): SeasonCatalogue => ({ car: {}, motorcycle: {}, truck: {}, offRoad: {} });
  return { summer: season(), winter: season(), allSeason: season() };
}

function addEntry(catalogue: NestedCatalogue, line: ModelLine, entry: CatalogueTyreEntry): void {
  const season = catalogue[FILE_SEASON_KEY[line.season]];
  if (line.vehicle === "truck") {
    const pattern = line.pattern ?? "Drive";
    const brand = (season.truck[line.brand] ??= {});
    (brand[pattern] ??= []).push(entry);
  } else {
    (season[line.vehicle][line.brand] ??= { tyres: [] }).tyres.push(entry);
  }
}
