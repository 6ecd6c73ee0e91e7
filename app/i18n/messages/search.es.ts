// The search page's own words in Spanish, for the trade.
import type { SearchMessages } from "./search.en";

export const SEARCH_ES: SearchMessages = {
  resultsFor: "Resultados de búsqueda para «{query}»",
  searchTyres: "Buscar neumáticos",
  description: "Busque en el catálogo mayorista de neumáticos por marca, modelo, dibujo o medida, y envíe una solicitud de compra por volumen.",
  prompt: "Escriba una marca, un modelo, un dibujo o una medida de neumático (por ejemplo 315/80R22.5) en el buscador de arriba.",
  browse: "O vea las ofertas:",
  summerOffers: "Ofertas de verano",
  winterOffers: "Ofertas de invierno",
  allseasonOffers: "Ofertas para todas las estaciones",
  results: "Resultados de búsqueda",
  resultPages: "Páginas de resultados",
  matches: "{count, plural, one {# neumático coincide} many {# neumáticos coinciden} other {# neumáticos coinciden}}",
  matchesCapped: "Más de {count, number} neumáticos coinciden",
  noMatchForFilters: "Ningún neumático coincide con estos filtros.",
  noResults: "No se encontraron neumáticos para «{query}».",
};
