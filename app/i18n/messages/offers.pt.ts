// An offer list's own words in Portuguese (Brazil first), for the trade.
import type { OffersMessages } from "./offers.en";

export const OFFERS_PT: OffersMessages = {
  heading:
    "Ofertas de pneus {vehicle, select, car {de passeio} motorcycle {de moto} truck {de carga} offRoad {fora de estrada} other {}} {season, select, summer {de verão} winter {de inverno} other {para todas as estações}} {brand}",
  pageNote: "(página {page})",
  description:
    "{heading}: preços de atacado a partir de 50 unidades, filtros por tipo de veículo, marca, desenho, modelo e medida, e envio para todo o mundo em contêiner.",
  lead: "Preços de atacado por pneu, pedido mínimo de 50 unidades.",
  offers: "Ofertas",
  offerPages: "Páginas de ofertas",
  empty: "Nenhum pneu encontrado com esses critérios.",
  loadFailed: "Não foi possível carregar os pneus. Tente novamente mais tarde.",
  filterOffers: "Filtrar ofertas",
  vehicleType: "Tipo de veículo",
  allVehicleTypes: "Todos os tipos de veículo",
  carTyres: "Pneus de passeio",
  motorcycleTyres: "Pneus de moto",
  truckTyres: "Pneus de carga",
  offRoadTyres: "Pneus fora de estrada",
  brand: "Marca",
  selectBrand: "Escolha a marca",
  pattern: "Desenho",
  selectPattern: "Escolha o desenho",
  model: "Modelo",
  selectModel: "Escolha o modelo",
  size: "Medida",
  selectSize: "Escolha a medida",
  brandOnly: "Pneus {brand} para todos os tipos de veículo. Escolha um tipo de veículo para refinar a lista.",
  apply: "Aplicar",
  resetAll: "Limpar todos os filtros",
  downloadCsv: "Baixar lista de preços (CSV)",
  or: "ou",
  priceListNote: "todos os pneus desta lista, para compradores conectados",
};
