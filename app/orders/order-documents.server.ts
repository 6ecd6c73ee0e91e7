// The documents of an accepted order (decision 272), made when asked from what is stored: the
// packing list from the container plan of the accepted quote's lines (per container: lines,
// pieces, net and gross weight; the container and seal numbers once loaded), and, once shipped,
// the commercial invoice (the accepted quote's lines and amounts, the B/L, vessel and voyage, and
// the payments received). With `userId`, only that buyer's own (or a colleague's) order: anyone
// else's reads as none, like one that does not exist. The buyer's copy is in the inquiry's language
// (documentLanguage); the seller's is English. Amounts, codes, weights, dates and bank details are
// printed as they are in every language.
import type { Kysely } from "kysely";
import { inquiryVisibleTo } from "../company/shared-inquiries.server";
import type { Database } from "../db/schema";
import { planLoad } from "../domain/container-plan";
import { moneyIn } from "../domain/currency-minor-units";
import { formatMoney, type CurrencyCode } from "../domain/money";
import type { OrderStep } from "../domain/order-timeline";
import { packContainers } from "../domain/packing-list";
import { printedIban } from "../domain/seller-profile";
import { shopDate } from "../domain/seller-quote";
import { listCapacityOverrides } from "../quote-basket/container-capacity.server";
import { loadProformaFacts, loadProformaTyres } from "../quotes/proforma-facts.server";
import { quoteRateOf } from "../quotes/buyer-quotes.server";
import { quoteAmountLines } from "../quotes/quote-terms";
import { rateSentence } from "../domain/exchange-rate";
import { LOCALES } from "../i18n/languages";
import { paymentTermsIn } from "../quotes/quote-words";
import { documentLanguage } from "../quotes/quote-pdf.server";
import { documentWords, type DocumentWords } from "../mail/mail-words";
import { renderOrderPdf, type OrderPdfInput } from "./order-pdf.server";
import { documentReady, type OrderDocumentName } from "./order-paths";

const kgIn = (words: DocumentWords) => (value: number | null) => (value === null ? words.t("notAvailable") : Math.round(value).toLocaleString("en-US"));

async function orderFacts(db: Kysely<Database>, inquiryId: number, userId?: string) {
  let inquiryQuery = db.selectFrom("inquiry").select(["id", "name", "company", "address", "email", "phone", "language"]).where("id", "=", inquiryId);
  if (userId !== undefined) inquiryQuery = inquiryQuery.where(inquiryVisibleTo(userId));
  const inquiry = await inquiryQuery.executeTakeFirst();
  if (!inquiry) return null;
  const quote = await db.selectFrom("quote").selectAll().where("inquiry_id", "=", inquiryId).orderBy("id", "desc").limit(1).executeTakeFirst();
  if (!quote || quote.status !== "accepted") return null;
  const [lines, stepRows, proforma, overrides] = [
    await db.selectFrom("quote_line").selectAll().where("quote_id", "=", quote.id).orderBy("position").execute(),
    await db.selectFrom("order_step").select("facts_json").where("inquiry_id", "=", inquiryId).orderBy("id").execute(),
    await loadProformaFacts(db, inquiryId, { incoterm: quote.incoterm, namedPlace: quote.named_place }),
    await listCapacityOverrides(db),
  ];
  const tyres = await loadProformaTyres(
    db,
    lines.flatMap((line) => (line.tyre_id === null ? [] : [Number(line.tyre_id)])),
    proforma.seller.hsCodes,
  );
  const steps = stepRows.map((row) => JSON.parse(row.facts_json) as OrderStep);
  const currency = quote.currency as CurrencyCode;
  const detailed = lines.map((line) => {
    const tyre = line.tyre_id === null ? null : (tyres.get(Number(line.tyre_id)) ?? null);
    return {
      text: tyre ? `${tyre.brand} ${tyre.model}` : line.text,
      size: line.size ?? line.text,
      quantity: Number(line.quantity),
      unitPriceMinor: Number(line.unit_price_minor),
      lineTotalMinor: Number(line.line_total_minor),
      hsCode: tyre?.hsCode ?? "",
      weightKg: tyre?.weightKg ?? null,
    };
  });
  const seller = proforma.seller;
  // The buyer reads their own language; the seller (no userId) the back office's English.
  const words = documentWords(userId === undefined ? "en" : documentLanguage(inquiry.language));
  return {
    words,
    inquiry,
    quote,
    currency,
    steps,
    proforma,
    lines: detailed,
    overrides,
    sellerBlock: [
      seller.legalName,
      ...seller.address,
      words.t("sellerVat", { value: seller.vatNumber }),
      words.t("sellerRegistration", { value: seller.registrationNumber }),
    ],
    buyerBlock: [
      inquiry.company ?? inquiry.name,
      ...(inquiry.company ? [inquiry.name] : []),
      inquiry.address,
      proforma.buyerTaxId ? words.t("taxId", { value: proforma.buyerTaxId }) : "",
      inquiry.email,
      inquiry.phone,
    ].filter(Boolean),
  };
}

