// What the seller can load of a tyre and when, in French, for the trade.
import type { AvailabilityMessages } from "./availability.en";

export const AVAILABILITY_FR: AvailabilityMessages = {
  inStockAndIncoming: "En stock : {now, number} pièces, {more, number} de plus d’ici le {date}",
  inStock: "En stock : {now, number} pièces{places}",
  incoming: "En arrivage : {pieces, number} pièces d’ici le {date}",
  moreMadeToOrder: "Au-delà, fabrication sur commande : prêt en {days, plural, one {# jour} many {# jours} other {# jours}} environ",
  noMore: "Aucune commande possible au-delà",
  madeToOrder: "Fabrication sur commande : prêt en {days, plural, one {# jour} many {# jours} other {# jours}} environ",
  outOfStock: "En rupture de stock",
  dotYear: "DOT {year}",
  dotWeek: "DOT {year} (semaine {week})",
  dotMaxAge: "DOT de moins de {months, plural, one {# mois} many {# mois} other {# mois}}",
};
