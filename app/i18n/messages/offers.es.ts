// An offer list's own words in Spanish, for the trade.
import type { OffersMessages } from "./offers.en";

export const OFFERS_ES: OffersMessages = {
  heading:
    "Ofertas de neumáticos {vehicle, select, car {de turismo} motorcycle {de moto} truck {de camión} offRoad {todoterreno} other {}} {season, select, summer {de verano} winter {de invierno} other {para todas las estaciones}} {brand}",
  pageNote: "(página {page})",
  description:
    "{heading}: precios mayoristas desde 50 unidades, filtros por tipo de vehículo, marca, dibujo, modelo y medida, y envío a todo el mundo en contenedor.",
  lead: "Precios mayoristas por neumático, pedido mínimo de 50 unidades.",
  offers: "Ofertas",
  offerPages: "Páginas de ofertas",
  empty: "No hay neumáticos que coincidan con sus criterios.",
  loadFailed: "No se pudieron cargar los neumáticos. Inténtelo de nuevo más tarde.",
  filterOffers: "Filtrar ofertas",
  vehicleType: "Tipo de vehículo",
  allVehicleTypes: "Todos los tipos de vehículo",
  carTyres: "Neumáticos de turismo",
  motorcycleTyres: "Neumáticos de moto",
  truckTyres: "Neumáticos de camión",
  offRoadTyres: "Neumáticos todoterreno",
  brand: "Marca",
  selectBrand: "Elija la marca",
  pattern: "Dibujo",
  selectPattern: "Elija el dibujo",
  model: "Modelo",
  selectModel: "Elija el modelo",
  size: "Medida",
  selectSize: "Elija la medida",
  brandOnly: "Neumáticos {brand} para todos los tipos de vehículo. Elija un tipo de vehículo para acotar la lista.",
  apply: "Aplicar",
  resetAll: "Quitar todos los filtros",
  downloadCsv: "Descargar lista de precios (CSV)",
  or: "o",
  priceListNote: "todos los neumáticos de esta lista, para compradores con sesión iniciada",
};
