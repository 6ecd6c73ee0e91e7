// Every reader of a stored inquiry agrees with the engine to the cent (decision 211): for every
// size in the sample catalogue and 2,000 random loads under each term, to listed and unlisted
// ports, the stored draft, the e-mail's rows, the CSV row, My inquiries and the back office all
// say priceDeal's numbers, and so does /buy-now, whose loader prices its one line from the tyre's
// size, weight and price (priceBuyNow). /quote prints loadQuote's priceDeal as it is.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inquiryRecordFacts } from "../admin/inquiry-record.server";
import type { InquiryRow } from "../db/schema";
import { priceDeal, resolveShipping, type Deal, type ShippingChoice } from "../domain/deal";
import { DEFAULT_FREIGHT_SETTINGS, portLabel, type FreightTable } from "../domain/freight";
import { decimalAmount, formatMoney, money, type CurrencyCode } from "../domain/money";
import { parseMoney } from "../domain/money-text";
import { parseTyreSize } from "../domain/tyre-size";
import { weightKgOf } from "../domain/tyre-weight";
import { inquiryDraftColumns, inquiryDraftOfDeal, type InquiryDraft } from "./basket-inquiry-draft";
import { buyerInquiryOf } from "./buyer-inquiries.server";
import { inquirySummaryView } from "./buyer-inquiry";
import { dealMailRows } from "./deal-mail-section";
import { INQUIRY_EXPORT_COLUMNS, inquiryCsvLine } from "./inquiry-csv";
import { csvLine } from "../csv/csv-line";

/** One catalogue size as the seed imports it: its spelling, one tyre's weight and an offer price. */
interface CatalogueSize {
  size: string;
  weightKg: number | null;
  offerMinor: number;
}

/** Every distinct size in the catalogue the shop seeds (data/tyre_data.json, tests/support/fixtures.ts). */
function catalogueSizes(): CatalogueSize[] {
  const file = JSON.parse(readFileSync(resolve(import.meta.dirname, "../../data/tyre_data.json"), "utf8")) as Record<
    string,
    Record<string, Record<string, Record<string, Array<{ size: string; weight?: string; offerPrice: string }>>>>
  >;
  const bySize = new Map<string, CatalogueSize>();
  for (const vehicles of Object.values(file))
    for (const brands of Object.values(vehicles))
      for (const patterns of Object.values(brands))
        for (const entries of Object.values(patterns))
          for (const entry of entries) {
            const parsed = parseTyreSize(entry.size);
            const price = parseMoney(entry.offerPrice);
            if (!parsed.ok || !price.ok || bySize.has(parsed.size.normalized)) continue;
            bySize.set(parsed.size.normalized, { size: parsed.size.normalized, weightKg: weightKgOf(entry.weight), offerMinor: price.amountMinor });
          }
  return [...bySize.values()];
}

const SIZES = catalogueSizes();

const TABLE: FreightTable = {
  settings: DEFAULT_FREIGHT_SETTINGS,
  ports: [
    { code: "NGAPP", name: "Lagos Apapa", country: "NG", rate20Minor: 310_000, rate40Minor: 450_000, transitDays: 21, example: true },
    { code: "NGTIN", name: "Lagos Tin Can Island", country: "NG", rate20Minor: 320_000, rate40Minor: 460_000, transitDays: null, example: true },
    { code: "KEMBA", name: "Mombasa", country: "KE", rate20Minor: 250_000, rate40Minor: 370_000, transitDays: 26, example: false },
    { code: "AEJEA", name: "Jebel Ali", country: "AE", rate20Minor: 180_000, rate40Minor: 260_000, transitDays: 18, example: false },
    { code: "PECLL", name: "Callao", country: "PE", rate20Minor: 290_000, rate40Minor: 410_001, transitDays: null, example: false },
  ],
};

const choices: fc.Arbitrary<ShippingChoice> = fc.oneof(
  fc.constant<ShippingChoice>({ term: "FOB" }),
  fc.constantFrom(...TABLE.ports).chain((port) => fc.constantFrom<ShippingChoice>({ term: "CIF", port: port.code }, { term: "CIF", port: portLabel(port) })),
  fc.constantFrom<ShippingChoice>({ term: "CIF", port: "Port Louis" }, { term: "CIF", port: "Valparaiso" }),
  fc.constantFrom("NG", "KE", "AE", "PE", "FR", null).map<ShippingChoice>((country) => ({ term: "DDP", address: "Plot 5, Industrial Road", country })),
);

const loads = fc.record({
  lines: fc.array(fc.record({ sizeIndex: fc.nat(SIZES.length - 1), quantity: fc.integer({ min: 50, max: 3_000 }) }), { minLength: 1, maxLength: 5 }),
  currency: fc.constantFrom<CurrencyCode>("EUR", "USD"),
  choice: choices,
});

/** An inquiry row as the repository stores a draft (inquiry-repository.server.ts). */
function storedRow(draft: InquiryDraft, term: string): InquiryRow {
  return {
    id: 41,
    user_id: "u1",
    tyre_id: null,
    idempotency_key: "k",
    status: "queued",
    name: "Ana",
    email: "ana@example.com",
    phone: "1",
    company: null,
    address: "A",
    quantity: draft.lines.reduce((sum, line) => sum + line.quantity, 0),
    message: null,
    shipping_terms: term,
    model: "Mixed load",
    type: "product_inquiry",
    quote_json: null,
    request_hash: null,
    created_at: "2026-11-27T10:00:00.000Z",
    updated_at: "2026-11-27T10:00:00.000Z",
    sales_status: "sent",
    country: null,
    language: "en",
    ...inquiryDraftColumns(draft),
  };
}

