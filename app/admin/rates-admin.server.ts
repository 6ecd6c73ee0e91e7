// The back office's exchange-rate table (decision 284), built as the freight table is (decision
// 208): a rate added, saved or removed, and a CSV file previewed then applied in place of the
// table. Each change takes the catalogue revision's row lock first, so two changes never
// interleave; writes its audit entry (before and after) in its own transaction; and bumps the
// catalogue revision there, which empties the page cache: a page kept in USD must show the new
// rate. Quotes already sent keep the rate they were sent with (decision 280).
import { createHash } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { bumpCatalogueRevision } from "~/catalogue/revision.server";
import { STORE_CURRENCY } from "~/catalogue/tyre-row.server";
import { currencyFacts } from "~/currency/currency-units.server";
import { listExchangeRates, rateRowRules, type StoredRate } from "~/currency/exchange-rates.server";
import type { RatesAdmin } from "~/currency/rate-admin-view";
import { previewRateCsv, readRateCsv, readRateCsvBytes, writeRateCsv } from "~/currency/rate-csv";
import { checkRateRow, type CheckedRateRow, type RateRowText } from "~/currency/rate-row";
import { appliedQuery, uploadFileName } from "~/csv/table-csv-upload";
import { lockingRows } from "~/db/dialect.server";
import type { Database } from "~/db/schema";
import { rateText } from "~/domain/exchange-rate";
import { formFailure, type FailureKind, type FieldErrors, type FormFailure } from "~/forms/form-result";
import { recordAudit } from "./audit-log.server";
import { applicableRows, fileRefused, previewAnswer, uploadedCsvText, type TableUploadRead } from "./table-upload.server";
import type { Seller } from "./require-seller.server";

type Failed = { ok: false } & FormFailure;
const failed = (kind: FailureKind, message: string, fieldErrors: FieldErrors = {}): Failed => ({ ok: false, ...formFailure(kind, message, fieldErrors) });
const firstOf = (errors: FieldErrors) => Object.values(errors)[0] ?? "Please check the form.";

function fingerprintOf(rates: readonly StoredRate[]): string {
  const sorted = [...rates].sort((a, b) => (a.currency < b.currency ? -1 : 1));
  const flags = sorted.map((rate) => (rate.example ? "1" : "0")).join("");
  return createHash("sha256").update(writeRateCsv(sorted)).update(flags).digest("base64url").slice(0, 22);
}

export async function getRatesAdmin(db: Kysely<Database>): Promise<RatesAdmin> {
  const rates = await listExchangeRates(db);
  return {
    catalogueCurrency: STORE_CURRENCY,
    rates: rates.map((rate) => ({ ...rate, name: currencyFacts(rate.currency)?.name ?? rate.currency })),
    fingerprint: fingerprintOf(rates),
  };
}

/** Takes the catalogue revision's row lock (PostgreSQL; SQLite's writer holds it already): every change bumps that row anyway. */
async function lockRates(trx: Transaction<Database>): Promise<void> {
  await lockingRows(trx, trx.selectFrom("catalogue_revision").select("id").where("id", "=", 1)).execute();
}

/** What the audit log keeps of a rate: the decimal a seller reads, not the millionths. */
const auditedRate = (rate: CheckedRateRow & { example?: boolean }) => ({
  rate: rateText(rate.rateMillionths),
  asOf: rate.asOf,
  ...(rate.example !== undefined && { example: rate.example }),
});

const rateValues = (row: CheckedRateRow, now: string) => ({
  rate_millionths: row.rateMillionths,
  as_of: row.asOf,
  // The seller set this rate themselves: it is no longer the seed's example.
  example: 0,
  updated_at: now,
});

/** `notice`: the query the page reads back to say what was done (rate-admin-notice.ts). */
export type RateChange = { ok: true; notice: string } | Failed;

