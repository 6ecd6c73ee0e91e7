// The display currency's words in English (decisions 285, 298): the chooser page (/currency), its
// refusal, and the line said once per page under the header. The source every other language translates.
export const CURRENCY_EN = {
  title: "Currency of the prices",
  intro:
    "Our prices are kept in {code}. Choose a currency to see them converted at our rate; a quote fixes the rate on the day it is sent. We remember your choice.",
  catalogueCurrency: "the catalogue's currency",
  back: "Back without changing",
  thatCurrency: "that currency",
  noRateLine: "We keep no exchange rate for {named}: prices are shown in {catalogue}, the catalogue's currency.",
  catalogueOnlyLine: "Prices on this page are in {catalogue}, the catalogue's currency.",
  rateLine: "{rate}; the quote fixes the rate",
  noRateChosen: "We keep no exchange rate for {named}: choose one of the currencies listed.",
};

export type CurrencyMessages = typeof CURRENCY_EN;
