// The words around a priced load in Portuguese, Brazil first (/buy-now and /quote).
import type { DealMessages } from "./deal.en";

export const DEAL_PT: DealMessages = {
  termsLegend: "Condições de frete (Incoterms 2020)",
  fobExplanation: "Mercadoria embarcada no nosso porto; você contrata o frete marítimo",
  cifExplanation: "Frete marítimo e seguro até o seu porto",
  ddpExplanation: "Entregue no seu endereço; impostos cotados por nós",
  destinationPort: "Porto de destino",
  deliveryAddress: "Endereço de entrega, em uma linha",
  placeExample: "ex.: Lagos Apapa (NGAPP), ou qualquer porto",
  countryCode: "Código do país",
  countryCodeNote: "(opcional, ex.: NG; senão, o país com que o endereço termina)",
  update: "Atualizar",
  loadingTerms: "Carregando as condições de frete…",
  chooseTerms: "Escolher condições de frete (FOB, CIF ou DDP)",
  shippingInfo: "Informações de frete",
  delivery: "Entrega em 15 a 30 dias após o pagamento.",
  twentyFootCapacity: "Contêiner de 20 pés: 150-160 peças.",
  fortyFootCapacity: "Contêiner de 40 pés: 270-280 peças.",
  shippingRates: "Frete de {twentyFoot} até 160 peças, {fortyFoot} de 161 a 280 peças e mais {fortyFoot} a cada 280 peças adicionais.",
  paymentMethods: "Formas de pagamento",
  paymentWays: "Transferência bancária (TT), PayPal, cartões de crédito.",
  deposit: "Sinal de 30% para a produção, saldo antes do embarque.",
  qualityGuarantee: "Garantia de qualidade",
  guarantee: "2 anos contra defeitos de fabricação.",
  total: "Total",
  vatNote: "Preços sem impostos.",
};
