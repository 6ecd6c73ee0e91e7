// A season's page in Spanish, for the trade.
import type { SeasonsMessages } from "./seasons.en";

export const SEASONS_ES: SeasonsMessages = {
  heading: "Neumáticos {season, select, summer {de verano} winter {de invierno} other {para todas las estaciones}}",
  introSummer: "Los neumáticos de verano agarran y frenan mejor en carreteras cálidas, secas o mojadas, a partir de unos 7\u00a0°C.",
  introWinter: "Los neumáticos de invierno mantienen el agarre en nieve, hielo y carreteras frías y mojadas, por debajo de unos 7\u00a0°C.",
  introAllseason: "Los neumáticos para todas las estaciones se quedan en el vehículo todo el año en climas templados; muchos llevan la marca de nieve severa.",
  description:
    "{intro} Neumáticos {season, select, summer {de verano} winter {de invierno} other {para todas las estaciones}} de camión, turismo, moto y todoterreno al por mayor desde 50 unidades.",
  orderLine: "Pedidos desde 50 unidades, con envío a todo el mundo en contenedor de 20 o 40 pies.",
  seeAll: "Ver todas las ofertas {season, select, summer {de verano} winter {de invierno} other {para todas las estaciones}}",
  mostStocked: "Medidas {season, select, summer {de verano} winter {de invierno} other {para todas las estaciones}} con más stock",
  brands: "Marcas {season, select, summer {de verano} winter {de invierno} other {para todas las estaciones}}",
  firstOffers: "Primeras ofertas {season, select, summer {de verano} winter {de invierno} other {para todas las estaciones}}",
  allOffers: "Las {count, number} ofertas {season, select, summer {de verano} winter {de invierno} other {para todas las estaciones}}",
};
