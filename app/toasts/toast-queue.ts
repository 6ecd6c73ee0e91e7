// spec §4: error toasts stay 4 s, success toasts 2 s; at most 20 are held. Pages call these; the
// toast library (sonner) is loaded only when the first toast is wanted (ToastHost, decision 061),
// so until then a toast waits here.
export const ERROR_TOAST_MS = 4000;
export const SUCCESS_TOAST_MS = 2000;
export const MAX_TOASTS = 20;

/** A link-like button in the toast, e.g. 'Log in' back to this page. */
export interface ToastAction {
  label: string;
  href: string;
}

export interface ToastRequest {
  kind: "error" | "success";
  message: string;
  options: { duration: number; position?: "top-center"; action?: ToastAction };
}

type Deliver = (toast: ToastRequest) => void;

let deliver: Deliver | null = null;
const waiting: ToastRequest[] = [];
const wantedListeners = new Set<() => void>();

function show(toast: ToastRequest): void {
  if (deliver) return deliver(toast);
  waiting.push(toast);
  for (const listener of wantedListeners) listener();
}

export function showErrorToast(message: string, options: { position?: "top-center"; action?: ToastAction } = {}): void {
  show({ kind: "error", message, options: { duration: ERROR_TOAST_MS, ...options } });
}

export function showSuccessToast(message: string): void {
  show({ kind: "success", message, options: { duration: SUCCESS_TOAST_MS } });
}

/** The toaster, once loaded, takes the waiting toasts and every later one; the returned function lets go. */
export function connectToaster(next: Deliver): () => void {
  deliver = next;
  for (const toast of waiting.splice(0)) next(toast);
  return () => {
    if (deliver === next) deliver = null;
  };
}

/** Calls `listener` when a toast waits for a toaster (at once if one already does); returns the unsubscribe. */
export function onToastWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  if (waiting.length) listener();
  return () => wantedListeners.delete(listener);
}
