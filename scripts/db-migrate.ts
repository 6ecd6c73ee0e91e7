// `npm run db:migrate`: brings the configured database to the newest schema.
import { connectDatabase } from "../app/db/connect.server";
import { migrateToLatest } from "../app/db/migrate.server";
import { ConfigError, loadConfig } from "../server/config";

try {
  const config = loadConfig();
  const database = connectDatabase(config.databaseUrl);
  try {
    const applied = await migrateToLatest(database.db);
    console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Already up to date.");
    console.log(`Database: ${database.description}`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
}