/** What each reader says the total is, in minor units or as the words it prints. */
const READERS = {
  storedDraft: (draft: InquiryDraft) => money(draft.totalMinor, draft.currency as CurrencyCode),
  emailTotalText: (draft: InquiryDraft, term: string) => dealMailRows(draft, term, "").find(([label]) => label === "Total")?.[1],
  csvTotal: (row: InquiryRow) => {
    const cells = inquiryCsvLine(row);
    const header = csvLine([...INQUIRY_EXPORT_COLUMNS]);
    return {
      total: cellOf(header, cells, "total"),
      goods: cellOf(header, cells, "goods"),
      freight: cellOf(header, cells, "freight"),
      insurance: cellOf(header, cells, "insurance"),
    };
  },
  myInquiriesTotalText: (row: InquiryRow, draft: InquiryDraft) =>
    inquirySummaryView(
      buyerInquiryOf(
        { ...row, size_normalized: null },
        draft.lines.map((line) => ({
          tyreId: line.tyreId,
          name: line.tyreName,
          size: line.size,
          quantity: line.quantity,
          unitPrice: money(line.unitPriceMinor, draft.currency as CurrencyCode),
          lineTotal: money(line.lineTotalMinor, draft.currency as CurrencyCode),
        })),
      ),
    ).total,
  backOfficeTotalMinor: (row: InquiryRow) => inquiryRecordFacts(row).totalMinor,
  /** /buy-now's loader (priceBuyNow): one line of the tyre, priced for the size's counts. */
  buyNowDeal: (deal: Deal) => {
    const [line] = deal.lines;
    return priceDeal([{ size: line!.size, quantity: line!.quantity, weightKg: line!.weightKg, offerPrice: line!.offerPrice }], deal.shipping)!;
  },
};

/** One named cell of a CSV line: the values here hold no commas but the freight note, which comes last. */
function cellOf(header: string, line: string, column: string): string {
  const index = header.trimEnd().split(",").indexOf(column);
  return line.trimEnd().split(",")[index] ?? "";
}

function check(deal: Deal, term: string) {
  const draft = inquiryDraftOfDeal(
    deal,
    deal.lines.map((_, i) => ({ tyreId: i + 1, tyreName: `Tyre ${i + 1}` })),
  );
  const row = storedRow(draft, term);
  expect(READERS.storedDraft(draft)).toEqual(deal.total);
  expect([draft.subtotalMinor, draft.shippingMinor, draft.insuranceMinor]).toEqual([
    deal.goods.amountMinor,
    deal.freight?.amountMinor ?? null,
    deal.insurance?.amountMinor ?? null,
  ]);
  expect(draft.lines.map((line) => line.lineTotalMinor)).toEqual(deal.lines.map((line) => line.lineTotal.amountMinor));
  expect(READERS.emailTotalText(draft, term)).toBe(formatMoney(deal.total));
  expect(READERS.csvTotal(row)).toEqual({
    total: decimalAmount(deal.total.amountMinor),
    goods: decimalAmount(deal.goods.amountMinor),
    freight: deal.freight ? decimalAmount(deal.freight.amountMinor) : "",
    insurance: deal.insurance ? decimalAmount(deal.insurance.amountMinor) : "",
  });
  expect(READERS.myInquiriesTotalText(row, draft)).toBe(formatMoney(deal.total));
  expect(READERS.backOfficeTotalMinor(row)).toBe(deal.total.amountMinor);
  if (deal.lines.length === 1) {
    const buyNow = READERS.buyNowDeal(deal);
    expect([buyNow.lines[0]!.unitPrice, buyNow.plan.containerCount, buyNow.freight, buyNow.insurance, buyNow.total]).toEqual([
      deal.lines[0]!.unitPrice,
      deal.plan.containerCount,
      deal.freight,
      deal.insurance,
      deal.total,
    ]);
  }
}

describe("every reader of a stored inquiry agrees with priceDeal", () => {
  it(`for each of the catalogue's ${SIZES.length} sizes under every term`, () => {
    expect(SIZES.length).toBeGreaterThan(40);
    const terms: ShippingChoice[] = [
      { term: "FOB" },
      { term: "CIF", port: "NGAPP" },
      { term: "CIF", port: "Port Louis" },
      { term: "DDP", address: "Plot 5", country: "KE" },
      { term: "DDP", address: "Plot 5", country: null },
    ];
    for (const size of SIZES) {
      for (const choice of terms) {
        const deal = priceDeal(
          [{ size: size.size, quantity: 281, weightKg: size.weightKg, offerPrice: money(size.offerMinor, "EUR") }],
          resolveShipping(choice, TABLE),
        )!;
        check(deal, choice.term!);
      }
    }
  });

  it("for 2,000 random loads of 1-5 lines, 50-3,000 pieces each, every term, listed and unlisted ports", () => {
    fc.assert(
      fc.property(loads, ({ lines, currency, choice }) => {
        const deal = priceDeal(
          lines.map(({ sizeIndex, quantity }) => {
            const size = SIZES[sizeIndex]!;
            return { size: size.size, quantity, weightKg: size.weightKg, offerPrice: money(size.offerMinor, currency) };
          }),
          resolveShipping(choice, TABLE),
        )!;
        check(deal, choice.term!);
      }),
      { numRuns: 2_000 },
    );
    // The planner packs up to 15,000 tyres of five sizes per case: seconds, not the default 5.
  }, 120_000);
});
