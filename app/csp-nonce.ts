// This response's Content-Security-Policy nonce (decision 100), handed from the server entry to
// the root layout's <Scripts> and <ScrollRestoration>. In the browser it is empty: the scripts
// are already running, and a browser hides a nonce from the page anyway.
import { createContext, useContext } from "react";

export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
