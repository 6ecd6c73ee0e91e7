// `npm run inquiries:export -- [--since DATE]`: every inquiry (or those created on or after DATE)
// as CSV on stdout, for the seller's spreadsheet. Reads DATABASE_URL like the server.
import { parseArgs } from "node:util";
import { connectDatabase } from "../app/db/connect.server";
import { migrateToLatest } from "../app/db/migrate.server";
import { listInquiries } from "../app/inquiries/inquiry-repository.server";
import { INQUIRY_EXPORT_COLUMNS, csvLine, inquiryCsvLine } from "../app/inquiries/inquiry-csv";

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

let values: { since?: string | undefined };
try {
  ({ values } = parseArgs({ options: { since: { type: "string" } }, allowPositionals: false }));
} catch (error) {
  fail(`${(error as Error).message}\nusage: npm run inquiries:export -- [--since YYYY-MM-DD]`);
}
const since = values.since === undefined ? undefined : new Date(values.since);
if (since && Number.isNaN(since.getTime())) fail(`--since: '${values.since}' is not a date (use YYYY-MM-DD or an ISO time)`);

const database = connectDatabase(process.env.DATABASE_URL?.trim() || "./data/storefront.db");
try {
  await migrateToLatest(database.db);
  const rows = await listInquiries(database.db, since ? { since } : {});
  process.stdout.write(csvLine([...INQUIRY_EXPORT_COLUMNS]));
  for (const row of rows) process.stdout.write(inquiryCsvLine(row));
} finally {
  await database.close();
}
