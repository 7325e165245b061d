/**
 * The passkey endpoints' request bodies and answers (`consoleApis` in routes.ts), as the
 * server (server/console/passkey-api.ts) and the console's browser code both see them.
 */
import * as z from "zod/mini";
import type { PasskeySummary } from "./contract.ts";

export const PASSKEY_API = {
  registerOptions: "/console/api/passkeys/register/options",
  register: "/console/api/passkeys/register",
  signInOptions: "/console/api/passkeys/sign-in/options",
  signIn: "/console/api/passkeys/sign-in",
} as const;

export const PASSKEY_NAME_MAX = 60;

/** The browser's answer to a ceremony: WebAuthn's JSON, checked in depth by the server's verifier. */
const credentialResponse = z.looseObject({
  id: z.string().check(z.minLength(1), z.maxLength(1024)),
  rawId: z.string(),
  type: z.literal("public-key"),
  response: z.looseObject({ clientDataJSON: z.string() }),
  clientExtensionResults: z.looseObject({}),
});

export const passkeyRegistrationBody = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Give the passkey a name, like the device it is on."),
      z.maxLength(PASSKEY_NAME_MAX, `Keep the name under ${PASSKEY_NAME_MAX} characters.`),
      z.regex(/^[^\p{Cc}]*$/u, "The name cannot contain control characters."),
    ),
  response: credentialResponse,
});

export const passkeySignInBody = z.object({ response: credentialResponse });

export interface PasskeyRegistered {
  passkey: PasskeySummary;
}

export interface PasskeySignedIn {
  ok: true;
}
