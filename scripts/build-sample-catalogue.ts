// Regenerates data/tyre_data.json, the committed sample catalogue, from scripts/catalogue/model-lines.ts.
// Usage: npx tsx scripts/build-sample-catalogue.ts
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildSampleCatalogue, type CatalogueTyreEntry } from "./catalogue/generate-catalogue";

const target = fileURLToPath(new URL("../data/tyre_data.json", import.meta.url));
const catalogue = buildSampleCatalogue();
writeFileSync(target, `${JSON.stringify(catalogue, null, 2)}\n`);

const total = Object.values(catalogue)
  .flatMap((season) => [season.car, season.motorcycle, season.truck, season.offRoad])
  .flatMap((brands) => Object.values(brands))
  .flatMap((groups): CatalogueTyreEntry[][] => Object.values(groups))
  .reduce((sum, list) => sum + list.length, 0);
console.log(`Wrote ${total} tyres to ${target}`);
