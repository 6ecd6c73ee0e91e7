import type { CurrencyMessages } from "./currency.en";

export const CURRENCY_PT: CurrencyMessages = {
  title: "Moeda dos preços",
  intro:
    "Nossos preços são fixados em {code}. Escolha uma moeda para vê-los convertidos pela nossa taxa; a cotação fixa a taxa no dia em que é enviada. Guardamos a sua escolha.",
  catalogueCurrency: "a moeda do catálogo",
  back: "Voltar sem alterar",
  thatCurrency: "essa moeda",
  noRateLine: "Não temos taxa de câmbio para {named}: os preços aparecem em {catalogue}, a moeda do catálogo.",
  catalogueOnlyLine: "Os preços desta página estão em {catalogue}, a moeda do catálogo.",
  rateLine: "{rate}; a cotação fixa a taxa de câmbio",
  noRateChosen: "Não temos taxa de câmbio para {named}: escolha uma das moedas da lista.",
};
