// The search page's own words in French, for the trade.
import type { SearchMessages } from "./search.en";

export const SEARCH_FR: SearchMessages = {
  resultsFor: "Résultats de recherche pour « {query} »",
  searchTyres: "Rechercher des pneus",
  description: "Cherchez dans le catalogue de pneus en gros par marque, modèle, profil ou dimension, et envoyez une demande d’achat en volume.",
  prompt: "Saisissez une marque, un modèle, un profil ou une dimension de pneu (par exemple 315/80R22.5) dans le champ de recherche ci-dessus.",
  browse: "Ou parcourez les offres :",
  summerOffers: "Offres été",
  winterOffers: "Offres hiver",
  allseasonOffers: "Offres toutes saisons",
  results: "Résultats de recherche",
  resultPages: "Pages de résultats",
  matches: "{count, plural, one {# pneu correspond} many {# pneus correspondent} other {# pneus correspondent}}",
  matchesCapped: "Plus de {count, number} pneus correspondent",
  noMatchForFilters: "Aucun pneu ne correspond à ces filtres.",
  noResults: "Aucun pneu trouvé pour « {query} ».",
};
