// The terms of service in French.
import type { TermsMessages } from "./terms.en";

export const TERMS_FR: TermsMessages = {
  title: "Conditions générales de vente",
  description: "Les conditions d’achat de pneus en gros chez Tyre Wholesale : commande minimum, prix, paiement, livraison et garantie.",
  intro:
    "Les présentes conditions s’appliquent à tout devis, toute commande et toute livraison de {company} (« nous »). En envoyant une demande d’achat ou en passant commande, vous les acceptez.",
  ordersHeading: "Commandes",
  ordersMinimum: "Nous vendons en gros : la commande minimum est de {minimumOrder} pièces.",
  ordersSurcharge:
    "Une commande d’exactement {minimumOrder} pièces est une commande minimum et supporte un supplément par pneu ; à partir de 51 pièces s’applique le tarif conteneur 20 pieds, et au-delà de 160 pièces le tarif conteneur 40 pieds.",
  ordersContainers: "Un conteneur 20 pieds contient {containers20}, un conteneur 40 pieds {containers40}, selon la dimension.",
  ordersPrices:
    "Les prix affichés sur le site s’entendent par pneu et comprennent les frais de transport indiqués dans le calcul du prix. Une commande nous engage dès que nous la confirmons par écrit.",
  paymentHeading: "Paiement",
  paymentMethods: "Nous acceptons {paymentMethods}.",
  paymentDeposit: "Un acompte de {depositPercent} % lance la production ; le solde est dû avant l’expédition.",
  deliveryHeading: "Livraison",
  delivery:
    "Le délai de livraison est de {deliveryDays}. La marchandise voyage à nos risques jusqu’à sa remise au transporteur désigné dans les conditions d’expédition convenues (FOB, CIF ou DDP).",
  guaranteeHeading: "Garantie",
  guarantee:
    "Chaque pneu bénéficie d’une garantie de {guarantee}. L’usure, un mauvais montage, une pression inadaptée et les dommages dus à un accident ne sont pas couverts.",
  returnsHeading: "Retours",
  returns: "Vous pouvez retourner la marchandise dans les {returnWindowDays} jours suivant la livraison ; consultez notre {link}.",
  returnsLink: "politique de retour",
  contactHeading: "Contact",
  contact: "Pour toute question sur ces conditions : {email} ou {link}.",
  contactLink: "notre page de contact",
};
