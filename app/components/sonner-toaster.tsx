// The toast library's Toaster (top center, 20 held, spec §4), loaded by ToastHost on the first
// toast. It takes the toasts that waited and every later one from toasts.ts.
import { useEffect, type CSSProperties } from "react";
import { useNavigate } from "react-router";
import { toast, Toaster } from "sonner";
import { TOAST_TEXT_COLOURS } from "../toasts/toast-colours";
import { connectToaster, ERROR_TOAST_MS, MAX_TOASTS, type ToastRequest } from "../toasts/toast-queue";

const PHONE_TOAST_TOP_PX = 104;

export default function SonnerToaster() {
  const navigate = useNavigate();
  // Runs after the Toaster (a child) has subscribed, so nothing that waited is lost.
  useEffect(
    () =>
      connectToaster(({ kind, message, options }: ToastRequest) => {
        const { action, ...rest } = options;
        const shown = action ? { ...rest, action: { label: action.label, onClick: () => void navigate(action.href) } } : rest;
        void (kind === "error" ? toast.error(message, shown) : toast.success(message, shown));
      }),
    [navigate],
  );
  // On a phone the header's first row (logo, Quote, Login) is about 100 px tall and a two-line toast
  // would cover Login: there the toasts start below that row, still top centre.
  return (
    <Toaster
      position="top-center"
      mobileOffset={{ top: PHONE_TOAST_TOP_PX, left: 16, right: 16 }}
      visibleToasts={MAX_TOASTS}
      duration={ERROR_TOAST_MS}
      richColors
      closeButton
      style={TOAST_TEXT_COLOURS as CSSProperties}
    />
  );
}
