// The bulk pricing page in Spanish, for the trade.
import type { BulkPricingMessages } from "./bulk-pricing.en";

export const BULK_PRICING_ES: BulkPricingMessages = {
  title: "Precios por volumen y contenedores",
  description:
    "Cómo baja el precio al por mayor de los neumáticos con el tamaño de la carga, cuántos neumáticos de cada medida caben en un contenedor de 20 o 40 pies, y las condiciones FOB, CIF y DDP.",
  heading: "Precios por volumen y contenedores",
  lead: "Todo pedido es de al menos {min} neumáticos. Cuanto más pide, menos cuesta cada neumático, y planificamos los contenedores para toda la carga, con varias medidas juntas.",
  tiersHeading: "Escalas de precio",
  tiersLead:
    "El palier lo decide la carga completa, contando todas las medidas juntas. Los límites de abajo son para {size}, nuestra medida con más stock; una medida de neumáticos más grandes llena un contenedor con menos unidades.",
  load: "Carga",
  pricePerTyre: "Precio por neumático",
  onYourQuote: "En su cotización",
  exactly: "Exactamente {n} en total",
  range: "De {from} a {to}",
  andMore: "{n} o más",
  pieces: "{n} uds.",
  surcharge: "+{amount} por neumático",
  offerPrice: "El precio de oferta",
  trialNote: "Recargo por pedido mínimo +{amount} por neumático",
  twentyNote: "Tarifa de contenedor de 20 pies +{amount} por neumático",
  fortyNote: "Tarifa de contenedor de 40 pies",
  containersHeading: "Neumáticos por contenedor",
  containersLead:
    "Lo que cabe en un contenedor de nuestras medidas con más stock. Una carga de hasta un 20 pies completo va en un 20 pies; una mayor, en tantos 40 pies como llene.",
  size: "Medida",
  twentyFoot: "20 pies",
  fortyFoot: "40 pies",
  tyreCount: "{n, plural, one {# neumático} many {# neumáticos} other {# neumáticos}}",
  looseLoaded: "Las cantidades son de neumáticos cargados a granel (apilados).",
  everySize: "Cada medida que vendemos",
  ownPage: "tiene su propia página con sus neumáticos.",
  freightHeading: "Condiciones de flete",
  freightLead: "Elija las condiciones en la página de compra de un neumático o en su cotización (Incoterms 2020):",
  fobText: "Los neumáticos cargados en nuestro puerto de carga; usted contrata y paga el flete marítimo.",
  cifTerm: "CIF su puerto",
  cifText: "Los neumáticos, el flete marítimo hasta su puerto y el seguro marítimo ({insurance}), cada uno en su propia línea.",
  insurance: "{percent} % del 110 % del valor CIF",
  ddpTerm: "DDP su dirección",
  ddpText: "Como CIF a través de un puerto de su país; los aranceles, impuestos y la entrega interior los cotizamos nosotros.",
  defaultFreight: "Flete marítimo por contenedor a un puerto que no figura en la lista: {rate20} por un 20 pies y {rate40} por un 40 pies.",
  listedPorts:
    "{n, plural, one {Nuestras tarifas a # puerto de la lista} many {Nuestras tarifas a # puertos de la lista} other {Nuestras tarifas a # puertos de la lista}}",
  portRates: "{rate20} por 20 pies, {rate40} por 40 pies",
  openQuote: "Abrir su cotización",
  findBySize: "Buscar neumáticos por medida",
};
