// A season's page in French, for the trade.
import type { SeasonsMessages } from "./seasons.en";

export const SEASONS_FR: SeasonsMessages = {
  heading: "Pneus {season, select, summer {été} winter {hiver} other {toutes saisons}}",
  introSummer: "Les pneus été offrent la meilleure adhérence et le meilleur freinage sur routes chaudes, sèches ou mouillées, à partir d’environ 7\u00a0°C.",
  introWinter: "Les pneus hiver gardent leur adhérence sur la neige, le verglas et les routes froides et mouillées, en dessous d’environ 7\u00a0°C.",
  introAllseason: "Les pneus toutes saisons restent montés toute l’année sous les climats tempérés, beaucoup portent le marquage neige sévère.",
  description:
    "{intro} Pneus {season, select, summer {été} winter {hiver} other {toutes saisons}} poids lourd, tourisme, moto et tout-terrain en gros dès 50 pièces.",
  orderLine: "Commande dès 50 pièces, expédition dans le monde entier en conteneur 20 ou 40 pieds.",
  seeAll: "Voir toutes les offres {season, select, summer {été} winter {hiver} other {toutes saisons}}",
  mostStocked: "Dimensions {season, select, summer {été} winter {hiver} other {toutes saisons}} les plus en stock",
  brands: "Marques de pneus {season, select, summer {été} winter {hiver} other {toutes saisons}}",
  firstOffers: "Premières offres {season, select, summer {été} winter {hiver} other {toutes saisons}}",
  allOffers: "Les {count, number} offres {season, select, summer {été} winter {hiver} other {toutes saisons}}",
};
