// The account actions' one-time notices in Spanish.
import type { FlashMessages } from "./flash.en";

export const FLASH_ES: FlashMessages = {
  signup: "Registro completado",
  "password-reset": "Su contraseña se ha cambiado. Inicie sesión con su nueva contraseña.",
};