/** Adds a currency not listed yet, or (`save`) saves a listed one's row. */
export async function saveRate(db: Kysely<Database>, seller: Seller, text: RateRowText, mode: "add" | "save"): Promise<RateChange> {
  const checked = checkRateRow(text, rateRowRules());
  if (!checked.ok) return failed("invalid", firstOf(checked.errors), checked.errors);
  const { row } = checked;
  return db.transaction().execute(async (trx) => {
    await lockRates(trx);
    const before = (await listExchangeRates(trx)).find((rate) => rate.currency === row.currency) ?? null;
    if (mode === "add" && before)
      return failed("invalid", `${row.currency} is listed already: change its row in the table.`, { currency: `${row.currency} is listed already.` });
    if (mode === "save" && !before)
      return failed("not-found", `${row.currency} is not in the rate table (removed meanwhile?).`, { currency: `${row.currency} is not listed.` });
    const now = new Date().toISOString();
    if (before) await trx.updateTable("exchange_rate").set(rateValues(row, now)).where("currency", "=", row.currency).execute();
    else
      await trx
        .insertInto("exchange_rate")
        .values({ currency: row.currency, ...rateValues(row, now) })
        .execute();
    await recordAudit(trx, {
      actor: seller.actor,
      action: before ? "rates.set" : "rates.add",
      subjectType: "exchange_rate",
      subjectId: row.currency,
      before: before && auditedRate(before),
      after: auditedRate({ ...row, example: false }),
    });
    await bumpCatalogueRevision(trx, now);
    return { ok: true, notice: `saved=${row.currency}` } as const;
  });
}

export async function removeRate(db: Kysely<Database>, seller: Seller, codeText: string): Promise<RateChange> {
  const code = codeText.trim().toUpperCase();
  return db.transaction().execute(async (trx) => {
    await lockRates(trx);
    const before = (await listExchangeRates(trx)).find((rate) => rate.currency === code);
    if (!before) return failed("not-found", `${code.slice(0, 20) || "That currency"} is not in the rate table.`, { currency: "This currency is not listed." });
    await trx.deleteFrom("exchange_rate").where("currency", "=", code).execute();
    const now = new Date().toISOString();
    await recordAudit(trx, {
      actor: seller.actor,
      action: "rates.remove",
      subjectType: "exchange_rate",
      subjectId: code,
      before: auditedRate(before),
      after: null,
    });
    await bumpCatalogueRevision(trx, now);
    return { ok: true, notice: `removed=${code}` } as const;
  });
}

export type RateUploadRead = TableUploadRead<CheckedRateRow>;

const fileNameOf = (name: string) => uploadFileName(name, "rates.csv");

/** Reads a rate file against the table it would replace. A file with bad lines is refused (400) with its preview: it cannot be applied. */
export async function previewRateText(db: Kysely<Database>, text: string, fileNameText: string): Promise<RateUploadRead> {
  const read = readRateCsv(text, rateRowRules());
  if (!read.ok) return fileRefused(read.reason);
  const current = await listExchangeRates(db);
  return previewAnswer({ fileName: fileNameOf(fileNameText), text, fingerprint: fingerprintOf(current), preview: previewRateCsv(current, read) });
}

export async function previewRateUpload(db: Kysely<Database>, file: File | null): Promise<RateUploadRead> {
  const uploaded = await uploadedCsvText(file, readRateCsvBytes);
  return uploaded.ok ? previewRateText(db, uploaded.text, uploaded.fileName) : uploaded;
}

/** Replaces the rates with a previewed file's, if the table is still what the preview was read against. */
export async function applyRateUpload(
  db: Kysely<Database>,
  seller: Seller,
  upload: { text: string; fileName: string; fingerprint: string },
): Promise<RateChange> {
  const read = applicableRows(readRateCsv(upload.text, rateRowRules()));
  if (!read.ok) return read;
  return db.transaction().execute(async (trx) => {
    await lockRates(trx);
    const current = await listExchangeRates(trx);
    if (fingerprintOf(current) !== upload.fingerprint)
      return failed("conflict", "The rate table changed after this preview: preview the file again to see what it would change now.");
    const preview = previewRateCsv(current, read);
    const now = new Date().toISOString();
    await trx.deleteFrom("exchange_rate").execute();
    await trx
      .insertInto("exchange_rate")
      .values(read.rows.map((row) => ({ currency: row.currency, ...rateValues(row, now) })))
      .execute();
    const fileName = fileNameOf(upload.fileName);
    await recordAudit(trx, {
      actor: seller.actor,
      action: "rates.csv.apply",
      subjectType: "exchange_rate_table",
      subjectId: "rates",
      before: Object.fromEntries(current.map((rate) => [rate.currency, auditedRate(rate)])),
      after: { fileName, counts: preview.counts, rates: Object.fromEntries(read.rows.map((row) => [row.currency, auditedRate(row)])) },
    });
    await bumpCatalogueRevision(trx, now);
    return { ok: true, notice: appliedQuery(preview.counts) } as const;
  });
}

/** The table as the upload reads it, by currency code. */
export async function rateCsvDownload(db: Kysely<Database>): Promise<string> {
  return writeRateCsv(await listExchangeRates(db));
}
