// spec §9's shipping per container as the purchase terms write it ("€1,200.00 up to 160 pcs"),
// worded by the loaders of /buy-now and /quote (decision 240), in the buyer's display currency on
// /buy-now (decision 285), so the pages' script carries neither the rates nor a conversion.
import type { ExchangeRate } from "../domain/exchange-rate";
import { money, type CurrencyCode } from "../domain/money";
import { FORTY_FOOT_QUANTITY, shippingMinor, TWENTY_FOOT_QUANTITY } from "../domain/pricing";
import { showMoney } from "../domain/shown-money";

export interface ContainerRateTexts {
  twentyFoot: string;
  fortyFoot: string;
}

export function containerRateTexts(currency: CurrencyCode, rate: ExchangeRate | null = null): ContainerRateTexts {
  return {
    twentyFoot: showMoney(money(shippingMinor(TWENTY_FOOT_QUANTITY), currency), rate),
    fortyFoot: showMoney(money(shippingMinor(FORTY_FOOT_QUANTITY), currency), rate),
  };
}
