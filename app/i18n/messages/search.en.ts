// The search page's own words in English: the source every other language translates. ICU quotes
// a text between apostrophes, so the English page's 'query' is written ''{query}''.
export const SEARCH_EN = {
  resultsFor: "Search results for ''{query}''",
  searchTyres: "Search tyres",
  description: "Search the wholesale tyre catalogue by brand, model, pattern or size, and send a bulk purchase inquiry.",
  prompt: "Type a brand, model, pattern or tyre size (for example 315/80R22.5) in the search box above.",
  browse: "Or browse the offers:",
  summerOffers: "Summer offers",
  winterOffers: "Winter offers",
  allseasonOffers: "All-Season offers",
  results: "Search results",
  resultPages: "Search result pages",
  matches: "{count, plural, one {# tyre matches} other {# tyres match}}",
  matchesCapped: "{count, number}+ tyres match",
  noMatchForFilters: "No tyres match these filters.",
  noResults: "No tyres found for ''{query}''.",
};

export type SearchMessages = typeof SEARCH_EN;
