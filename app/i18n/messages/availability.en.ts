// What the seller can load of a tyre and when (decision 225), in English: the source every other
// language translates. Server only: loaders word each tyre's availability in the page's language.
export const AVAILABILITY_EN = {
  inStockAndIncoming: "In stock: {now, number} pcs, {more, number} more by {date}",
  inStock: "In stock: {now, number} pcs{places}",
  incoming: "Incoming: {pieces, number} pcs by {date}",
  moreMadeToOrder: "More made to order: ready in about {days, plural, one {# day} other {# days}}",
  noMore: "No more can be ordered",
  madeToOrder: "Made to order: ready in about {days, plural, one {# day} other {# days}}",
  outOfStock: "Out of stock",
  dotYear: "DOT {year}",
  dotWeek: "DOT {year} (week {week})",
  dotMaxAge: "DOT not older than {months, plural, one {# month} other {# months}}",
};

export type AvailabilityMessages = typeof AVAILABILITY_EN;