type OrderFacts = NonNullable<Awaited<ReturnType<typeof orderFacts>>>;

/** The amounts above the total (quoteAmountLines), as the proforma invoice names them. */
const AMOUNT_LABELS = {
  Goods: (words: DocumentWords) => words.t("goodsFobValue"),
  Freight: (words: DocumentWords) => words.t("freight"),
  Insurance: (words: DocumentWords) => words.t("insurance"),
};

const stepOf = <K extends OrderStep["kind"]>(steps: readonly OrderStep[], kind: K) =>
  steps.find((step): step is Extract<OrderStep, { kind: K }> => step.kind === kind);

function shipmentFacts(facts: OrderFacts): Array<[string, string]> {
  const { words } = facts;
  const shipped = stepOf(facts.steps, "shipped");
  return [
    [words.t("factProforma"), words.t("proformaOfInquiry", { number: facts.quote.number, id: facts.inquiry.id })],
    [words.t("factIncoterm"), `${facts.quote.incoterm} ${facts.quote.named_place}`],
    [words.t("factPortOfLoading"), facts.proforma.portOfLoading],
    [words.t("factPortOfDischarge"), facts.proforma.portOfDischarge],
    ...(shipped
      ? ([
          [words.t("factBillOfLading"), shipped.billOfLading],
          [words.t("factVesselVoyage"), `${shipped.vessel} / ${shipped.voyage}`],
          ["ETD / ETA", `${shipped.etd} / ${shipped.eta}`],
        ] as Array<[string, string]>)
      : []),
  ];
}

function packingList(facts: OrderFacts, now: Date): OrderPdfInput {
  const { words } = facts;
  const kg = kgIn(words);
  const plan = planLoad(
    facts.lines.map((line) => ({ size: line.size, quantity: line.quantity, weightKg: line.weightKg })),
    facts.overrides,
  );
  const loaded = stepOf(facts.steps, "loaded")?.containers ?? [];
  // The seller's loaded containers, when recorded, are the count; the plan's otherwise.
  const count = loaded.length > 0 ? loaded.length : plan.containerCount;
  const packed = packContainers(
    plan.lines.map((line, i) => ({ ...line, text: facts.lines[i]!.text })),
    plan.container,
    count,
  );
  const sections = packed.map((container, i) => {
    const box = loaded[i];
    const heading = words.t("containerHeading", { n: i + 1, count: packed.length, container: plan.container === "40ft" ? "40ft HC" : "20ft" });
    return {
      heading: box ? words.t("containerSealed", { heading, number: box.number, seal: box.seal }) : heading,
      columns: [
        { head: words.t("colTyre"), width: 0.42, align: "left" as const },
        { head: words.t("colSize"), width: 0.22, align: "left" as const },
        { head: words.t("colPieces"), width: 0.12, align: "right" as const },
        { head: words.t("colNetKg"), width: 0.12, align: "right" as const },
        { head: words.t("colGrossKg"), width: 0.12, align: "right" as const },
      ],
      rows: container.lines.map((line) => [line.text, line.size, line.pieces.toLocaleString("en-US"), kg(line.netKg), kg(line.grossKg)]),
      footer: [
        words.t("containerFooter", { n: i + 1, pieces: container.pieces.toLocaleString("en-US"), net: kg(container.netKg), gross: kg(container.grossKg) }),
      ],
    };
  });
  const net = packed.every((c) => c.netKg !== null) ? packed.reduce((sum, c) => sum + c.netKg!, 0) : null;
  return {
    title: words.t("packingList"),
    number: `PL-${facts.quote.number}`,
    date: shopDate(now),
    seller: facts.sellerBlock,
    buyer: facts.buyerBlock,
    facts: shipmentFacts(facts),
    sections,
    totals: [
      [words.t("totalContainers"), `${packed.length} x ${plan.container === "40ft" ? "40ft HC" : "20ft"}`],
      [words.t("totalPieces"), plan.pieces.toLocaleString("en-US")],
      [words.t("totalNetWeight"), `${kg(net)} kg`],
      [words.t("totalGrossWeight"), `${kg(net)} kg`],
    ],
    closing: [words.t("loadedLoose")],
    createdAt: now,
    words,
  };
}

