// An offer list's own words in French, for the trade.
import type { OffersMessages } from "./offers.en";

export const OFFERS_FR: OffersMessages = {
  heading:
    "Offres de pneus {season, select, summer {été} winter {hiver} other {toutes saisons}} {vehicle, select, car {tourisme} motorcycle {moto} truck {poids lourd} offRoad {tout-terrain} other {}} {brand}",
  pageNote: "(page {page})",
  description:
    "{heading} : prix de gros dès 50 pièces, filtres par type de véhicule, marque, profil, modèle et dimension, expédition dans le monde entier par conteneur.",
  lead: "Prix de gros au pneu, commande minimum 50 pièces.",
  offers: "Offres",
  offerPages: "Pages des offres",
  empty: "Aucun pneu ne correspond à vos critères.",
  loadFailed: "Impossible de charger les pneus. Veuillez réessayer plus tard.",
  filterOffers: "Filtrer les offres",
  vehicleType: "Type de véhicule",
  allVehicleTypes: "Tous les types de véhicule",
  carTyres: "Pneus tourisme",
  motorcycleTyres: "Pneus moto",
  truckTyres: "Pneus poids lourd",
  offRoadTyres: "Pneus tout-terrain",
  brand: "Marque",
  selectBrand: "Choisir la marque",
  pattern: "Profil",
  selectPattern: "Choisir le profil",
  model: "Modèle",
  selectModel: "Choisir le modèle",
  size: "Dimension",
  selectSize: "Choisir la dimension",
  brandOnly: "Pneus {brand} pour tous les types de véhicule. Choisissez un type de véhicule pour affiner la liste.",
  apply: "Appliquer",
  resetAll: "Réinitialiser les filtres",
  downloadCsv: "Télécharger la liste de prix (CSV)",
  or: "ou",
  priceListNote: "tous les pneus de cette liste, pour les acheteurs connectés",
};
