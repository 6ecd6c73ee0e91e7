// `npm run seller:add -- EMAIL` and `npm run seller:remove -- EMAIL` (decision 170): the
// only way to make an account a seller or take it back. Reads DATABASE_URL like the server; the
// change is in the audit log with 'cli' as its actor.
import { connectDatabase } from "../app/db/connect.server";
import { migrateToLatest } from "../app/db/migrate.server";
import { grantSellerRole, revokeSellerRole } from "../app/admin/seller-role.server";

const [command, email, ...rest] = process.argv.slice(2);
const USAGE = "usage: npm run seller:add -- EMAIL | npm run seller:remove -- EMAIL";

if ((command !== "add" && command !== "remove") || !email || rest.length > 0) {
  console.error(USAGE);
  process.exit(2);
}

const database = connectDatabase(process.env.DATABASE_URL?.trim() || "./data/storefront.db");
try {
  await migrateToLatest(database.db);
  const result = command === "add" ? await grantSellerRole(database.db, email) : await revokeSellerRole(database.db, email);
  if (!result.ok) {
    console.error(result.reason);
    process.exitCode = 1;
  } else if (command === "add") {
    console.log(result.changed ? `${result.email} is now a seller` : `${result.email} was already a seller`);
  } else {
    console.log(result.changed ? `${result.email} is no longer a seller` : `${result.email} was not a seller`);
  }
} finally {
  await database.close();
}
