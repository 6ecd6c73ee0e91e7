// The setup of the back office's integration suites: a fresh database of one dialect, the whole
// storefront in this process over it, and a signed-in seller (with a second factor); closed after
// the block. Plus the form posts of a table page (a field form, a CSV upload previewed, then
// applied; decision 309) and the page-cache probe its changes are judged by.
import { afterAll, beforeAll, expect } from "vitest";
import { getCatalogueRevision } from "../../app/catalogue/revision.server";
import type { DialectName } from "../../app/db/connect.server";
import type { AuthClient } from "./auth-client";
import { signedUpSeller } from "./seller";
import { createTestDatabase, type TestDatabase } from "./test-database";
import { startStorefront, type RunningStorefront } from "./test-storefront";

export interface SellerShop {
  readonly database: TestDatabase;
  readonly shop: RunningStorefront;
  readonly seller: AuthClient;
  readonly sellerEmail: string;
}

/** One block's shop and seller, read inside its tests (after its beforeAll ran). */
export function useSellerShop(dialect: DialectName): SellerShop {
  let started: { database: TestDatabase; shop: RunningStorefront; seller: AuthClient; sellerEmail: string } | undefined;
  let database: TestDatabase | undefined;
  let shop: RunningStorefront | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    shop = await startStorefront(database);
    const { client, email } = await signedUpSeller(shop.baseUrl, database);
    started = { database, shop, seller: client, sellerEmail: email };
  });
  afterAll(async () => {
    await shop?.close();
    await database?.destroy();
  });
  const get = () => {
    if (!started) throw new Error("useSellerShop: read the shop inside a test, after its beforeAll");
    return started;
  };
  return {
    get database() {
      return get().database;
    },
    get shop() {
      return get().shop;
    },
    get seller() {
      return get().seller;
    },
    get sellerEmail() {
      return get().sellerEmail;
    },
  };
}

/** The posts of a back-office table page at `path`: a field form, a CSV file previewed, a previewed file applied. */
export function tablePagePosts(seller: () => AuthClient, path: string) {
  const multipart = (fields: Record<string, string | Blob>, fileName: string) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      if (typeof value === "string") form.set(name, value);
      else form.set(name, value, fileName);
    }
    return seller().request(path, { method: "POST", body: form });
  };
  return {
    /** A field form; `at` another page's. */
    post: (fields: Record<string, string>, at = path) =>
      seller().request(at, {
        method: "POST",
        body: new URLSearchParams(fields).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
    upload: (content: string | Uint8Array, fileName = "rates.csv") =>
      multipart({ intent: "preview", file: new Blob([content as BlobPart], { type: "text/csv" }) }, fileName),
    apply: (csv: string, fingerprint: string) => multipart({ intent: "apply", csv, fileName: "rates.csv", fingerprint }, "rates.csv"),
  };
}

/** The apply form's fingerprint in a previewed page. */
export const fingerprintIn = (html: string) => /name="fingerprint" value="([^"]+)"/.exec(html)?.[1] ?? "";

/** A page kept for anonymous visitors, which a change that prices differently must drop. */
export function pageCacheProbe(database: () => TestDatabase) {
  async function keepAPage() {
    await database().db.deleteFrom("page_cache").execute();
    await database()
      .db.insertInto("page_cache")
      .values({
        key: "/buy-now",
        revision: 0,
        status: 200,
        headers_json: "{}",
        etag: "x",
        body_gzip: Buffer.from(""),
        body_br: Buffer.from(""),
        created_at: "",
      })
      .execute();
  }
  const keptPages = async () => (await database().db.selectFrom("page_cache").select("key").execute()).length;
  return {
    keepAPage,
    keptPages,
    /** Asserts `change` answers `status`, empties the page cache and moves the catalogue revision on. */
    async expectCacheEmptiedBy(change: () => Promise<Response>, status = 303) {
      await keepAPage();
      const before = await getCatalogueRevision(database().db);
      expect((await change()).status).toBe(status);
      expect(await keptPages()).toBe(0);
      expect((await getCatalogueRevision(database().db)).revision).toBe(before.revision + 1);
    },
    /** Asserts `change` answers `status` with `reason` and leaves `state` (the table, its audit log) and the cache as they were. */
    async expectRefused(change: () => Promise<Response>, status: number, reason: string | RegExp, state: () => Promise<unknown>) {
      await keepAPage();
      const before = await state();
      const response = await change();
      expect(response.status).toBe(status);
      const body = await response.text();
      if (typeof reason === "string") expect(body).toContain(reason);
      else expect(body).toMatch(reason);
      expect(await state()).toEqual(before);
      expect(await keptPages()).toBe(1);
    },
  };
}
