// The toast library's Toaster (top center, 20 held, spec §4), loaded by ToastHost on the first
// toast. It takes the toasts that waited and every later one from toasts.ts.
import { useEffect } from "react";
import { toast, Toaster } from "sonner";
import { connectToaster, ERROR_TOAST_MS, MAX_TOASTS } from "../toasts/toast-queue";

export default function SonnerToaster() {
  // Runs after the Toaster (a child) has subscribed, so nothing that waited is lost.
  useEffect(() => connectToaster(({ kind, message, options }) => void (kind === "error" ? toast.error(message, options) : toast.success(message, options))), []);
  return <Toaster position="top-center" visibleToasts={MAX_TOASTS} duration={ERROR_TOAST_MS} richColors closeButton />;
}
