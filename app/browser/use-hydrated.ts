// Whether the page runs with its scripts: false on the server and while the server's HTML is being
// hydrated, true from then on. Read as an external store, so it needs no state set in an effect.
import { useSyncExternalStore } from "react";

const neverChanges = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
