// The home page in Spanish, for the trade.
import type { HomeMessages } from "./home.en";

export const HOME_ES: HomeMessages = {
  title: "Neumáticos al por mayor desde 50 unidades",
  description:
    "Neumáticos de camión, turismo, moto y todoterreno al por mayor desde 50 unidades. Busque por medida, compare ofertas y reciba su pedido en todo el mundo en contenedor de 20 o 40 pies.",
  heading: "Neumáticos al por mayor, enviados a todo el mundo en contenedor",
  lead: "Neumáticos de camión, turismo, moto y todoterreno desde 50 unidades. Elija su medida, vea el precio por volumen con el flete incluido y envíenos su solicitud de cotización.",
  trialHeading: "Compra de neumáticos de prueba",
  trialText:
    "¿Todavía no lo tiene claro? Compre primero 1 o 2 neumáticos y pruébelos en sus propios camiones antes de pedir un juego completo o un contenedor.",
  trialButton: "Ver neumáticos de prueba",
  brandsHeading: "Las mejores marcas",
  helpQuestion: "¿Necesita ayuda para elegir?",
  helpLink: "Contacte con nuestro equipo comercial",
};
