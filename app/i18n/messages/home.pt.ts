// The home page in Portuguese (Brazil first), for the trade.
import type { HomeMessages } from "./home.en";

export const HOME_PT: HomeMessages = {
  title: "Pneus no atacado a partir de 50 unidades",
  description:
    "Pneus de carga, de passeio, de moto e off-road no atacado a partir de 50 unidades. Busque pela medida, compare ofertas e receba em qualquer lugar do mundo em contêiner de 20 ou 40 pés.",
  heading: "Pneus no atacado, enviados para todo o mundo em contêiner",
  lead: "Pneus de carga, de passeio, de moto e off-road a partir de 50 unidades. Escolha a medida, veja o preço de atacado com o frete e envie sua solicitação de cotação.",
  trialHeading: "Compra de pneus para teste",
  trialText: "Ainda em dúvida? Compre primeiro 1 ou 2 pneus e teste na sua própria frota antes de pedir um jogo completo ou um contêiner.",
  trialButton: "Ver pneus para teste",
  brandsHeading: "As melhores marcas",
  helpQuestion: "Precisa de ajuda para escolher?",
  helpLink: "Fale com nossa equipe de vendas",
};
