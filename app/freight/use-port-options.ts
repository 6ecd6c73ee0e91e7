// The seller's destination ports for a place field's suggestions, fetched once from
// /freight-ports.json when the field's form first shows rather than sent with every page
// (decision 214). Until they arrive, or if they never do, the field takes any port typed.
import { useLoadOnce } from "../browser/use-load-once";
import type { PortOption } from "./choice-fields";

export function usePortOptions(): readonly PortOption[] {
  return useLoadOnce<PortOption[]>("/freight-ports.json") ?? [];
}
