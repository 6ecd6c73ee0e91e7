// The words around a priced load in French (/buy-now and /quote).
import type { DealMessages } from "./deal.en";

export const DEAL_FR: DealMessages = {
  termsLegend: "Conditions de livraison (Incoterms 2020)",
  fobExplanation: "Marchandise chargée dans notre port ; vous réservez le fret maritime",
  cifExplanation: "Fret maritime et assurance jusqu’à votre port",
  ddpExplanation: "Livré à votre adresse ; droits chiffrés par nous",
  destinationPort: "Port de destination",
  deliveryAddress: "Adresse de livraison, sur une ligne",
  placeExample: "ex. Lagos Apapa (NGAPP), ou tout autre port",
  countryCode: "Code pays",
  countryCodeNote: "(facultatif, ex. NG ; sinon le pays par lequel se termine l’adresse)",
  update: "Recalculer",
  loadingTerms: "Chargement des conditions de livraison…",
  chooseTerms: "Choisir les conditions de livraison (FOB, CIF ou DDP)",
  shippingInfo: "Livraison",
  delivery: "Livraison 15 à 30 jours après paiement.",
  twentyFootCapacity: "Conteneur 20 pieds : 150 à 160 pièces.",
  fortyFootCapacity: "Conteneur 40 pieds : 270 à 280 pièces.",
  shippingRates: "Transport {twentyFoot} jusqu’à 160 pièces, {fortyFoot} de 161 à 280 pièces, puis {fortyFoot} de plus par tranche de 280 pièces.",
  paymentMethods: "Moyens de paiement",
  paymentWays: "Virement bancaire (TT), PayPal, cartes de crédit.",
  deposit: "Acompte de 30 % pour la production, solde avant expédition.",
  qualityGuarantee: "Garantie qualité",
  guarantee: "2 ans contre les défauts de fabrication.",
  total: "Total",
  vatNote: "Prix hors TVA.",
};
