// The privacy policy in French.
import type { PrivacyMessages } from "./privacy.en";

export const PRIVACY_FR: PrivacyMessages = {
  title: "Politique de confidentialité",
  description: "Quelles données personnelles Tyre Wholesale conserve, pourquoi, combien de temps, et vos droits.",
  intro: "{company} est responsable des données personnelles décrites ici. Nous ne conservons que ce dont nous avons besoin pour vous vendre des pneus.",
  keepHeading: "Ce que nous conservons",
  keepAccount:
    "Votre compte : nom, adresse e-mail, mot de passe (conservé uniquement sous forme d’empreinte sécurisée) et, si vous vous connectez avec Google, votre nom, votre e-mail et votre photo Google.",
  keepInquiries: "Vos demandes d’achat : nom, e-mail, téléphone, entreprise, adresse, quantité, conditions d’expédition et message.",
  keepLogs: "Les journaux techniques des requêtes, conservés pour la sécurité pendant 30 jours au plus.",
  whyHeading: "Pourquoi",
  why: "Pour répondre à vos demandes, préparer devis et commandes (minimum {minimumOrder} pièces), livrer et facturer, et assurer la sécurité de la boutique.",
  sharingHeading: "Partage",
  sharing:
    "Nous ne partageons vos données qu’avec les transporteurs, banques et prestataires de paiement nécessaires pour livrer et encaisser le paiement ({paymentMethods}). Nous ne les vendons jamais.",
  cookiesHeading: "Cookies",
  cookies: "Nous utilisons un seul cookie de session pour vous garder connecté. Nous n’utilisons aucun cookie publicitaire ni de suivi.",
  rightsHeading: "Vos droits",
  rights: "Vous pouvez à tout moment consulter, corriger ou supprimer vos données : écrivez à {email} ou utilisez {link}.",
  rightsLink: "notre page de contact",
};
