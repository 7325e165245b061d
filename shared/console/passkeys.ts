/**
 * The passkey endpoints' addresses and answers (listed with their access in routes.ts), as
 * the server (server/console/passkey-api.ts) and the console's browser code both see them.
 */
import type { PasskeySummary } from "./contract.ts";

export const PASSKEY_API = {
  registerOptions: "/console/api/passkeys/register/options",
  register: "/console/api/passkeys/register",
  signInOptions: "/console/api/passkeys/sign-in/options",
  signIn: "/console/api/passkeys/sign-in",
} as const;

export const PASSKEY_NAME_MAX = 60;

export interface PasskeyRegistered {
  passkey: PasskeySummary;
}

export interface PasskeySignedIn {
  ok: true;
}
