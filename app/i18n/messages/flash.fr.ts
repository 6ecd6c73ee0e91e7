// The account actions' one-time notices in French.
import type { FlashMessages } from "./flash.en";

export const FLASH_FR: FlashMessages = {
  signup: "Inscription réussie",
  "password-reset": "Votre mot de passe a été modifié. Connectez-vous avec votre nouveau mot de passe.",
};
