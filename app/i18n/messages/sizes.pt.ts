// A size page's own words in Portuguese (Brazil first), for the trade.
import type { SizesMessages } from "./sizes.en";

export const SIZES_PT: SizesMessages = {
  heading: "Pneus {size}",
  title: "Pneus {size} no atacado",
  intro:
    "{tyres, plural, one {# pneu} many {# pneus} other {# pneus}} na medida {size} de {brands, plural, one {# marca} many {# marcas} other {# marcas}}. Preços de atacado por pneu, pedido mínimo de 50 unidades.",
  description:
    "Pneus {size} {seasons} {vehicles} de {brands, plural, one {# marca} many {# marcas} other {# marcas}} a preço de atacado a partir de 50 unidades, com envio para todo o mundo em contêiner de 20 ou 40 pés.",
  inStock: "Em estoque: {pieces, number} unidades de {size}, somando todas as marcas",
  pages: "Páginas de pneus {size}",
  empty: "Nenhum pneu desta medida corresponde a esses filtros. Remova um filtro para ver mais.",
  notFound: "Não temos pneus nesta medida. Tente outra medida ou busque no catálogo.",
};
