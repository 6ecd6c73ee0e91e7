// The back office's tests: the seller CLI run as the shop's owner runs it, and a
// signed-up account made a seller as the CLI makes one.
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { grantSellerRole } from "../../app/admin/seller-role.server";
import type { AuthClient } from "./auth-client";
import { REPO_ROOT } from "./fixtures";
import { signedUpBuyer } from "./inquiry-fixtures";
import type { TestDatabase } from "./test-database";

/** `npm run seller:add|seller:remove -- EMAIL` against the test database. */
export function runSellerCli(database: Pick<TestDatabase, "childUrl">, command: "add" | "remove", ...args: string[]): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, ["--import", "tsx", "scripts/seller-role.ts", command, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: database.childUrl },
    encoding: "utf8",
  });
}

/**
 * A new account, signed in, made a seller by the CLI's own call (grantSellerRole, audited as the
 * CLI's change). The CLI itself is proved in tests/integration/admin-access.test.ts; a fixture that
 * ran it cost a Node process with tsx and a migration check, 1.3 s of CPU and 3 to 5 s of a blocked
 * test file on a loaded machine, some 60 times a run (decision 236).
 */
export async function signedUpSeller(baseUrl: string, database: Pick<TestDatabase, "db">, name = "Sam Seller"): Promise<{ client: AuthClient; email: string }> {
  const seller = await signedUpBuyer(baseUrl, name);
  await makeSeller(database, seller.email);
  return seller;
}

/** An existing account made a seller by the CLI's own call, as signedUpSeller does. */
export async function makeSeller(database: Pick<TestDatabase, "db">, email: string): Promise<void> {
  const made = await grantSellerRole(database.db, email);
  if (!made.ok || !made.changed) throw new Error(`seller:add failed: ${made.ok ? `${email} was already a seller` : made.reason}`);
}
