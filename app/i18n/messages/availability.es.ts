// What the seller can load of a tyre and when, in Spanish, for the trade.
import type { AvailabilityMessages } from "./availability.en";

export const AVAILABILITY_ES: AvailabilityMessages = {
  inStockAndIncoming: "En stock: {now, number} uds., {more, number} más para el {date}",
  inStock: "En stock: {now, number} uds.{places}",
  incoming: "En camino: {pieces, number} uds. para el {date}",
  moreMadeToOrder: "Más bajo pedido: listo en unos {days, plural, one {# día} many {# días} other {# días}}",
  noMore: "No se pueden pedir más",
  madeToOrder: "Bajo pedido: listo en unos {days, plural, one {# día} many {# días} other {# días}}",
  outOfStock: "Agotado",
  dotYear: "DOT {year}",
  dotWeek: "DOT {year} (semana {week})",
  dotMaxAge: "DOT de menos de {months, plural, one {# mes} many {# meses} other {# meses}}",
};
