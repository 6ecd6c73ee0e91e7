// The return policy in French.
import type { ReturnsMessages } from "./returns.en";

export const RETURNS_FR: ReturnsMessages = {
  title: "Politique de retour",
  description: "Retournez vos pneus dans les {returnWindowDays} jours suivant la livraison ; remboursement sous {refundBusinessDays}.",
  intro: "Nous voulons que chaque conteneur arrive conforme à la commande. Si ce n’est pas le cas, nous y remédions.",
  windowHeading: "Retours sous {returnWindowDays} jours",
  window: "Vous pouvez retourner des pneus dans les {returnWindowDays} jours suivant la livraison.",
  condition: "Les pneus retournés doivent être neufs, non montés et dans leur état d’origine, accompagnés de la référence de livraison.",
  tellUs: "Prévenez-nous d’abord par e-mail à {email} ; nous vous envoyons l’adresse de retour et les instructions.",
  refundsHeading: "Remboursements",
  refunds: "Dès réception et contrôle des pneus retournés, nous remboursons le montant sous {refundBusinessDays}, par le moyen de paiement utilisé.",
  defectsHeading: "Pneus défectueux",
  defects:
    "Les défauts de fabrication sont couverts par notre garantie de {guarantee}. Envoyez-nous des photos du pneu, son code DOT et la référence de livraison ; voir aussi nos {link}.",
  defectsLink: "conditions générales de vente",
};
