import type { CurrencyMessages } from "./currency.en";

export const CURRENCY_ES: CurrencyMessages = {
  title: "Moneda de los precios",
  intro:
    "Nuestros precios están fijados en {code}. Elija una moneda para verlos convertidos a nuestro tipo de cambio; la cotización fija el tipo el día en que se envía. Recordamos su elección.",
  catalogueCurrency: "la moneda del catálogo",
  back: "Volver sin cambiar",
  thatCurrency: "esa moneda",
  noRateLine: "No tenemos tipo de cambio para {named}: los precios se muestran en {catalogue}, la moneda del catálogo.",
  catalogueOnlyLine: "Los precios de esta página están en {catalogue}, la moneda del catálogo.",
  rateLine: "{rate}; la cotización fija el tipo de cambio",
  noRateChosen: "No tenemos tipo de cambio para {named}: elija una de las monedas de la lista.",
};
