// The account actions' one-time notices in Portuguese.
import type { FlashMessages } from "./flash.en";

export const FLASH_PT: FlashMessages = {
  signup: "Cadastro concluído",
  "password-reset": "Sua senha foi alterada. Entre com sua nova senha.",
};
