// The back office's tests: the seller CLI run as the shop's owner runs it, and a
// signed-up account made a seller through it.
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
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

/** A new account, signed in, made a seller by the CLI. */
export async function signedUpSeller(
  baseUrl: string,
  database: Pick<TestDatabase, "childUrl">,
  name = "Sam Seller",
): Promise<{ client: AuthClient; email: string }> {
  const seller = await signedUpBuyer(baseUrl, name);
  const made = runSellerCli(database, "add", seller.email);
  if (made.status !== 0) throw new Error(`seller:add failed: ${made.stderr}`);
  return seller;
}
