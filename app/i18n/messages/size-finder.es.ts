// The size finder and the /tyres/size page in Spanish, for the trade.
import type { SizeFinderMessages } from "./size-finder.en";

export const SIZE_FINDER_ES: SizeFinderMessages = {
  title: "Neumáticos por medida",
  description:
    "Encuentre neumáticos de camión, turismo, moto y todoterreno al por mayor por medida: elija ancho, perfil y llanta, o escriba una medida como 315/80R22.5.",
  heading: "Neumáticos por medida",
  lead: "Elija ancho, perfil y llanta, o escriba la medida que figura en el flanco del neumático.",
  allSizes: "Todas las medidas",
  shopBySize: "Buscar por medida",
  width: "Ancho",
  profile: "Perfil",
  rim: "Llanta",
  noProfile: "ninguno",
  showTyres: "Ver neumáticos",
  typeASize: "Escriba una medida",
  orTypeASize: "O escriba una medida",
  go: "Ir",
  example: "Por ejemplo 315/80R22.5, 315 80 22.5 o 3158022.5.",
  unreadable: "No reconocemos ahí una medida de neumático. Escríbala como 315/80R22.5, 315 80 22.5 o 3158022.5.",
  empty: "Escriba una medida de neumático, por ejemplo 315/80R22.5.",
  notSold: "No tenemos neumáticos en la medida {size}. Elija una de las medidas de abajo.",
};
