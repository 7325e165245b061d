/**
 * The browser's side of the passkey ceremonies. Loaded on demand (dynamic import) from the
 * sign-in and account pages only, so no other page carries WebAuthn code.
 */
import {
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
  WebAuthnError,
} from "@simplewebauthn/browser";
import type { ApiError } from "#shared/api.ts";
import type { PasskeySummary } from "#shared/console/contract.ts";
import { PASSKEY_API, type PasskeyRegistered, type PasskeySignedIn } from "#shared/console/passkeys.ts";
import { CSRF_HEADER } from "#shared/console/staff.ts";

export type PasskeyOutcome<T> = { ok: true; value: T } | { ok: false; message: string };

const CANCELLED = "The passkey request was cancelled or timed out. Nothing was changed; you can try again.";

class CeremonyFailure extends Error {}

async function postJson<T>(path: string, body: unknown, csrfToken?: string): Promise<T> {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (csrfToken) headers[CSRF_HEADER] = csrfToken;
  const response = await fetch(path, {
    method: "POST",
    headers,
    body: JSON.stringify(body),
    credentials: "same-origin",
  });
  const answer = (await response.json().catch(() => ({}))) as T & Partial<ApiError>;
  if (!response.ok) {
    throw new CeremonyFailure(answer.error ?? "The console could not answer. Please try again in a moment.");
  }
  return answer;
}

function messageOf(error: unknown): string {
  if (error instanceof CeremonyFailure) return error.message;
  if (error instanceof WebAuthnError && error.code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") {
    return "This device already holds a passkey for your account.";
  }
  const name = error instanceof WebAuthnError ? (error.cause as Error | undefined)?.name : (error as Error)?.name;
  if (name === "NotAllowedError" || name === "AbortError") return CANCELLED;
  if (error instanceof WebAuthnError) return `The browser refused the passkey: ${error.message}`;
  return "The passkey could not be used. Please try again, or sign in with an e-mail link.";
}

async function outcome<T>(run: () => Promise<T>): Promise<PasskeyOutcome<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    return { ok: false, message: messageOf(error) };
  }
}

export function registerPasskey(name: string, csrfToken: string): Promise<PasskeyOutcome<PasskeySummary>> {
  return outcome(async () => {
    const optionsJSON = await postJson<PublicKeyCredentialCreationOptionsJSON>(
      PASSKEY_API.registerOptions,
      {},
      csrfToken,
    );
    const response = await startRegistration({ optionsJSON });
    const registered = await postJson<PasskeyRegistered>(PASSKEY_API.register, { name, response }, csrfToken);
    return registered.passkey;
  });
}

export function signInWithPasskey(): Promise<PasskeyOutcome<true>> {
  return outcome(async () => {
    const optionsJSON = await postJson<PublicKeyCredentialRequestOptionsJSON>(PASSKEY_API.signInOptions, {});
    const response = await startAuthentication({ optionsJSON });
    await postJson<PasskeySignedIn>(PASSKEY_API.signIn, { response });
    return true as const;
  });
}
