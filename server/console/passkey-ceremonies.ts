/**
 * WebAuthn ceremonies of the console: a signed-in member registers a passkey; anyone signs
 * in with one (discoverable credentials, so no address is typed). The relying party is the
 * console origin's host name. Every challenge is kept in `passkey_challenges` for a few
 * minutes and deleted when a response uses it, so it works once; a registration challenge
 * belongs to the member who asked for it.
 */

import { randomUUID } from "node:crypto";
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import type { Kysely } from "kysely";
import type { Problem } from "#shared/api.ts";
import type { PasskeySummary } from "#shared/console/contract.ts";
import type { StaffMember } from "#shared/console/staff.ts";
import type { Clock } from "../clock.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import type { AuditLog } from "./audit-log.ts";
import type { PasskeyStore } from "./passkeys.ts";
import type { SessionClient, SessionStore } from "./sessions.ts";
import type { StaffRepository } from "./staff-repository.ts";

export const PASSKEY_CHALLENGE_MS = 5 * 60_000;
const RP_NAME = "Horizon console";

type Purpose = "register" | "sign-in";

export type CeremonyResult<T> =
  | { ok: true; value: T }
  | Problem<"passkey_not_verified" | "passkey_exists" | "disabled">;

const FAILED = {
  ok: false,
  code: "passkey_not_verified",
  message: "The passkey could not be verified. Try again, or sign in with an e-mail link.",
} as const;

export interface PasskeyCeremonyOptions {
  db: Kysely<DatabaseSchema>;
  origin: string;
  now: Clock;
  passkeys: PasskeyStore;
  staff: StaffRepository;
  sessions: SessionStore;
  audit: AuditLog;
}

export function createPasskeyCeremonies({ db, origin, now, passkeys, staff, sessions, audit }: PasskeyCeremonyOptions) {
  const rpID = new URL(origin).hostname;

  async function remember(challenge: string, purpose: Purpose, staffId: string | null): Promise<void> {
    const at = now();
    await db.deleteFrom("passkey_challenges").where("expires_at", "<=", at.toISOString()).execute();
    await db
      .insertInto("passkey_challenges")
      .values({
        id: randomUUID(),
        challenge,
        purpose,
        staff_id: staffId,
        expires_at: new Date(at.getTime() + PASSKEY_CHALLENGE_MS).toISOString(),
      })
      .execute();
  }

  /** Uses up a challenge the server issued for this purpose (and member); false if there is none alive. */
  function spend(purpose: Purpose, staffId: string | null) {
    return async (challenge: string): Promise<boolean> => {
      let query = db
        .deleteFrom("passkey_challenges")
        .where("challenge", "=", challenge)
        .where("purpose", "=", purpose)
        .where("expires_at", ">", now().toISOString());
      query = staffId === null ? query.where("staff_id", "is", null) : query.where("staff_id", "=", staffId);
      const spent = await query.returning("id").executeTakeFirst();
      return spent !== undefined;
    };
  }

  async function verified<T>(verify: () => Promise<T>): Promise<T | undefined> {
    try {
      return await verify();
    } catch {
      // The verifier throws on any mismatch (challenge, origin, RP ID, signature, counter).
      return undefined;
    }
  }

  return {
    async registrationOptions(member: StaffMember): Promise<PublicKeyCredentialCreationOptionsJSON> {
      const options = await generateRegistrationOptions({
        rpName: RP_NAME,
        rpID,
        userName: member.email,
        userDisplayName: member.name,
        userID: new TextEncoder().encode(member.id),
        attestationType: "none",
        excludeCredentials: await passkeys.credentialsOf(member.id),
        authenticatorSelection: { residentKey: "required", userVerification: "required" },
        timeout: PASSKEY_CHALLENGE_MS,
      });
      await remember(options.challenge, "register", member.id);
      return options;
    },

    async register(
      member: StaffMember,
      name: string,
      response: RegistrationResponseJSON,
      ip: string,
    ): Promise<CeremonyResult<PasskeySummary>> {
      const result = await verified(() =>
        verifyRegistrationResponse({
          response,
          expectedChallenge: spend("register", member.id),
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: true,
        }),
      );
      const actor = { staff: member, ip };
      if (!result?.verified) {
        await audit.record({ actor, action: "passkey.register-failed" });
        return FAILED;
      }
      const { credential, credentialDeviceType, credentialBackedUp } = result.registrationInfo;
      if (await passkeys.find(credential.id)) {
        await audit.record({ actor, action: "passkey.register-failed", detail: { reason: "already registered" } });
        return { ok: false, code: "passkey_exists", message: "This passkey is already registered." };
      }
      const passkey = await passkeys.add({
        id: credential.id,
        staff_id: member.id,
        public_key: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: JSON.stringify(credential.transports ?? []),
        device_type: credentialDeviceType,
        backed_up: credentialBackedUp ? 1 : 0,
        name,
      });
      await audit.record({ actor, action: "passkey.register", target: passkey.id, detail: { name } });
      return { ok: true, value: passkey };
    },

    async signInOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
      const options = await generateAuthenticationOptions({
        rpID,
        userVerification: "required",
        timeout: PASSKEY_CHALLENGE_MS,
      });
      await remember(options.challenge, "sign-in", null);
      return options;
    },

    /** Verifies a discoverable credential's assertion and opens a session for its member. */
    async signIn(
      response: AuthenticationResponseJSON,
      client: SessionClient,
    ): Promise<CeremonyResult<{ setCookie: string }>> {
      const anonymous = { name: "anonymous", ip: client.ip };
      const stored = await passkeys.find(response.id);
      if (!stored) {
        await audit.record({
          actor: anonymous,
          action: "sign-in.passkey-refused",
          detail: { reason: "unknown passkey" },
        });
        return FAILED;
      }
      const result = await verified(() =>
        verifyAuthenticationResponse({
          response,
          expectedChallenge: spend("sign-in", null),
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: true,
          credential: {
            id: stored.id,
            publicKey: isoBase64URL.toBuffer(stored.public_key),
            counter: stored.counter,
            transports: JSON.parse(stored.transports) as string[],
          },
        }),
      );
      if (!result?.verified) {
        await audit.record({
          actor: anonymous,
          action: "sign-in.passkey-refused",
          target: stored.id,
          detail: { reason: "not verified" },
        });
        return FAILED;
      }
      const member = await staff.findActiveById(stored.staff_id);
      if (!member) {
        await audit.record({
          actor: anonymous,
          action: "sign-in.passkey-refused",
          target: stored.id,
          detail: { reason: "member disabled" },
        });
        return { ok: false, code: "disabled", message: "This account can no longer sign in." };
      }
      const { newCounter, credentialBackedUp } = result.authenticationInfo;
      await passkeys.used(stored.id, newCounter, credentialBackedUp);
      const opened = await sessions.open(member.id, "passkey", client);
      await audit.record({
        actor: { staff: member, ip: client.ip },
        action: "session.sign-in",
        target: stored.id,
        detail: { method: "passkey" },
      });
      return { ok: true, value: { setCookie: opened.setCookie } };
    },
  };
}

export type PasskeyCeremonies = ReturnType<typeof createPasskeyCeremonies>;
