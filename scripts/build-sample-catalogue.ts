// Regenerates data/tyre_data.json, the committed sample catalogue, from scripts/catalogue/model-lines.ts.
// Usage: npx tsx scripts/build-sample-catalogue.ts
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { BrandTyres, TruckBrandTyres } from "./catalogue/catalogue-file-format";
import { buildSampleCatalogue } from "./catalogue/generate-catalogue";

const target = fileURLToPath(new URL("../data/tyre_data.json", import.meta.url));
const catalogue = buildSampleCatalogue();
writeFileSync(target, `${JSON.stringify(catalogue, null, 2)}\n`);

const brandTyres = (brands: Record<string, BrandTyres>) => Object.values(brands).reduce((sum, brand) => sum + brand.tyres.length, 0);
const truckTyres = (brands: Record<string, TruckBrandTyres>) =>
  Object.values(brands)
    .flatMap((patterns) => Object.values(patterns))
    .reduce((sum, list) => sum + list.length, 0);
const total = Object.values(catalogue).reduce(
  (sum, season) => sum + brandTyres(season.car) + brandTyres(season.motorcycle) + brandTyres(season.offRoad) + truckTyres(season.truck),
  0,
);
console.log(`Wrote ${total} tyres to ${target}`);
