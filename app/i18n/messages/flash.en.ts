// The one-time notices an account action leaves for the next page (auth/flash.ts), in English:
// spec §2's 'Signup Successful' word for word. The browser loads a language's notices only when
// there is one to show (auth/flash-notice-toast.ts).
export const FLASH_EN = {
  signup: "Signup Successful",
  "password-reset": "Your password has been changed. Please log in with your new password.",
};

export type FlashMessages = typeof FLASH_EN;
