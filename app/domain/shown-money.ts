// Amounts as a buyer reads them in the display currency they chose (decisions 280, 285): converted
// from the catalogue's currency with convertMinor, rounded once to the target's minor units, and
// written with that many decimals (0 for CLP and XOF). A deal converts its unit price first and
// multiplies (convertLines), and its total is the sum of the converted parts, so the figures on
// the page add up exactly. Pure; loaders convert, so the pages' script carries none of it.
import type { Deal, DealLine } from "./deal";
import { convertLines, convertMinor, type CurrencyUnits, type ExchangeRate } from "./exchange-rate";
import { formatMoney, type CurrencyCode, type Money } from "./money";

const formatters = new Map<string, Intl.NumberFormat>();

/** `amountMinor` minor units of `units` as a price: "$1,135.26", "CLP 1,092,000". */
export function formatMinorUnits(amountMinor: number, units: CurrencyUnits, locale = "en-IE"): string {
  const key = `${locale}|${units.code}|${units.minorUnits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: "currency",
      currency: units.code,
      minimumFractionDigits: units.minorUnits,
      maximumFractionDigits: units.minorUnits,
    });
    formatters.set(key, formatter);
  }
  // Display only: a safe integer over a power of ten is exact to the decimals shown.
  return formatter.format(amountMinor / 10 ** units.minorUnits);
}

/**
 * A catalogue amount in the display currency, as a Money formatMoney writes with the target's
 * decimals; as it is without a rate. CurrencyCode names the catalogue's currencies: a converted
 * amount is display-only and may be in any ISO 4217 currency the seller keeps a rate for.
 */
export function convertedMoney(money: Money, rate: ExchangeRate | null): Money {
  if (!rate || money.currency !== rate.from.code) return money;
  return { amountMinor: convertMinor(money.amountMinor, rate), currency: rate.to.code as CurrencyCode, minorUnits: rate.to.minorUnits };
}

/** A tyre (or card) with its prices in the display currency, for a loader to send. */
export function withShownPrices<T extends { price: Money | null; offerPrice: Money | null }>(tyre: T, rate: ExchangeRate | null): T {
  if (!rate) return tyre;
  return { ...tyre, price: tyre.price && convertedMoney(tyre.price, rate), offerPrice: tyre.offerPrice && convertedMoney(tyre.offerPrice, rate) };
}

/** A catalogue amount as the page shows it: converted at `rate`, or as it is without one. */
export function showMoney(money: Money, rate: ExchangeRate | null): string {
  return formatMoney(convertedMoney(money, rate));
}

export interface DealAmounts {
  unitPrice: Money;
  pieces: number;
  freight: Money | null;
  insurance: Money | null;
}

/** A one-tyre deal's figures in the target's minor units: the goods from the converted unit price, the total their sum. */
export function convertDealAmounts(deal: DealAmounts, rate: ExchangeRate) {
  const goods = convertLines([{ unitMinor: deal.unitPrice.amountMinor, quantity: deal.pieces }], rate);
  const freightMinor = deal.freight && convertMinor(deal.freight.amountMinor, rate);
  const insuranceMinor = deal.insurance && convertMinor(deal.insurance.amountMinor, rate);
  return {
    unitMinor: goods.lines[0]!.unitMinor,
    goodsMinor: goods.totalMinor,
    freightMinor,
    insuranceMinor,
    totalMinor: goods.totalMinor + (freightMinor ?? 0) + (insuranceMinor ?? 0),
  };
}

/** The figures of a load as /quote shows them: every amount a Deal carries, and its lines. */
export type DealFigures = Pick<Deal, "surchargePerUnit" | "goods" | "freight" | "insurance" | "total"> & {
  lines: Array<Pick<DealLine, "unitPrice" | "lineTotal" | "quantity">>;
};

/**
 * A load of several lines in the display currency (/quote, decision 298), as a quote on paper
 * adds it up: each line from its converted unit price (convertLines), the goods their sum, freight
 * and insurance each converted, the total the sum of the converted parts. As it is without a rate.
 */
export function convertedDeal<T extends DealFigures>(deal: T, rate: ExchangeRate | null): T {
  if (!rate || deal.total.currency !== rate.from.code) return deal;
  const goods = convertLines(
    deal.lines.map((line) => ({ unitMinor: line.unitPrice.amountMinor, quantity: line.quantity })),
    rate,
  );
  const shown = (amountMinor: number): Money => ({ amountMinor, currency: rate.to.code as CurrencyCode, minorUnits: rate.to.minorUnits });
  const freight = deal.freight && convertedMoney(deal.freight, rate);
  const insurance = deal.insurance && convertedMoney(deal.insurance, rate);
  return {
    ...deal,
    lines: deal.lines.map((line, i) => ({ ...line, unitPrice: shown(goods.lines[i]!.unitMinor), lineTotal: shown(goods.lines[i]!.totalMinor) })),
    surchargePerUnit: convertedMoney(deal.surchargePerUnit, rate),
    goods: shown(goods.totalMinor),
    freight,
    insurance,
    total: shown(goods.totalMinor + (freight?.amountMinor ?? 0) + (insurance?.amountMinor ?? 0)),
  };
}
