// A size page's own words in Spanish, for the trade.
import type { SizesMessages } from "./sizes.en";

export const SIZES_ES: SizesMessages = {
  heading: "Neumáticos {size}",
  title: "Neumáticos {size} al por mayor",
  intro:
    "{tyres, plural, one {# neumático} many {# neumáticos} other {# neumáticos}} en medida {size} de {brands, plural, one {# marca} many {# marcas} other {# marcas}}. Precios mayoristas por neumático, pedido mínimo de 50 unidades.",
  description:
    "Neumáticos {size} {seasons} {vehicles} de {brands, plural, one {# marca} many {# marcas} other {# marcas}} a precio mayorista desde 50 unidades, con envío a todo el mundo en contenedor de 20 o 40 pies.",
  inStock: "En stock: {pieces, number} unidades de {size}, todas las marcas juntas",
  pages: "Páginas de neumáticos {size}",
  empty: "Ningún neumático de esta medida coincide con estos filtros. Quite un filtro para ver más.",
  notFound: "No tenemos neumáticos de esta medida. Pruebe otra medida o busque en el catálogo.",
};
