// The facets' names and values in French, for the trade.
import type { FacetsMessages } from "./facets.en";

export const FACETS_FR: FacetsMessages = {
  season: "Saison",
  vehicle: "Type de véhicule",
  pattern: "Profil / position d’essieu",
  brand: "Marque",
  load: "Indice de charge",
  speed: "Indice de vitesse",
  fuel: "Classe énergétique UE",
  wet: "Classe d’adhérence sur sol mouillé UE",
  snow: "Marquage neige",
  price: "Prix au pneu",
  stock: "Disponibilité",
  ready: "Prêt au chargement",
  snowMarked: "3PMSF (neige sévère)",
  inStock: "En stock",
  readySoon: "Prêt sous 2 semaines",
  priceUnder: "Moins de {max}",
  priceBetween: "De {min} à {max}",
  priceOver: "{min} et plus",
};
