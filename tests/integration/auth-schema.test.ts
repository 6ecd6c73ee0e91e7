// Our dated migration creates exactly what better-auth expects on each dialect (decision 010):
// better-auth's own migration planner finds nothing to create or add.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getMigrations } from "better-auth/db/migration";
import { createAuth } from "../../app/auth/auth.server";
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from "../support/test-database";

describe.each(TEST_DIALECTS)("account tables on %s", (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("match better-auth's schema, Google sign-in and database rate limits included", async () => {
    const auth = createAuth({
      db: database.db,
      dialect,
      mailer: { send: async () => ({ messageId: "" }) },
      config: {
        publicUrl: "http://localhost:3000",
        authSecret: "schema-test-secret-schema-test-secret-0",
        googleClientId: "client",
        googleClientSecret: "secret",
        googleIssuer: "https://accounts.google.com",
      },
      log: () => {},
    });
    const { toBeCreated, toBeAdded } = await getMigrations(auth.options);
    expect(toBeCreated.map((t) => t.table)).toEqual([]);
    expect(toBeAdded.map((t) => t.table)).toEqual([]);
  });
});
