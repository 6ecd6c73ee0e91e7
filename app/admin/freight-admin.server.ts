// The back office's freight table (decision 208): the settings, a port added, saved or removed, and
// a rate sheet previewed then applied in place of the ports. Each change takes the settings row's
// lock first, so two changes never interleave; writes its audit entry (before and after) in its own
// transaction; and bumps the catalogue revision there too, which empties the page cache: cached
// anonymous pages show prices, and a new rate must reach them. Stored inquiries and quotes keep the
// amounts they were given (decision 207): a change prices only what is priced after it.
import { createHash } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { bumpCatalogueRevision } from "~/catalogue/revision.server";
import { appliedQuery, uploadFileName } from "~/csv/table-csv-upload";
import { lockingRows } from "~/db/dialect.server";
import type { Database } from "~/db/schema";
import { countryName } from "~/domain/country-of-place";
import type { FreightPort } from "~/domain/freight";
import { formFailure, type FailureKind, type FieldErrors, type FormFailure } from "~/forms/form-result";
import type { FreightAdmin } from "~/freight/freight-admin-view";
import { previewFreightCsv, readFreightCsv, readFreightCsvBytes, writeFreightCsv } from "~/freight/freight-admin-csv";
import { checkFreightRow, checkFreightSettings, type CheckedFreightRow, type FreightRowText, type FreightSettingsText } from "~/freight/freight-admin-row";
import { loadFreightTable } from "~/freight/freight-table.server";
import { recordAudit } from "./audit-log.server";
import { applicableRows, fileRefused, previewAnswer, uploadedCsvText, type TableUploadRead } from "./table-upload.server";
import type { Seller } from "./require-seller.server";

type Failed = { ok: false } & FormFailure;
const failed = (kind: FailureKind, message: string, fieldErrors: FieldErrors = {}): Failed => ({ ok: false, ...formFailure(kind, message, fieldErrors) });
const firstOf = (errors: FieldErrors) => Object.values(errors)[0] ?? "Please check the form.";

function fingerprintOf(ports: readonly FreightPort[]): string {
  const sorted = [...ports].sort((a, b) => (a.code < b.code ? -1 : 1));
  const flags = sorted.map((port) => (port.example ? "1" : "0")).join("");
  return createHash("sha256").update(writeFreightCsv(sorted)).update(flags).digest("base64url").slice(0, 22);
}

export async function getFreightAdmin(db: Kysely<Database>): Promise<FreightAdmin> {
  const { settings, ports } = await loadFreightTable(db);
  const named = ports.map((port) => ({ ...port, countryName: countryName(port.country) }));
  named.sort((a, b) => a.countryName.localeCompare(b.countryName, "en") || a.name.localeCompare(b.name, "en"));
  return { settings, ports: named, fingerprint: fingerprintOf(ports) };
}

/** Takes the freight settings row's lock (PostgreSQL; SQLite's writer holds it already). */
async function lockFreight(trx: Transaction<Database>): Promise<void> {
  await lockingRows(trx, trx.selectFrom("freight_settings").select("id").where("id", "=", 1)).execute();
}

async function portsOf(trx: Kysely<Database>): Promise<readonly FreightPort[]> {
  return (await loadFreightTable(trx)).ports;
}

const auditedPort = (port: FreightPort | CheckedFreightRow) => ({
  name: port.name,
  country: port.country,
  rate20Minor: port.rate20Minor,
  rate40Minor: port.rate40Minor,
  transitDays: port.transitDays,
  ...("example" in port && { example: port.example }),
});

const portValues = (row: CheckedFreightRow, now: string) => ({
  name: row.name,
  country: row.country,
  rate_20ft_minor: row.rate20Minor,
  rate_40ft_minor: row.rate40Minor,
  transit_days: row.transitDays,
  // The seller set this rate themselves: it is no longer the seed's example.
  example: 0,
  updated_at: now,
});

/** `notice`: the query the page reads back to say what was done (freight-admin-notice.ts). */
export type FreightChange = { ok: true; notice: string } | Failed;

export async function saveFreightSettings(db: Kysely<Database>, seller: Seller, text: FreightSettingsText): Promise<FreightChange> {
  const checked = checkFreightSettings(text);
  if (!checked.ok) return failed("invalid", firstOf(checked.errors), checked.errors);
  const { settings } = checked;
  return db.transaction().execute(async (trx) => {
    await lockFreight(trx);
    const before = (await loadFreightTable(trx)).settings;
    const now = new Date().toISOString();
    const values = {
      port_of_loading: settings.portOfLoading,
      insurance_basis_points: settings.insuranceBasisPoints,
      default_rate_20ft_minor: settings.defaultRate20Minor,
      default_rate_40ft_minor: settings.defaultRate40Minor,
      updated_at: now,
    };
    await trx
      .insertInto("freight_settings")
      .values({ id: 1, ...values })
      .onConflict((oc) => oc.column("id").doUpdateSet(values))
      .execute();
    await recordAudit(trx, { actor: seller.actor, action: "freight.settings", subjectType: "freight_settings", subjectId: 1, before, after: settings });
    await bumpCatalogueRevision(trx, now);
    return { ok: true, notice: "saved=settings" } as const;
  });
}

