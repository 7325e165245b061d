/**
 * Fetches a proof-of-work challenge from this site and solves it (ALTCHA). Loaded as
 * its own chunk on the first interaction with a form, so no page's initial JavaScript
 * grows; no request leaves the site.
 */
import { type Challenge, pbkdf2, solveChallenge } from "altcha/lib";

export const CHALLENGE_URL = "/api/altcha/challenge";

/** The payload to send as `altcha`, or undefined when no challenge could be had or solved. */
export async function solveProofOfWork(): Promise<string | undefined> {
  const response = await fetch(CHALLENGE_URL, { headers: { Accept: "application/json" }, credentials: "same-origin" });
  if (!response.ok) return undefined;
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey: pbkdf2.deriveKey, timeout: 60_000 });
  return solution ? btoa(JSON.stringify({ challenge, solution })) : undefined;
}
