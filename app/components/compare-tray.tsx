// The compare tray: a bar at the bottom of every page while tyres are picked, with each tyre's
// remove button, 'Clear' and 'Compare now'. It sits above the phone's chat bar, and stops short of the round chat button at bottom-right on
// wider screens (at the end side: the chat button's corner mirrors in Arabic). Its words are the
// shell's, as it is drawn on every page (decision 310). The bar itself loads when the first tyre is
// picked (compare-tray-bar.tsx): the picks live in the browser, so no page is ever rendered with it.
import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { useCompareItems } from "~/compare/compare-store";

const CompareTrayBar = lazy(() => import("./compare-tray-bar"));

export function CompareTray() {
  const items = useCompareItems();
  const { pathname } = useLocation();
  // The compare page shows its own selection (the URL's); the tray would only repeat it.
  if (items.length === 0 || pathname === "/compare") return null;
  return (
    <Suspense fallback={null}>
      <CompareTrayBar items={items} />
    </Suspense>
  );
}
