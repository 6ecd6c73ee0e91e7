// The trial tyres page in French, for the trade.
import type { TrialTyresMessages } from "./trial-tyres.en";

export const TRIAL_TYRES_FR: TrialTyresMessages = {
  title: "Pneus d’essai : achetez d’abord 1 ou 2 pneus poids lourd | Tyre Wholesale",
  description:
    "Essayez 1 ou 2 pneus poids lourd avant un train complet : six dimensions courantes en 22.5 pouces, pneus moteurs et remorque sur les places de marché.",
  heading: "Pneus d’essai",
  lead: "Vous voulez essayer nos pneus avant d’en commander 50 ou plus ? Achetez un ou deux pneus dans les dimensions poids lourd courantes ci-dessous sur une place de marché, testez-les sur vos propres camions, puis revenez pour le train complet.",
  driveTyre: "Pneu moteur",
  trailerTyre: "Pneu remorque",
  opensInNewTab: "(s’ouvre dans un nouvel onglet)",
};
