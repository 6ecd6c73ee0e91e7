// What the seller can load of a tyre and when, in Portuguese (Brazil first), for the trade.
import type { AvailabilityMessages } from "./availability.en";

export const AVAILABILITY_PT: AvailabilityMessages = {
  inStockAndIncoming: "Em estoque: {now, number} un., mais {more, number} até {date}",
  inStock: "Em estoque: {now, number} un.{places}",
  incoming: "A caminho: {pieces, number} un. até {date}",
  moreMadeToOrder: "Mais sob encomenda: pronto em cerca de {days, plural, one {# dia} many {# dias} other {# dias}}",
  noMore: "Não é possível encomendar mais",
  madeToOrder: "Sob encomenda: pronto em cerca de {days, plural, one {# dia} many {# dias} other {# dias}}",
  outOfStock: "Sem estoque",
  dotYear: "DOT {year}",
  dotWeek: "DOT {year} (semana {week})",
  dotMaxAge: "DOT com no máximo {months, plural, one {# mês} many {# meses} other {# meses}}",
};
