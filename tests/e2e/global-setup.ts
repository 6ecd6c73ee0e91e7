// Before the suites: a fresh build of the storefront when the sources changed, and a name for this
// run's PostgreSQL schemas, which are dropped when every file has finished (decision 201).
import { randomBytes } from "node:crypto";
import { buildIfStale } from "../../scripts/build-if-stale";
import { dropRunSchemas } from "../support/test-database";

export default function setup() {
  buildIfStale();
  // Every project's setup runs in this one process, before the workers start (they inherit it).
  process.env.TEST_RUN_ID ??= randomBytes(4).toString("hex");
  const runId = process.env.TEST_RUN_ID;
  return () => dropRunSchemas(runId);
}
