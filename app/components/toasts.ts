// spec §4: error toasts stay 4 s, success toasts 2 s; at most 20 are held (the Toaster in root).
import { toast } from "sonner";

export const ERROR_TOAST_MS = 4000;
export const SUCCESS_TOAST_MS = 2000;
export const MAX_TOASTS = 20;

export function showErrorToast(message: string, options: { position?: "top-center" } = {}) {
  return toast.error(message, { duration: ERROR_TOAST_MS, ...options });
}

export function showSuccessToast(message: string) {
  return toast.success(message, { duration: SUCCESS_TOAST_MS });
}
