import type { CurrencyMessages } from "./currency.en";

export const CURRENCY_FR: CurrencyMessages = {
  title: "Devise des prix",
  intro:
    "Nos prix sont établis en {code}. Choisissez une devise pour les voir convertis à notre taux ; un devis fixe le taux le jour de son envoi. Nous retenons votre choix.",
  catalogueCurrency: "la devise du catalogue",
  back: "Revenir sans changer",
  thatCurrency: "cette devise",
  noRateLine: "Nous n'avons pas de taux de change pour {named} : les prix sont affichés en {catalogue}, la devise du catalogue.",
  catalogueOnlyLine: "Les prix de cette page sont en {catalogue}, la devise du catalogue.",
  rateLine: "{rate} ; le devis fixe le taux",
  noRateChosen: "Nous n'avons pas de taux de change pour {named} : choisissez l'une des devises proposées.",
};
