// Where toasts appear (root layout). Renders nothing until the first toast is wanted, then loads
// the toast library with its Toaster: no page pays for it on its first load (decision 061).
import { lazy, Suspense, useEffect, useState } from "react";
import { onToastWanted } from "../toasts/toast-queue";

const SonnerToaster = lazy(() => import("./sonner-toaster"));

export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToastWanted(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  ) : null;
}
