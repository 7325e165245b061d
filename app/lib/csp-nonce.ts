import { createContext, useContext } from "react";

/** The CSP nonce of a page rendered per request; undefined for pre-rendered pages and in the browser. */
export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
