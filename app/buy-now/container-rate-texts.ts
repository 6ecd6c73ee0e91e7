// spec §9's shipping per container as the purchase terms write it ("€1,200.00 up to 160 pcs"),
// worded by the loaders of /buy-now and /quote (decision 240), in the buyer's display currency on
// /buy-now (decision 285) and as the page's language writes amounts (decision 317), so the pages'
// script carries neither the rates nor a conversion nor a formatter.
import type { ExchangeRate } from "../domain/exchange-rate";
import { formatMoney, money, type CurrencyCode, type Money } from "../domain/money";
import { FORTY_FOOT_QUANTITY, shippingMinor, TWENTY_FOOT_QUANTITY } from "../domain/pricing";
import { convertedMoney } from "../domain/shown-money";

export interface ContainerRateTexts {
  twentyFoot: string;
  fortyFoot: string;
}

/** `write`: how the page writes an amount (the deal wording's `figure`); the shop's English format unless told. */
export function containerRateTexts(
  currency: CurrencyCode,
  rate: ExchangeRate | null = null,
  write: (amount: Money) => string = formatMoney,
): ContainerRateTexts {
  return {
    twentyFoot: write(convertedMoney(money(shippingMinor(TWENTY_FOOT_QUANTITY), currency), rate)),
    fortyFoot: write(convertedMoney(money(shippingMinor(FORTY_FOOT_QUANTITY), currency), rate)),
  };
}
