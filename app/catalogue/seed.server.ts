// Loads the sample catalogue into an empty database, so a fresh install has tyres to show.
import { readFile } from "node:fs/promises";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { importCatalogue, parseCatalogueJson, type ImportSummary } from "./import-catalogue.server";
import { countTyres } from "./repository.server";

/** Imports the file when the catalogue is empty; returns null when there was nothing to do. */
export async function seedCatalogueIfEmpty(db: Kysely<Database>, file: string): Promise<ImportSummary | null> {
  if ((await countTyres(db)) > 0) return null;
  const parsed = parseCatalogueJson(await readFile(file, "utf8"));
  if (!parsed.ok) throw new Error(`sample catalogue ${file} is ${parsed.error}`);
  try {
    return await importCatalogue(db, parsed.value);
  } catch (error) {
    // Two servers started together on one empty database both try; the import is one
    // transaction, so the loser changed nothing and finds the winner's tyres.
    if ((await countTyres(db)) > 0) return null;
    throw error;
  }
}
