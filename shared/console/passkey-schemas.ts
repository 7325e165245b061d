/**
 * The passkey endpoints' request bodies, checked by the server. Apart from passkeys.ts so
 * the console's browser code, which only needs the addresses, does not bundle the validator.
 */
import * as z from "zod/mini";
import { PASSKEY_NAME_MAX } from "./passkeys.ts";

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

/** The account page's form removing one of the member's passkeys. */
export const removePasskeyForm = z.object({
  intent: z.literal("remove-passkey", { error: "Choose a passkey to remove." }),
  passkey: z.string({ error: "Choose a passkey to remove." }).check(z.minLength(1, "Choose a passkey to remove.")),
});
