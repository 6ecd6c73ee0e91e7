// `npm run catalogue:import -- FILE [--replace]`: imports a nested catalogue file into the
// configured database in one transaction and prints what was refused and why.
import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import { connectDatabase } from "../app/db/connect.server";
import { migrateToLatest } from "../app/db/migrate.server";
import { importCatalogue, parseCatalogueJson } from "../app/catalogue/import-catalogue.server";
import { recordImport } from "../app/catalogue/import-history.server";
import { loadConfig } from "../server/config";

const USAGE = "usage: npm run catalogue:import -- FILE [--replace]";

async function main(args: string[]): Promise<number> {
  const replace = args.includes("--replace");
  const unknown = args.filter((a) => a.startsWith("--") && a !== "--replace");
  const files = args.filter((a) => !a.startsWith("--"));
  if (unknown.length || files.length !== 1) {
    console.error(unknown.length ? `unknown option ${unknown[0]}\n${USAGE}` : USAGE);
    return 2;
  }
  const file = files[0]!;
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    console.error(`cannot read ${file}: ${(error as Error).message}`);
    return 1;
  }
  const parsed = parseCatalogueJson(text);
  if (!parsed.ok) {
    console.error(`${file} is ${parsed.error}. Nothing was imported.`);
    return 1;
  }
  const config = loadConfig();
  const database = connectDatabase(config.databaseUrl);
  try {
    await migrateToLatest(database.db);
    // The back office's import history lists the shell's imports too (actor 'cli').
    const record = { actor: { name: "cli", userId: null }, fileName: basename(file), format: "json" as const, replace };
    const summary = await importCatalogue(database.db, parsed.value, { replace, within: async (trx, done) => void (await recordImport(trx, record, done)) });
    for (const r of summary.refused) console.log(`refused  ${r.where}: ${r.reason}`);
    for (const w of summary.warnings) console.log(`warning  ${w}`);
    console.log(
      `imported ${summary.imported}, updated ${summary.updated}, unchanged ${summary.unchanged}, refused ${summary.refused.length}, ` +
        `warnings ${summary.warnings.length}${replace ? `, removed ${summary.removed}` : ""} (${database.description})`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
