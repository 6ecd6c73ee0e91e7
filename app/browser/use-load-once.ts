// Loads a JSON route once, when the component that asks first shows, rather than with the page
// (decision 214); the answer, or undefined until it arrives (or if it never does).
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";

export function useLoadOnce<T>(url: string): T | undefined {
  const fetcher = useFetcher<T>();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void fetcher.load(url);
  }, [fetcher, url]);
  return fetcher.data as T | undefined;
}
