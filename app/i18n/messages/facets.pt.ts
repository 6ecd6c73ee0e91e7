// The facets' names and values in Portuguese (Brazil first), for the trade.
import type { FacetsMessages } from "./facets.en";

export const FACETS_PT: FacetsMessages = {
  season: "Estação",
  vehicle: "Tipo de veículo",
  pattern: "Desenho / posição do eixo",
  brand: "Marca",
  load: "Índice de carga",
  speed: "Índice de velocidade",
  fuel: "Classe de eficiência energética (UE)",
  wet: "Classe de aderência em piso molhado (UE)",
  snow: "Marca de neve",
  price: "Preço por pneu",
  stock: "Disponibilidade",
  ready: "Pronto para carregar",
  snowMarked: "3PMSF (neve severa)",
  inStock: "Em estoque",
  readySoon: "Pronto em até 2 semanas",
  priceUnder: "Até {max}",
  priceBetween: "De {min} a {max}",
  priceOver: "{min} ou mais",
};
