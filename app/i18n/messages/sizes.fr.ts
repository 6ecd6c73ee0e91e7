// A size page's own words in French, for the trade.
import type { SizesMessages } from "./sizes.en";

export const SIZES_FR: SizesMessages = {
  heading: "Pneus {size}",
  title: "Pneus {size} en gros",
  intro:
    "{tyres, plural, one {# pneu} many {# pneus} other {# pneus}} en dimension {size} de {brands, plural, one {# marque} many {# marques} other {# marques}}. Prix de gros au pneu, commande minimum 50 pièces.",
  description:
    "Pneus {size} {seasons} {vehicles} de {brands, plural, one {# marque} many {# marques} other {# marques}} au prix de gros dès 50 pièces, expédiés dans le monde entier en conteneur 20 ou 40 pieds.",
  inStock: "En stock : {pieces, number} pièces en {size}, toutes marques confondues",
  pages: "Pages des pneus {size}",
  empty: "Aucun pneu de cette dimension ne correspond à ces filtres. Retirez un filtre pour en voir plus.",
  notFound: "Nous n’avons aucun pneu dans cette dimension. Essayez une autre dimension ou cherchez dans le catalogue.",
};
