// The bulk pricing page in Portuguese (Brazil first), for the trade.
import type { BulkPricingMessages } from "./bulk-pricing.en";

export const BULK_PRICING_PT: BulkPricingMessages = {
  title: "Preços por volume e contêineres",
  description:
    "Como o preço de atacado dos pneus cai conforme o tamanho da carga, quantos pneus de cada medida cabem em um contêiner de 20 ou 40 pés, e as condições FOB, CIF e DDP.",
  heading: "Preços por volume e contêineres",
  lead: "Todo pedido tem no mínimo {min} pneus. Quanto mais você pede, menos custa cada pneu, e planejamos os contêineres para a carga inteira, com várias medidas juntas.",
  tiersHeading: "Faixas de preço",
  tiersLead:
    "A faixa é definida pela carga inteira, somando todas as medidas. Os limites abaixo valem para {size}, nossa medida com mais estoque; uma medida de pneus maiores enche um contêiner com menos unidades.",
  load: "Carga",
  pricePerTyre: "Preço por pneu",
  onYourQuote: "Na sua cotação",
  exactly: "Exatamente {n} no total",
  range: "De {from} a {to}",
  andMore: "{n} ou mais",
  pieces: "{n} pçs",
  surcharge: "+{amount} por pneu",
  offerPrice: "O preço de oferta",
  trialNote: "Acréscimo de pedido mínimo +{amount} por pneu",
  twentyNote: "Tarifa de contêiner de 20 pés +{amount} por pneu",
  fortyNote: "Tarifa de contêiner de 40 pés",
  containersHeading: "Pneus por contêiner",
  containersLead:
    "O que cabe em um contêiner das nossas medidas com mais estoque. Uma carga de até um 20 pés cheio vai em um 20 pés; uma maior, em quantos 40 pés ela encher.",
  size: "Medida",
  twentyFoot: "20 pés",
  fortyFoot: "40 pés",
  tyreCount: "{n, plural, one {# pneu} many {# pneus} other {# pneus}}",
  looseLoaded: "As quantidades são de pneus carregados a granel (empilhados).",
  everySize: "Cada medida que vendemos",
  ownPage: "tem sua própria página com seus pneus.",
  freightHeading: "Condições de frete",
  freightLead: "Escolha as condições na página de compra de um pneu ou na sua cotação (Incoterms 2020):",
  fobText: "Os pneus carregados no nosso porto de embarque; você contrata e paga o frete marítimo.",
  cifTerm: "CIF seu porto",
  cifText: "Os pneus, o frete marítimo até seu porto e o seguro marítimo ({insurance}), cada um em sua própria linha.",
  insurance: "{percent}% de 110% do valor CIF",
  ddpTerm: "DDP seu endereço",
  ddpText: "Como CIF por um porto do seu país; impostos de importação, tributos e entrega interna nós mesmos cotamos.",
  defaultFreight: "Frete marítimo por contêiner para um porto fora da nossa lista: {rate20} por um 20 pés e {rate40} por um 40 pés.",
  listedPorts:
    "{n, plural, one {Nossas tarifas para # porto da lista} many {Nossas tarifas para # portos da lista} other {Nossas tarifas para # portos da lista}}",
  portRates: "{rate20} por 20 pés, {rate40} por 40 pés",
  openQuote: "Abrir sua cotação",
  findBySize: "Encontrar pneus por medida",
};
