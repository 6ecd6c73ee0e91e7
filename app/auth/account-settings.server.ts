// What every page reads of a signed-in account: the seller role (the menu's back-office link,
// decision 170) and the display currency kept in the account (decision 298). One query for both, and
// one per page read: the root loader and a converting page's loader ask at once, and on PostgreSQL
// each query is a round trip of its own.
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";

export interface AccountSettings {
  seller: boolean;
  /** The code the buyer last chose, or null when they have not chosen one in their account. */
  displayCurrency: string | null;
}

export async function readAccountSettings(db: Kysely<Database>, userId: string): Promise<AccountSettings> {
  const row = await db
    .selectFrom("user")
    .select((eb) => [
      "user.displayCurrency",
      eb
        .exists(eb.selectFrom("user_role").select("user_role.role").whereRef("user_role.user_id", "=", "user.id").where("user_role.role", "=", "seller"))
        .as("seller"),
    ])
    .where("user.id", "=", userId)
    .executeTakeFirst();
  // PostgreSQL answers exists() with a boolean, SQLite with 1 or 0.
  return { seller: Boolean(row?.seller), displayCurrency: row?.displayCurrency ?? null };
}

/** One answer per page read (GET or HEAD); an action's request reads afresh, as it may have changed them. */
const answers = new WeakMap<Request, { userId: string; settings: Promise<AccountSettings> }>();

export function accountSettingsFor(db: Kysely<Database>, request: Request, userId: string): Promise<AccountSettings> {
  if (request.method !== "GET" && request.method !== "HEAD") return readAccountSettings(db, userId);
  const known = answers.get(request);
  if (known && known.userId === userId) return known.settings;
  const settings = readAccountSettings(db, userId);
  answers.set(request, { userId, settings });
  // A failed read is not kept: the page's error is its own, the next ask tries again.
  settings.catch(() => {
    if (answers.get(request)?.settings === settings) answers.delete(request);
  });
  return settings;
}
