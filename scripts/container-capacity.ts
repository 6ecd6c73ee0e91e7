// `npm run container-capacity -- list | set SIZE COUNT_20FT COUNT_40FT | remove SIZE`: the seller's
// own container counts by tyre size, which the quote basket plans with instead of the
// counts worked out from the size. Reads DATABASE_URL like the server.
import { connectDatabase } from "../app/db/connect.server";
import { migrateToLatest } from "../app/db/migrate.server";
import { containerCapacity } from "../app/domain/container-capacity";
import { bumpCatalogueRevision } from "../app/catalogue/revision.server";
import { listCapacityOverrides, removeCapacityOverride, setCapacityOverride } from "../app/quote-basket/container-capacity.server";

const USAGE = "usage: npm run container-capacity -- list | set SIZE COUNT_20FT COUNT_40FT | remove SIZE";
const [command, ...args] = process.argv.slice(2);

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

const database = connectDatabase(process.env.DATABASE_URL?.trim() || "./data/storefront.db");
try {
  await migrateToLatest(database.db);
  if (command === "list" && args.length === 0) {
    const overrides = await listCapacityOverrides(database.db);
    console.log("size\t20ft\t40ft\t(worked out 20ft/40ft)");
    for (const [size, counts] of overrides) {
      const model = containerCapacity(size);
      console.log(`${size}\t${counts["20ft"]}\t${counts["40ft"]}\t(${model["20ft"]}/${model["40ft"]})`);
    }
  } else if (command === "set" && args.length === 3) {
    const [size, twenty, forty] = args as [string, string, string];
    const changed = await setCapacityOverride(database.db, size, Number(twenty), Number(forty));
    if (!changed.ok) fail(changed.reason);
    // As the back office does: the pages keep the counts per revision (kept-pricing-tables.server.ts).
    await bumpCatalogueRevision(database.db, new Date().toISOString());
    console.log(`${changed.size}: ${twenty} in a 20ft, ${forty} in a 40ft`);
  } else if (command === "remove" && args.length === 1) {
    const removed = await removeCapacityOverride(database.db, args[0]!);
    if (removed) await bumpCatalogueRevision(database.db, new Date().toISOString());
    const model = containerCapacity(args[0]!);
    console.log(removed ? `${args[0]}: planned from its size again (${model["20ft"]} / ${model["40ft"]})` : `${args[0]}: had no count of its own`);
  } else {
    fail(command ? `unknown command or arguments: ${process.argv.slice(2).join(" ")}` : "no command");
  }
} finally {
  await database.close();
}
