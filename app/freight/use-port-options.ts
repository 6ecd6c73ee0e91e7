// The seller's destination ports for a place field's suggestions, fetched once from
// /freight-ports.json when the field's form first shows rather than sent with every page
// (decision 214). Until they arrive, or if they never do, the field takes any port typed.
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { PortOption } from "./choice-fields";

export function usePortOptions(): readonly PortOption[] {
  const fetcher = useFetcher<PortOption[]>();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void fetcher.load("/freight-ports.json");
  }, [fetcher]);
  return fetcher.data ?? [];
}
