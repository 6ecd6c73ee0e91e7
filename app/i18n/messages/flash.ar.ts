// The account actions' one-time notices in Arabic.
import type { FlashMessages } from "./flash.en";

export const FLASH_AR: FlashMessages = {
  signup: "تم التسجيل بنجاح",
  "password-reset": "تم تغيير كلمة المرور. يُرجى تسجيل الدخول بكلمة المرور الجديدة.",
};