function commercialInvoice(facts: OrderFacts, now: Date): OrderPdfInput {
  const { words } = facts;
  const kg = kgIn(words);
  const amount = (minor: number) => formatMoney(moneyIn(minor, facts.currency));
  const quoteAmounts = {
    currency: facts.currency,
    subtotalMinor: Number(facts.quote.subtotal_minor),
    shippingMinor: Number(facts.quote.shipping_minor),
    insuranceMinor: Number(facts.quote.insurance_minor),
    totalMinor: Number(facts.quote.total_minor),
    incoterm: facts.quote.incoterm,
  };
  const rate = quoteRateOf(facts.quote);
  const received = [stepOf(facts.steps, "deposit-received"), stepOf(facts.steps, "balance-received")].filter((step) => step !== undefined);
  const paid = received.reduce((sum, step) => sum + step.amountMinor, 0);
  const { bank } = facts.proforma.seller;
  const net = facts.lines.every((line) => line.weightKg !== null) ? facts.lines.reduce((sum, line) => sum + line.weightKg! * line.quantity, 0) : null;
  return {
    title: words.t("commercialInvoice"),
    number: `CI-${facts.quote.number}`,
    date: stepOf(facts.steps, "shipped")?.on ?? shopDate(now),
    seller: facts.sellerBlock,
    buyer: facts.buyerBlock,
    facts: shipmentFacts(facts),
    sections: [
      {
        heading: words.t("goods"),
        columns: [
          { head: words.t("colTyre"), width: 0.26, align: "left" },
          { head: words.t("colSize"), width: 0.16, align: "left" },
          { head: words.t("colHsCode"), width: 0.1, align: "left" },
          { head: words.t("colQty"), width: 0.08, align: "right" },
          { head: words.t("colUnitPrice"), width: 0.13, align: "right" },
          { head: words.t("colLineTotal"), width: 0.15, align: "right" },
          { head: words.t("colNetKg"), width: 0.12, align: "right" },
        ],
        rows: facts.lines.map((line) => [
          line.text,
          line.size,
          line.hsCode,
          line.quantity.toLocaleString("en-US"),
          amount(line.unitPriceMinor),
          amount(line.lineTotalMinor),
          kg(line.weightKg === null ? null : line.weightKg * line.quantity),
        ]),
        footer: [words.t("invoiceWeights", { net: kg(net), gross: kg(net) })],
      },
    ],
    totals: [
      ...quoteAmountLines(quoteAmounts).map((line): [string, string] => [AMOUNT_LABELS[line.label](words), amount(line.minor)]),
      [words.t("totalIn", { currency: facts.currency }), amount(Number(facts.quote.total_minor))],
      ...received.map((step): [string, string] => [
        words.t(step.kind === "deposit-received" ? "depositReceivedOn" : "balanceReceivedOn", { date: step.on }),
        `- ${amount(step.amountMinor)}`,
      ]),
      [words.t("balanceDue"), amount(Math.max(0, Number(facts.quote.total_minor) - paid))],
    ],
    closing: [
      // The accepted quote's own rate (decision 301): the table's today never reaches an order's documents.
      ...(rate ? [words.t("amountsConverted", { currency: facts.currency, from: rate.from.code, rate: rateSentence(rate, LOCALES[words.language]) })] : []),
      words.t("paymentTermsLine", { terms: paymentTermsIn(words.mail, facts.quote.payment_terms) }),
      words.t("bankLine", { beneficiary: bank.beneficiary, bank: bank.bankName, iban: printedIban(bank.iban), swift: bank.swift, number: facts.quote.number }),
      words.t("certify"),
      words.t("signedFor", { name: facts.proforma.seller.legalName }),
    ],
    createdAt: now,
    words,
  };
}

/** One of the order's documents as a PDF; null when the order, the document or (for a buyer) the right to it is missing. */
export async function getOrderDocument(
  db: Kysely<Database>,
  inquiryId: number,
  name: OrderDocumentName,
  now: Date,
  userId?: string,
): Promise<{ filename: string; pdf: Buffer } | null> {
  const facts = await orderFacts(db, inquiryId, userId);
  if (!facts || !documentReady(name, facts.steps)) return null;
  const input = name === "packing-list.pdf" ? packingList(facts, now) : commercialInvoice(facts, now);
  return { filename: `${input.number}.pdf`, pdf: await renderOrderPdf(input) };
}
