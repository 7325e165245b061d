/** Solves the site's proof-of-work challenge as the browser does, for tests. */
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

/** The payload a form sends as `altcha`: base64 of `{challenge, solution}`. */
export async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("the challenge could not be solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** Fetches a challenge from a running server and solves it. */
export async function solvedPayload(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/altcha/challenge`);
  if (!response.ok) throw new Error(`challenge request answered ${response.status}`);
  return solve((await response.json()) as Challenge);
}
