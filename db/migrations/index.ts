// Every migration, in order. Listed statically so the bundled server and the CLI see the same set.
import type { Migration } from "kysely";
import * as catalogue from "./2026-11-21-01-catalogue";
import * as accounts from "./2026-11-21-02-accounts";
import * as inquiries from "./2026-11-21-03-inquiries";

export const migrations: Record<string, Migration> = {
  "2026-11-21-01-catalogue": catalogue,
  "2026-11-21-02-accounts": accounts,
  "2026-11-21-03-inquiries": inquiries,
};