/** Adds a port not listed yet, or (`replace`) saves a listed one's row. */
export async function saveFreightPort(db: Kysely<Database>, seller: Seller, text: FreightRowText, mode: "add" | "save"): Promise<FreightChange> {
  const checked = checkFreightRow(text);
  if (!checked.ok) return failed("invalid", firstOf(checked.errors), checked.errors);
  const { row } = checked;
  return db.transaction().execute(async (trx) => {
    await lockFreight(trx);
    const before = (await portsOf(trx)).find((port) => port.code === row.code) ?? null;
    if (mode === "add" && before)
      return failed("invalid", `${row.code} is listed already: change its row in the table.`, { code: `${row.code} is listed already.` });
    if (mode === "save" && !before)
      return failed("not-found", `${row.code} is not in the freight table (removed meanwhile?).`, { code: `${row.code} is not listed.` });
    const now = new Date().toISOString();
    if (before) await trx.updateTable("freight_port").set(portValues(row, now)).where("code", "=", row.code).execute();
    else
      await trx
        .insertInto("freight_port")
        .values({ code: row.code, ...portValues(row, now) })
        .execute();
    await recordAudit(trx, {
      actor: seller.actor,
      action: before ? "freight.port.set" : "freight.port.add",
      subjectType: "freight_port",
      subjectId: row.code,
      before: before && auditedPort(before),
      after: auditedPort({ ...row, example: false }),
    });
    await bumpCatalogueRevision(trx, now);
    return { ok: true, notice: `saved=${row.code}` } as const;
  });
}

export async function removeFreightPort(db: Kysely<Database>, seller: Seller, codeText: string): Promise<FreightChange> {
  const code = codeText.trim().toUpperCase();
  return db.transaction().execute(async (trx) => {
    await lockFreight(trx);
    const before = (await portsOf(trx)).find((port) => port.code === code);
    if (!before) return failed("not-found", `${code.slice(0, 20) || "That port"} is not in the freight table.`, { code: "This port is not listed." });
    await trx.deleteFrom("freight_port").where("code", "=", code).execute();
    const now = new Date().toISOString();
    await recordAudit(trx, {
      actor: seller.actor,
      action: "freight.port.remove",
      subjectType: "freight_port",
      subjectId: code,
      before: auditedPort(before),
      after: null,
    });
    await bumpCatalogueRevision(trx, now);
    return { ok: true, notice: `removed=${code}` } as const;
  });
}

export type FreightUploadRead = TableUploadRead<CheckedFreightRow>;

const fileNameOf = (name: string) => uploadFileName(name, "freight.csv");

/**
 * Reads a rate sheet against the table it would replace. A file with bad lines is refused (400)
 * with its preview, so the seller sees every line to fix: it cannot be applied (decision 208).
 */
export async function previewFreightText(db: Kysely<Database>, text: string, fileNameText: string): Promise<FreightUploadRead> {
  const read = readFreightCsv(text);
  if (!read.ok) return fileRefused(read.reason);
  const current = await portsOf(db);
  return previewAnswer({ fileName: fileNameOf(fileNameText), text, fingerprint: fingerprintOf(current), preview: previewFreightCsv(current, read) });
}

export async function previewFreightUpload(db: Kysely<Database>, file: File | null): Promise<FreightUploadRead> {
  const uploaded = await uploadedCsvText(file, readFreightCsvBytes);
  return uploaded.ok ? previewFreightText(db, uploaded.text, uploaded.fileName) : uploaded;
}

/** Replaces the ports with a previewed file's, if the table is still what the preview was read against. */
export async function applyFreightUpload(
  db: Kysely<Database>,
  seller: Seller,
  upload: { text: string; fileName: string; fingerprint: string },
): Promise<FreightChange> {
  const read = applicableRows(readFreightCsv(upload.text));
  if (!read.ok) return read;
  return db.transaction().execute(async (trx) => {
    await lockFreight(trx);
    const current = await portsOf(trx);
    if (fingerprintOf(current) !== upload.fingerprint)
      return failed("conflict", "The freight table changed after this preview: preview the file again to see what it would change now.");
    const preview = previewFreightCsv(current, read);
    const now = new Date().toISOString();
    await trx.deleteFrom("freight_port").execute();
    // A few thousand rows at most (the CSV's limit), in chunks well under SQLite's 32,766 variables.
    for (let at = 0; at < read.rows.length; at += 500) {
      await trx
        .insertInto("freight_port")
        .values(read.rows.slice(at, at + 500).map((row) => ({ code: row.code, ...portValues(row, now) })))
        .execute();
    }
    const fileName = fileNameOf(upload.fileName);
    await recordAudit(trx, {
      actor: seller.actor,
      action: "freight.csv.apply",
      subjectType: "freight_table",
      subjectId: "ports",
      before: Object.fromEntries(current.map((port) => [port.code, auditedPort(port)])),
      after: { fileName, counts: preview.counts, ports: Object.fromEntries(read.rows.map((row) => [row.code, auditedPort(row)])) },
    });
    await bumpCatalogueRevision(trx, now);
    return { ok: true, notice: appliedQuery(preview.counts) } as const;
  });
}

/** The table as the upload reads it, by country and name as the page lists it. */
export async function freightCsvDownload(db: Kysely<Database>): Promise<string> {
  return writeFreightCsv((await getFreightAdmin(db)).ports);
}
