// The home page in French, for the trade.
import type { HomeMessages } from "./home.en";

export const HOME_FR: HomeMessages = {
  title: "Pneus en gros dès 50 pièces",
  description:
    "Pneus poids lourd, tourisme, moto et tout-terrain en gros dès 50 pièces. Cherchez par dimension, comparez les offres et faites livrer dans le monde entier en conteneur 20 ou 40 pieds.",
  heading: "Pneus en gros, livrés par conteneur dans le monde entier",
  lead: "Pneus poids lourd, tourisme, moto et tout-terrain dès 50 pièces. Choisissez votre dimension, voyez le prix de gros transport compris et envoyez-nous votre demande de prix.",
  trialHeading: "Achat de pneus d’essai",
  trialText: "Pas encore convaincu ? Achetez d’abord 1 ou 2 pneus et testez-les sur vos propres camions avant de commander un train complet ou un conteneur.",
  trialButton: "Voir les pneus d’essai",
  brandsHeading: "Les meilleures marques",
  helpQuestion: "Besoin d’aide pour choisir ?",
  helpLink: "Contactez notre service commercial",
};
