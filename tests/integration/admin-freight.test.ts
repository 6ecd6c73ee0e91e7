// The seller's freight table over HTTP (decision 208), on both databases: the settings, a port
// added, saved (its example mark cleared) and removed, a rate sheet previewed then applied; each
// change audited with before and after and emptying the page cache; bad rows and bad files refused
// with 400 and a reason, changing nothing; a container-capacity change empties the cache too.
import { beforeEach, describe, expect, it } from "vitest";
import { listAuditOf } from "../../app/admin/audit-log.server";
import { FREIGHT_CSV_HEADER } from "../../app/freight/freight-admin-csv";
import { loadFreightTable } from "../../app/freight/freight-table.server";
import { fingerprintIn, pageCacheProbe, tablePagePosts, useSellerShop } from "../support/seller-shop";
import { TEST_DIALECTS } from "../support/test-database";

describe.each(TEST_DIALECTS)("the back office's freight table on %s", (dialect) => {
  const suite = useSellerShop(dialect);
  const { post, upload, apply } = tablePagePosts(() => suite.seller, "/admin/freight");
  const probe = pageCacheProbe(() => suite.database);
  const { expectCacheEmptiedBy } = probe;

  const table = () => loadFreightTable(suite.database.db);
  const port = async (code: string) => (await table()).ports.find((p) => p.code === code) ?? null;
  const countIn = (html: string, change: string) => Number(new RegExp(`data-testid="freight-count-${change}">(\\d+)<`).exec(html)?.[1]);
  const download = async () => (await suite.seller.get("/admin/freight.csv")).text();

  const auditCount = async () => (await suite.database.db.selectFrom("audit_log").select("id").where("action", "like", "freight.%").execute()).length;
  const expectRefused = (change: () => Promise<Response>, status: number, reason: string | RegExp) =>
    probe.expectRefused(change, status, reason, async () => [await table(), await auditCount()]);

  beforeEach(async () => {
    await suite.database.db.deleteFrom("page_cache").execute();
  });

  it("shows a fresh shop's table: the spec's default rates for any port not listed and 30 example ports by country", async () => {
    const html = await (await suite.seller.get("/admin/freight")).text();
    expect(html).toContain("to any port not listed below");
    expect(html).toMatch(/name="defaultRate20"[^>]*value="1200.00"/);
    expect(html).toMatch(/name="defaultRate40"[^>]*value="2000.00"/);
    expect(html).toMatch(/name="insurancePercent"[^>]*value="0.3"/);
    expect(html).toContain("Destination ports (<!-- -->30<!-- -->)");
    const rows = [...html.matchAll(/data-testid="freight-row-([A-Z0-9]{5})"/g)].map((m) => m[1]);
    expect(rows).toHaveLength(30);
    // By country name: Algeria, Angola, Bangladesh, Brazil... Viet Nam is not seeded; United Arab Emirates comes late.
    expect(rows.slice(0, 4)).toEqual(["DZALG", "AOLAD", "BDCGP", "BRSSZ"]);
    expect(html.match(/bg-amber-100[^>]*>Example</g)).toHaveLength(30);
  });

  it("saves the settings, audited, and empties the page cache", async () => {
    const before = (await table()).settings;
    await expectCacheEmptiedBy(() =>
      post({ intent: "settings", portOfLoading: "Antwerp", insurancePercent: "0.45", defaultRate20: "1250.50", defaultRate40: "2100" }),
    );
    const after = { portOfLoading: "Antwerp", insuranceBasisPoints: 45, defaultRate20Minor: 125_050, defaultRate40Minor: 210_000 };
    expect((await table()).settings).toEqual(after);
    const [entry] = await listAuditOf(suite.database.db, "freight_settings", 1);
    expect(entry).toMatchObject({ actor: suite.sellerEmail, action: "freight.settings", before, after });
    expect(await (await suite.seller.get("/admin/freight?saved=settings")).text()).toContain("Saved the settings.");
  });

  it.each([
    [{ insurancePercent: "5" }, "The insurance rate must be a percentage from 0 to 4.99"],
    [{ insurancePercent: "0.333" }, "at most 2 decimals"],
    [{ defaultRate20: "-1200" }, "The default 20ft rate must be an amount"],
    [{ defaultRate40: "" }, "The default 40ft rate is required."],
    [{ portOfLoading: "Rotter\u0001dam" }, "control character U+0001"],
  ])("refuses settings with %j: 400 and the reason, nothing changed", async (change, reason) => {
    const fields = { intent: "settings", portOfLoading: "Rotterdam", insurancePercent: "0.3", defaultRate20: "1200", defaultRate40: "2000", ...change };
    await expectRefused(() => post(fields), 400, reason);
  });

  it("saves a port's row: the new rates, its example mark cleared, audited before and after, the cache emptied", async () => {
    const before = await port("NGAPP");
    expect(before?.example).toBe(true);
    await expectCacheEmptiedBy(() =>
      post({ intent: "save", code: "NGAPP", name: "Lagos Apapa", country: "", rate20: "2500", rate40: "3999.99", transitDays: "" }),
    );
    expect(await port("NGAPP")).toEqual({
      code: "NGAPP",
      name: "Lagos Apapa",
      country: "NG",
      rate20Minor: 250_000,
      rate40Minor: 399_999,
      transitDays: null,
      example: false,
    });
    const [entry] = await listAuditOf(suite.database.db, "freight_port", "NGAPP");
    expect(entry).toMatchObject({
      actor: suite.sellerEmail,
      action: "freight.port.set",
      before: { name: "Lagos Apapa", country: "NG", rate20Minor: 245_000, rate40Minor: 390_000, transitDays: 18, example: true },
      after: { name: "Lagos Apapa", country: "NG", rate20Minor: 250_000, rate40Minor: 399_999, transitDays: null, example: false },
    });
  });

  it("adds a port, then removes it, each audited and emptying the cache", async () => {
    await expectCacheEmptiedBy(() =>
      post({ intent: "add", code: "cgpnr", name: "Pointe-Noire", country: "cg", rate20: "2600", rate40: "4150", transitDays: "21" }),
    );
    expect(await port("CGPNR")).toEqual({
      code: "CGPNR",
      name: "Pointe-Noire",
      country: "CG",
      rate20Minor: 260_000,
      rate40Minor: 415_000,
      transitDays: 21,
      example: false,
    });
    const html = await (await suite.seller.get("/admin/freight")).text();
    expect(html).toContain("Congo - Brazzaville");
    await expectCacheEmptiedBy(() => post({ intent: "remove", code: "CGPNR" }));
    expect(await port("CGPNR")).toBeNull();
    const audit = await listAuditOf(suite.database.db, "freight_port", "CGPNR");
    expect(audit.map(({ action, before, after }) => ({ action, before: before !== null, after: after !== null }))).toEqual([
      { action: "freight.port.remove", before: true, after: false },
      { action: "freight.port.add", before: false, after: true },
    ]);
  });

  const ROW = { code: "GHTEM", name: "Tema", country: "", rate20: "2150", rate40: "3450", transitDays: "16" };
  it.each([
    [{ rate20: "-2150" }, "The 20ft rate must be an amount such as 1200 or 1200.50 (no sign, at most 2 decimals)."],
    [{ rate40: "" }, "The 40ft rate is required."],
    [{ rate40: "lots" }, "The 40ft rate must be an amount"],
    [{ rate20: "1000000.01" }, "The 20ft rate may be at most 1,000,000."],
    [{ transitDays: "0" }, "The transit time must be a whole number of days from 1 to 120"],
    [{ name: "" }, "The port name is required."],
    [{ country: "NG" }, "The country must be the code&#x27;s own, GH, or left empty."],
  ])("refuses saving a row with %j: 400 and the field's reason, nothing changed", async (change, reason) => {
    await expectRefused(() => post({ intent: "save", ...ROW, ...change }), 400, reason);
  });

  it.each([
    [{ code: "XXABC", name: "Nowhere" }, 400, "XXABC does not start with a country&#x27;s ISO code"],
    [{ code: "GHTE", name: "Tema" }, 400, "is not a UN/LOCODE"],
    [{ code: "GHTEM" }, 400, "GHTEM is listed already"],
  ])("refuses adding %j with %i, nothing changed", async (change, status, reason) => {
    await expectRefused(() => post({ intent: "add", ...ROW, ...change }), status, reason);
  });

  it("answers saving or removing a port not listed with 404, nothing changed", async () => {
    await expectRefused(() => post({ intent: "save", ...ROW, code: "GHTKD", name: "Takoradi" }), 404, "GHTKD is not in the freight table");
    await expectRefused(() => post({ intent: "remove", code: "GHTKD" }), 404, "GHTKD is not in the freight table");
    await expectRefused(() => post({ intent: "drop", code: "GHTEM" }), 400, "Save the settings, add, save or remove a port");
  });

  it("downloads the table as the CSV the upload reads, which previews as unchanged", async () => {
    const response = await suite.seller.get("/admin/freight.csv");
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const csv = await response.text();
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe(FREIGHT_CSV_HEADER);
    expect(lines).toContain("NGAPP,Lagos Apapa,NG,2500.00,3999.99,");
    expect(lines).toHaveLength(31);
    const html = await (await upload(csv)).text();
    expect([countIn(html, "added"), countIn(html, "changed"), countIn(html, "removed"), countIn(html, "unchanged")]).toEqual([0, 0, 0, 30]);
  });

  it("previews a rate sheet without changing anything, then applies it in place of the ports, audited, the cache emptied", async () => {
    const current = (await download()).trimEnd().split("\r\n");
    const sheet = [
      ...current.filter((line) => !line.startsWith("CLSAI,") && !line.startsWith("GHTEM,")),
      "GHTEM,Tema,GH,2000,3300,15",
      "CGPNR,Pointe-Noire,,2600.5,4150,21",
    ].join("\n");
    const before = await table();
    const preview = await upload(sheet);
    expect(preview.status).toBe(200);
    const html = await preview.text();
    expect([countIn(html, "added"), countIn(html, "changed"), countIn(html, "removed"), countIn(html, "unchanged")]).toEqual([1, 1, 1, 28]);
    expect(html).toContain("Changed</span> <!-- -->Tema<!-- --> (<!-- -->GHTEM<!-- -->)");
    expect(await table()).toEqual(before);

    await expectCacheEmptiedBy(() => apply(sheet, fingerprintIn(html)));
    const after = await table();
    expect(after.ports.map((p) => p.code).sort()).toEqual([...before.ports.map((p) => p.code).filter((code) => code !== "CLSAI"), "CGPNR"].sort());
    expect(after.ports.find((p) => p.code === "GHTEM")).toMatchObject({ rate20Minor: 200_000, rate40Minor: 330_000, transitDays: 15 });
    // An applied sheet is the seller's own: no rate stays an example.
    expect(after.ports.filter((p) => p.example)).toEqual([]);
    const [entry] = await listAuditOf(suite.database.db, "freight_table", "ports");
    expect(entry).toMatchObject({
      actor: suite.sellerEmail,
      action: "freight.csv.apply",
      after: { fileName: "rates.csv", counts: { added: 1, changed: 1, removed: 1, unchanged: 28 } },
    });
    expect(Object.keys(entry!.before as object)).toHaveLength(30);
  });

  it("refuses applying a preview of a table that changed meanwhile with 422, nothing changed", async () => {
    const sheet = `${FREIGHT_CSV_HEADER}\nNGAPP,Lagos Apapa,NG,1,1,`;
    const html = await (await upload(sheet)).text();
    await post({ intent: "save", code: "GHTEM", name: "Tema", country: "", rate20: "2001", rate40: "3300", transitDays: "15" });
    await expectRefused(() => apply(sheet, fingerprintIn(html)), 422, "The freight table changed after this preview");
  });

  it("lists a sheet's bad lines with their numbers and reasons, offers no Apply, and refuses the file applied anyway", async () => {
    const sheet = [
      FREIGHT_CSV_HEADER,
      "NGAPP,Lagos Apapa,NG,2450,3900,18",
      "GHTEM,Tema,GH,-5,3450,16",
      "XXABC,Nowhere,,1,1,",
      "NGAPP,Lagos again,NG,1,1,",
    ].join("\r\n");
    let html = "";
    await expectRefused(
      async () => {
        const response = await upload(sheet);
        html = await response.clone().text();
        return response;
      },
      400,
      "3 lines of rates.csv cannot be read",
    );
    expect(html).toContain("Line <!-- -->3<!-- -->: <!-- -->The 20ft rate must be an amount");
    expect(html).toContain("Line <!-- -->4<!-- -->: <!-- -->XXABC does not start with a country&#x27;s ISO code");
    expect(html).toContain("Line <!-- -->5<!-- -->: <!-- -->NGAPP is listed twice: first on line 2.");
    expect(html).not.toContain('value="apply"');
    const fingerprint = await currentFingerprint();
    await expectRefused(() => apply(sheet, fingerprint), 400, "A file with lines that cannot be read is never applied (line 3");
  });
  const currentFingerprint = async () => fingerprintIn(await (await upload(await download())).text());

  it.each([
    ["a binary file", new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]), "This is not a CSV file: it holds binary data."],
    ["a file that is not UTF-8", new Uint8Array([0x63, 0x6f, 0x64, 0x65, 0xe9, 0xff]), "it is not UTF-8 text"],
    ["a wrong header", "port,rate\nNGAPP,2450", "The first line must be the header code,name,country,rate_20ft,rate_40ft,transit_days."],
    ["a header alone", FREIGHT_CSV_HEADER, "The file lists no port."],
    ["an empty file", "", "Choose a CSV file to preview."],
    ["a file over 256 KB", `${FREIGHT_CSV_HEADER}\n${"NGAPP,Lagos Apapa,NG,2450,3900,18\n".repeat(8_000)}`, "A freight CSV may be at most 256 KB."],
  ])("refuses %s with 400 and the reason, nothing changed", async (_, content, reason) => {
    await expectRefused(() => upload(content), 400, reason);
  });

  it("refuses a post over 1 MiB at the door with 413, nothing changed", async () => {
    await expectRefused(() => upload("x".repeat(1024 * 1024 + 1)), 413, "request body too large (at most 1024 KiB)");
  });

  it("empties the page cache when a container capacity changes: /buy-now prices by the size's counts", async () => {
    await expectCacheEmptiedBy(() => post({ intent: "set", size: "315/80R22.5", capacity20: "150", capacity40: "270" }, "/admin/capacities"));
    await expectCacheEmptiedBy(() => post({ intent: "remove", size: "315/80R22.5" }, "/admin/capacities"));
  });
});
