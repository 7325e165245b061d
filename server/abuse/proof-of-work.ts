/**
 * The invisible proof-of-work check of the site's forms (ALTCHA, self-hosted): the
 * browser fetches a signed challenge from GET /api/altcha/challenge on its first
 * interaction with a form and solves it while the visitor types; the server verifies
 * the solution with each submission. A solution counts once (spent solutions are kept
 * in the database until they expire, so a replay on another instance is caught too).
 *
 * A submission without a valid solution (no JavaScript, a bot, a very slow device) is
 * not refused: it is stored with `suspected_bot = 1`, so nothing a person sent is lost.
 */
import { createHmac } from "node:crypto";
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../db/schema.ts";
import { sharedSecret } from "../db/shared-secret.ts";

/**
 * About 1,000 PBKDF2 derivations of 1,000 rounds: a fraction of a second in a desktop
 * browser, a little more on a phone; started on the first focus, so done before a
 * person (or their browser's autofill) submits.
 */
export const PROOF_OF_WORK = {
  algorithm: "PBKDF2/SHA-256",
  cost: 1000,
  counterMin: 500,
  counterMax: 1500,
  validForMs: 2 * 60 * 60_000,
} as const;

/** Why a submission was or was not verified (anything but "verified" flags it as a suspected bot). */
export type ProofOfWorkVerdict = "verified" | "missing" | "invalid" | "expired" | "replayed";

const CLEAN_UP_EVERY_MS = 5 * 60_000;

/** The browser's payload: base64 of the JSON `{challenge, solution}` (ALTCHA's format). */
function decodePayload(payload: string): { challenge: Challenge; solution: Solution } | undefined {
  try {
    const decoded = JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as {
      challenge?: Challenge;
      solution?: Solution;
    };
    const parameters = decoded.challenge?.parameters;
    if (
      !decoded.solution ||
      typeof decoded.challenge?.signature !== "string" ||
      parameters?.algorithm !== PROOF_OF_WORK.algorithm ||
      parameters.cost !== PROOF_OF_WORK.cost
    ) {
      return undefined;
    }
    return { challenge: decoded.challenge, solution: decoded.solution };
  } catch {
    return undefined;
  }
}

export function createProofOfWork(db: Kysely<DatabaseSchema>) {
  const secret = sharedSecret(db, "altcha_hmac");
  let cleanedUpAt = 0;

  async function secrets() {
    const signature = await secret();
    // A second key for the derived-key signature, which lets verification skip the key derivation.
    return {
      hmacSignatureSecret: signature,
      hmacKeySignatureSecret: createHmac("sha256", signature).update("altcha key signature").digest("base64url"),
    };
  }

  /** Records a solution as used; false when it already was (a replay). */
  async function spend(signature: string, expiresAtSeconds: number): Promise<boolean> {
    const now = Date.now();
    if (now - cleanedUpAt > CLEAN_UP_EVERY_MS) {
      cleanedUpAt = now;
      await db.deleteFrom("spent_challenges").where("expires_at", "<", now).execute();
    }
    const result = await db
      .insertInto("spent_challenges")
      .values({ signature, expires_at: expiresAtSeconds * 1000 })
      .onConflict((conflict) => conflict.column("signature").doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
  }

  return {
    /** A new signed challenge for the browser. */
    async challenge(): Promise<Challenge> {
      return createChallenge({
        algorithm: PROOF_OF_WORK.algorithm,
        cost: PROOF_OF_WORK.cost,
        counter: randomInt(PROOF_OF_WORK.counterMax, PROOF_OF_WORK.counterMin),
        deriveKey,
        expiresAt: new Date(Date.now() + PROOF_OF_WORK.validForMs),
        ...(await secrets()),
      });
    },

    /** Checks a submission's payload and spends it. Throws only when the database does. */
    async verify(payload: string | undefined): Promise<ProofOfWorkVerdict> {
      if (!payload) return "missing";
      const decoded = decodePayload(payload);
      if (!decoded) return "invalid";
      const keys = await secrets();
      let verified: boolean;
      try {
        const result = await verifySolution({ ...decoded, deriveKey, ...keys });
        if (result.expired) return "expired";
        verified = result.verified;
      } catch {
        verified = false;
      }
      if (!verified) return "invalid";
      const { signature = "", parameters } = decoded.challenge;
      return (await spend(signature, parameters.expiresAt ?? 0)) ? "verified" : "replayed";
    },
  };
}

export type ProofOfWork = ReturnType<typeof createProofOfWork>;
