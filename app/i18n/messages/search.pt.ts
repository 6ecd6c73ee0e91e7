// The search page's own words in Portuguese (Brazil first), for the trade.
import type { SearchMessages } from "./search.en";

export const SEARCH_PT: SearchMessages = {
  resultsFor: "Resultados da busca por “{query}”",
  searchTyres: "Buscar pneus",
  description: "Busque no catálogo de pneus no atacado por marca, modelo, desenho ou medida, e envie uma solicitação de compra em volume.",
  prompt: "Digite uma marca, um modelo, um desenho ou uma medida de pneu (por exemplo 315/80R22.5) na caixa de busca acima.",
  browse: "Ou veja as ofertas:",
  summerOffers: "Ofertas de verão",
  winterOffers: "Ofertas de inverno",
  allseasonOffers: "Ofertas para todas as estações",
  results: "Resultados da busca",
  resultPages: "Páginas de resultados",
  matches: "{count, plural, one {# pneu encontrado} many {# pneus encontrados} other {# pneus encontrados}}",
  matchesCapped: "Mais de {count, number} pneus encontrados",
  noMatchForFilters: "Nenhum pneu corresponde a esses filtros.",
  noResults: "Nenhum pneu encontrado para “{query}”.",
};
