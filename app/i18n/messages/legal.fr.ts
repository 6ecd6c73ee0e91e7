// The legal pages' frame and trade terms in French.
import type { LegalMessages } from "./legal.en";

export const LEGAL_FR: LegalMessages = {
  lastUpdated: "Dernière mise à jour : {date}",
  translationNote: "Ce texte est une traduction fournie pour votre commodité ; seule la version anglaise fait foi.",
  englishVersion: "Lire la version anglaise",
  deliveryDays: "15 à 30 jours après paiement",
  paymentMethods: "le virement bancaire (TT), PayPal et les cartes de crédit",
  guarantee: "2 ans contre les défauts de fabrication",
  refundBusinessDays: "5 à 7 jours ouvrés",
  containers20: "150 à 160 pièces",
  containers40: "270 à 280 pièces",
};
