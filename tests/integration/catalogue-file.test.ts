// /tyre_data.json built once per catalogue revision into gzip and brotli files and streamed
// (decision 081): the same bytes as the one-object export, in every coding, on both databases.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it, vi } from "vitest";
import { createCatalogueFiles, type CatalogueFile } from "../../app/catalogue/catalogue-file.server";
import { exportNestedCatalogue } from "../../app/catalogue/export-nested.server";
import { importCatalogue } from "../../app/catalogue/import-catalogue.server";
import { getCatalogueRevision } from "../../app/catalogue/revision.server";
import { TEST_DIALECTS, type TestDatabase } from "../support/test-database";
import { useApi } from "../support/test-server";
import { decodedBody, getRaw } from "../../scripts/support/raw-http";
import { SAMPLE_CATALOGUE, readJson, truckEntry, truckFile } from "../support/fixtures";

// The build's read of the catalogue, counted, with a hook run once after its first piece of text
// to stand for an import that commits while a file is being built.
const duringBuild = vi.hoisted(() => ({ reads: 0, once: null as null | (() => Promise<void>) }));
vi.mock("../../app/catalogue/export-nested.server", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../app/catalogue/export-nested.server")>();
  return {
    ...actual,
    async *streamNestedCatalogue(...args: Parameters<typeof actual.streamNestedCatalogue>) {
      duringBuild.reads++;
      for await (const text of actual.streamNestedCatalogue(...args)) {
        yield text;
        const hook = duringBuild.once;
        duringBuild.once = null;
        if (hook) await hook();
      }
    },
  };
});

/** The one-object export as the old endpoint sent it. */
async function oneObjectExport(database: TestDatabase): Promise<string> {
  return JSON.stringify(await exportNestedCatalogue(database.db));
}

function readBoth(file: CatalogueFile): { gzip: string; br: string } {
  return {
    gzip: gunzipSync(readFileSync(file.paths.gzip)).toString("utf8"),
    br: brotliDecompressSync(readFileSync(file.paths.br)).toString("utf8"),
  };
}

describe.each(TEST_DIALECTS)("/tyre_data.json as built files on %s", (dialect) => {
  const folders: string[] = [];
  const freshFolder = () => {
    const folder = mkdtempSync(join(tmpdir(), "tyre-file-test-"));
    folders.push(folder);
    return folder;
  };

  const api = useApi(dialect, (database) => importCatalogue(database.db, readJson(SAMPLE_CATALOGUE)));
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it("writes gzip and brotli files whose text is byte for byte the one-object export of the sample catalogue", async () => {
    const file = await createCatalogueFiles(api.database.db, freshFolder()).current();
    const expected = await oneObjectExport(api.database);
    expect(expected.length).toBeGreaterThan(100_000);
    expect(readBoth(file)).toEqual({ gzip: expected, br: expected });
  });

  it("serves brotli, gzip and identity bodies that are all the one-object export, with their lengths", async () => {
    const expected = await oneObjectExport(api.database);
    const url = `${api.baseUrl}/tyre_data.json`;
    const [br, gzip, identity] = await Promise.all([
      getRaw(url, { "Accept-Encoding": "gzip, deflate, br" }),
      getRaw(url, { "Accept-Encoding": "gzip" }),
      getRaw(url, { "Accept-Encoding": "identity" }),
    ]);
    expect([br.status, gzip.status, identity.status]).toEqual([200, 200, 200]);
    expect([br.headers["content-encoding"], gzip.headers["content-encoding"], identity.headers["content-encoding"]]).toEqual(["br", "gzip", undefined]);
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(Number(gzip.headers["content-length"])).toBe(gzip.body.length);
    expect(br.headers["content-type"]).toMatch(/^application\/json/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(decodedBody(br)).toBe(expected);
    expect(decodedBody(gzip)).toBe(expected);
    expect(identity.body.toString("utf8")).toBe(expected);
  });

  it("answers 304 to its ETag in any coding, and a HEAD with the headers only", async () => {
    const url = `${api.baseUrl}/tyre_data.json`;
    const first = await getRaw(url, { "Accept-Encoding": "br" });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"catalogue-\d+-[0-9a-f]+"$/);
    for (const coding of ["br", "gzip", "identity"]) {
      const again = await getRaw(url, { "Accept-Encoding": coding, "If-None-Match": etag });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    }
    const head = await fetch(url, { method: "HEAD", headers: { "Accept-Encoding": "br" } });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(first.body.length));
  });

  it("serves the new catalogue under a new ETag as soon as an import commits", async () => {
    const url = `${api.baseUrl}/tyre_data.json`;
    const before = await getRaw(url, { "Accept-Encoding": "gzip" });
    await importCatalogue(api.database.db, truckFile("Filebrand", "Drive", [truckEntry({ model: "Fresh in the file" })]));
    const after = await getRaw(url, { "Accept-Encoding": "gzip", "If-None-Match": String(before.headers.etag) });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const text = decodedBody(after);
    expect(text).toBe(await oneObjectExport(api.database));
    expect(JSON.parse(text).summer.truck.Filebrand.Drive[0]).toMatchObject({ model: "Fresh in the file" });
  });

  it("builds once for requests that arrive together, and leaves only the finished files", async () => {
    const folder = freshFolder();
    const files = createCatalogueFiles(api.database.db, folder);
    const reads = duringBuild.reads;
    const built = await Promise.all(Array.from({ length: 5 }, () => files.current()));
    expect(duringBuild.reads).toBe(reads + 1);
    expect(new Set(built.map((f) => f.paths.gzip)).size).toBe(1);
    expect(readdirSync(folder).sort()).toEqual([built[0]!.paths.br, built[0]!.paths.gzip].map((p) => p.slice(folder.length + 1)).sort());
    await files.current();
    expect(duringBuild.reads).toBe(reads + 1);
  });

  it("lets two processes build the same file at once, each finding it complete", async () => {
    const folder = freshFolder();
    const [one, two] = await Promise.all([createCatalogueFiles(api.database.db, folder).current(), createCatalogueFiles(api.database.db, folder).current()]);
    expect(one.paths).toEqual(two.paths);
    const expected = await oneObjectExport(api.database);
    expect(readBoth(one)).toEqual({ gzip: expected, br: expected });
    expect(readdirSync(folder)).toHaveLength(2);
  });

  it("starts a build again when an import commits during it, so a file never holds another revision's catalogue", async () => {
    const folder = freshFolder();
    const start = await getCatalogueRevision(api.database.db);
    duringBuild.once = async () => {
      await importCatalogue(api.database.db, truckFile("Filebrand", "Steer", [truckEntry({ model: "Committed mid-build" })]));
    };
    const file = await createCatalogueFiles(api.database.db, folder).current();
    expect(duringBuild.once).toBeNull();
    const now = await getCatalogueRevision(api.database.db);
    expect(now.revision).toBe(start.revision + 1);
    expect(file.revision).toBe(now.revision);
    expect(file.paths.gzip).toContain(now.stamp);
    const expected = await oneObjectExport(api.database);
    expect(expected).toContain("Committed mid-build");
    expect(readBoth(file)).toEqual({ gzip: expected, br: expected });
    expect(readdirSync(folder).filter((name) => name.includes(start.stamp))).toEqual([]);
  });
});
