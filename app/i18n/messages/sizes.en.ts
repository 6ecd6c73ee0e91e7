// A size page's own words (/tyres/size/315-80r22.5) in English: the source every other language
// translates. The size itself is never translated.
export const SIZES_EN = {
  heading: "{size} tyres",
  title: "{size} Tyres in Bulk",
  intro:
    "{tyres, plural, one {# tyre} other {# tyres}} in size {size} from {brands, plural, one {# brand} other {# brands}}. Wholesale prices per tyre, minimum order 50 pieces.",
  description:
    "{size} {seasons} {vehicles} tyres from {brands, plural, one {# brand} other {# brands}} at wholesale prices from 50 pieces, shipped worldwide by 20ft or 40ft container.",
  inStock: "In stock: {pieces, number} pcs of {size}, all brands together",
  pages: "{size} pages",
  empty: "No tyres of this size match these filters. Clear a filter to see more.",
  notFound: "We have no tyres in this size. Try another size or search the catalogue.",
};

export type SizesMessages = typeof SIZES_EN;
