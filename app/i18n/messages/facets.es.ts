// The facets' names and values in Spanish, for the trade.
import type { FacetsMessages } from "./facets.en";

export const FACETS_ES: FacetsMessages = {
  season: "Temporada",
  vehicle: "Tipo de vehículo",
  pattern: "Dibujo / posición del eje",
  brand: "Marca",
  load: "Índice de carga",
  speed: "Código de velocidad",
  fuel: "Clase UE de eficiencia energética",
  wet: "Clase UE de adherencia en mojado",
  snow: "Marca de nieve",
  price: "Precio por neumático",
  stock: "Disponibilidad",
  ready: "Listo para cargar",
  snowMarked: "3PMSF (nieve severa)",
  inStock: "En stock",
  readySoon: "Listo en 2 semanas",
  priceUnder: "Menos de {max}",
  priceBetween: "De {min} a {max}",
  priceOver: "{min} o más",
};
