// /buy-now in French, for the trade.
import type { BuyNowMessages } from "./buy-now.en";

export const BUY_NOW_FR: BuyNowMessages = {
  noProduct: "Aucun produit sélectionné. Revenez en arrière et réessayez.",
  noProductTitle: "Aucun produit sélectionné",
  refusedTitle: "Conditions de livraison incomprises",
  title: "Détails de l’achat : {name}",
  description: "Prix de gros pour {name} : commande minimum 50 pièces, expédition dans le monde entier en conteneur 20 ou 40 pieds.",
  descriptionFrom:
    "Prix de gros pour {name} à partir de {price} le pneu : commande minimum 50 pièces, expédition dans le monde entier en conteneur 20 ou 40 pieds.",
  goBack: "Retour",
  heading: "Détails de l’achat",
  bulkPrice: "Prix de gros",
  priceOnRequest: "Prix sur demande",
  askForQuote: "Demandez au fournisseur un devis pour {quantity} pièces ou plus.",
  termsHeading: "Livraison, paiement et garantie",
  quantityLabel: "Quantité (pièces)",
  quantityHint: "Commande minimum {minimum} pièces. Un conteneur 20 pieds contient {twenty}, un conteneur 40 pieds {forty}.",
  update: "Recalculer",
  fullContainer: "Conteneur complet :",
  addToQuote: "Ajouter {quantity} au devis",
  notANumber: "« {typed} » n’est pas un nombre : le prix est donc celui de la commande minimum de {priced} pièces.",
  belowMinimum: "La commande minimum est de {minimum} pièces : le prix est donc pour {priced} pièces.",
  aboveMaximum: "Nous chiffrons ici jusqu’à {maximum} pièces : le prix est donc pour {priced} pièces. Contactez-nous pour une commande plus importante.",
  soldWhole: "Les pneus se vendent à l’unité entière : le prix est donc pour {priced} pièces.",
  unitPrice: "Prix unitaire",
  quantity: "Quantité",
  subtotal: "Sous-total",
  container: "Conteneur",
};
