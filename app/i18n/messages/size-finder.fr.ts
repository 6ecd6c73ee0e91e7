// The size finder and the /tyres/size page in French, for the trade.
import type { SizeFinderMessages } from "./size-finder.en";

export const SIZE_FINDER_FR: SizeFinderMessages = {
  title: "Pneus par dimension",
  description:
    "Trouvez des pneus poids lourd, tourisme, moto et tout-terrain en gros par dimension : choisissez largeur, série et jante, ou saisissez une dimension comme 315/80R22.5.",
  heading: "Pneus par dimension",
  lead: "Choisissez largeur, série et jante, ou saisissez la dimension inscrite sur le flanc du pneu.",
  allSizes: "Toutes les dimensions",
  shopBySize: "Recherche par dimension",
  width: "Largeur",
  profile: "Série",
  rim: "Jante",
  noProfile: "aucune",
  showTyres: "Voir les pneus",
  typeASize: "Saisir une dimension",
  orTypeASize: "Ou saisissez une dimension",
  go: "OK",
  example: "Par exemple 315/80R22.5, 315 80 22.5 ou 3158022.5.",
  unreadable: "Nous n’avons pas reconnu de dimension de pneu. Saisissez-la sous la forme 315/80R22.5, 315 80 22.5 ou 3158022.5.",
  empty: "Saisissez une dimension de pneu, par exemple 315/80R22.5.",
  notSold: "Nous n’avons aucun pneu en {size}. Choisissez l’une des dimensions ci-dessous.",
};
