// The words around a priced load in Spanish (/buy-now and /quote).
import type { DealMessages } from "./deal.en";

export const DEAL_ES: DealMessages = {
  termsLegend: "Condiciones de envío (Incoterms 2020)",
  fobExplanation: "Mercancía cargada en nuestro puerto; usted contrata el flete marítimo",
  cifExplanation: "Flete marítimo y seguro hasta su puerto",
  ddpExplanation: "Entregado en su dirección; aranceles cotizados por nosotros",
  destinationPort: "Puerto de destino",
  deliveryAddress: "Dirección de entrega, en una línea",
  placeExample: "p. ej. Lagos Apapa (NGAPP), o cualquier puerto",
  countryCode: "Código de país",
  countryCodeNote: "(opcional, p. ej. NG; si no, el país con el que termina la dirección)",
  update: "Actualizar",
  loadingTerms: "Cargando las condiciones de envío…",
  chooseTerms: "Elegir condiciones de envío (FOB, CIF o DDP)",
  shippingInfo: "Información de envío",
  delivery: "Entrega de 15 a 30 días tras el pago.",
  twentyFootCapacity: "Contenedor de 20 pies: 150-160 uds.",
  fortyFootCapacity: "Contenedor de 40 pies: 270-280 uds.",
  shippingRates: "Envío {twentyFoot} hasta 160 uds., {fortyFoot} de 161 a 280 uds. y {fortyFoot} más por cada 280 uds. adicionales.",
  paymentMethods: "Formas de pago",
  paymentWays: "Transferencia bancaria (TT), PayPal, tarjetas de crédito.",
  deposit: "Anticipo del 30 % para la producción, resto antes del embarque.",
  qualityGuarantee: "Garantía de calidad",
  guarantee: "2 años contra defectos de fabricación.",
  total: "Total",
  vatNote: "Precios sin IVA.",
};
