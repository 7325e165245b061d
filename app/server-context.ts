import { createContext } from "react-router";
import type { Services } from "../server/services.ts";

/** Server services (database-backed) handed to route actions by the Node server. */
export const servicesContext = createContext<Services>();

/** Per-request Content-Security-Policy nonce; absent while pre-rendering. */
export const cspNonceContext = createContext<string>("");
