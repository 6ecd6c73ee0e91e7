// The trial tyres page in Spanish, for the trade.
import type { TrialTyresMessages } from "./trial-tyres.en";

export const TRIAL_TYRES_ES: TrialTyresMessages = {
  title: "Neumáticos de prueba: compre primero 1 o 2 neumáticos de camión | Tyre Wholesale",
  description:
    "Pruebe 1 o 2 neumáticos de camión antes de un juego completo: seis medidas habituales de 22.5 pulgadas, de tracción y de remolque, en marketplaces.",
  heading: "Neumáticos de prueba",
  lead: "¿Quiere probar nuestros neumáticos antes de pedir 50 o más? Compre uno o dos de las medidas de camión habituales de abajo en un marketplace, pruébelos en sus propios camiones y vuelva a por el juego completo.",
  driveTyre: "Neumático de tracción",
  trailerTyre: "Neumático de remolque",
  opensInNewTab: "(se abre en una pestaña nueva)",
};
