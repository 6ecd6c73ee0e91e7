// A season's page in Portuguese (Brazil first), for the trade.
import type { SeasonsMessages } from "./seasons.en";

export const SEASONS_PT: SeasonsMessages = {
  heading: "Pneus {season, select, summer {de verão} winter {de inverno} other {para todas as estações}}",
  introSummer: "Os pneus de verão têm a melhor aderência e frenagem em pistas quentes, secas ou molhadas, a partir de cerca de 7\u00a0°C.",
  introWinter: "Os pneus de inverno mantêm a aderência na neve, no gelo e em pistas frias e molhadas, abaixo de cerca de 7\u00a0°C.",
  introAllseason: "Os pneus para todas as estações ficam no veículo o ano todo em climas amenos; muitos têm a marca de neve severa.",
  description:
    "{intro} Pneus {season, select, summer {de verão} winter {de inverno} other {para todas as estações}} de carga, passeio, moto e fora de estrada no atacado a partir de 50 unidades.",
  orderLine: "Pedidos a partir de 50 unidades, com envio para todo o mundo em contêiner de 20 ou 40 pés.",
  seeAll: "Ver todas as ofertas {season, select, summer {de verão} winter {de inverno} other {para todas as estações}}",
  mostStocked: "Medidas {season, select, summer {de verão} winter {de inverno} other {para todas as estações}} com mais estoque",
  brands: "Marcas {season, select, summer {de verão} winter {de inverno} other {para todas as estações}}",
  firstOffers: "Primeiras ofertas {season, select, summer {de verão} winter {de inverno} other {para todas as estações}}",
  allOffers: "Todas as {count, number} ofertas {season, select, summer {de verão} winter {de inverno} other {para todas as estações}}",
};
