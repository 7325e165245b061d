/**
 * Console sessions kept in the database (table `staff_sessions`), so every instance knows
 * them and signing out anywhere is immediate. The browser holds a random token in an
 * HttpOnly, SameSite=Strict cookie (Secure, with the `__Host-` prefix, when the console is
 * served over HTTPS); the table holds its SHA-256. A session ends after an idle period or at
 * its absolute end, whichever comes first.
 */
import type { Kysely } from "kysely";
import type { SessionSummary } from "#shared/console/contract.ts";
import type { ConsoleSession } from "#shared/console/staff.ts";
import type { Clock } from "../clock.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import type { ConsoleSettings } from "../settings/settings.ts";
import { toStaffMember } from "./staff-repository.ts";
import { hashToken, randomToken } from "./tokens.ts";

/** last_seen_at is written at most this often, so reading pages does not write on every request. */
const TOUCH_EVERY_MS = 60_000;
const USER_AGENT_MAX = 300;

export interface SessionClient {
  ip: string;
  userAgent: string;
}

export function sessionCookieName(secure: boolean): string {
  return secure ? "__Host-horizon-console" : "horizon-console";
}

export function createSessionStore(
  db: Kysely<DatabaseSchema>,
  settings: Pick<ConsoleSettings, "origin" | "sessionIdleMs" | "sessionMaxMs">,
  now: Clock,
) {
  const secure = new URL(settings.origin).protocol === "https:";
  const cookieName = sessionCookieName(secure);
  const attributes = `Path=/; HttpOnly; SameSite=Strict${secure ? "; Secure" : ""}`;

  function setCookie(token: string): string {
    return `${cookieName}=${token}; ${attributes}; Max-Age=${Math.floor(settings.sessionMaxMs / 1000)}`;
  }

  /** Removes sessions that can no longer be used (at each sign-in, so the table holds live sessions only). */
  async function sweep(): Promise<void> {
    const at = now();
    const cutoff = new Date(at.getTime() - settings.sessionIdleMs).toISOString();
    await db
      .deleteFrom("staff_sessions")
      .where((eb) => eb.or([eb("expires_at", "<=", at.toISOString()), eb("last_seen_at", "<=", cutoff)]))
      .execute();
  }

  return {
    cookieName,
    clearCookie: `${cookieName}=; ${attributes}; Max-Age=0`,

    /** Opens a session for a member (and clears out sessions that ended); the token goes into the cookie and nowhere else. */
    async open(staffId: string, method: "email-link" | "passkey", client: SessionClient, executor = db) {
      await sweep();
      const token = randomToken();
      const at = now();
      const row = {
        token_hash: hashToken(token),
        staff_id: staffId,
        csrf_token: randomToken(),
        created_at: at.toISOString(),
        last_seen_at: at.toISOString(),
        expires_at: new Date(at.getTime() + settings.sessionMaxMs).toISOString(),
        ip: client.ip,
        user_agent: client.userAgent.slice(0, USER_AGENT_MAX),
        sign_in_method: method,
      };
      await executor.insertInto("staff_sessions").values(row).execute();
      return {
        token,
        setCookie: setCookie(token),
        id: row.token_hash,
        csrfToken: row.csrf_token,
        expiresAt: row.expires_at,
      };
    },

    /** The session a cookie's token names, if it is still alive; keeps it alive. */
    async authenticate(token: string | undefined): Promise<ConsoleSession | null> {
      if (!token) return null;
      const id = hashToken(token);
      const row = await db
        .selectFrom("staff_sessions")
        .innerJoin("staff_members", "staff_members.id", "staff_sessions.staff_id")
        .select([
          "staff_sessions.csrf_token",
          "staff_sessions.last_seen_at",
          "staff_sessions.expires_at",
          "staff_sessions.sign_in_method",
          "staff_members.id",
          "staff_members.email",
          "staff_members.name",
          "staff_members.role",
          "staff_members.disabled_at",
        ])
        .where("staff_sessions.token_hash", "=", id)
        .executeTakeFirst();
      if (!row) return null;
      const at = now().getTime();
      const idleUntil = Date.parse(row.last_seen_at) + settings.sessionIdleMs;
      if (row.disabled_at !== null || at >= Date.parse(row.expires_at) || at >= idleUntil) {
        await db.deleteFrom("staff_sessions").where("token_hash", "=", id).execute();
        return null;
      }
      if (at - Date.parse(row.last_seen_at) >= TOUCH_EVERY_MS) {
        await db
          .updateTable("staff_sessions")
          .set({ last_seen_at: new Date(at).toISOString() })
          .where("token_hash", "=", id)
          .execute();
      }
      return {
        id,
        staff: toStaffMember(row),
        csrfToken: row.csrf_token,
        signInMethod: row.sign_in_method,
        expiresAt: row.expires_at,
      };
    },

    async end(id: string): Promise<void> {
      await db.deleteFrom("staff_sessions").where("token_hash", "=", id).execute();
    },

    /** Ends every session of a member; how many there were. */
    async endAll(staffId: string): Promise<number> {
      const result = await db.deleteFrom("staff_sessions").where("staff_id", "=", staffId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async list(staffId: string, currentId: string): Promise<SessionSummary[]> {
      const cutoff = new Date(now().getTime() - settings.sessionIdleMs).toISOString();
      const rows = await db
        .selectFrom("staff_sessions")
        .selectAll()
        .where("staff_id", "=", staffId)
        .where("expires_at", ">", now().toISOString())
        .where("last_seen_at", ">", cutoff)
        .orderBy("last_seen_at", "desc")
        .execute();
      return rows.map((row) => ({
        id: row.token_hash,
        createdAt: row.created_at,
        lastSeenAt: row.last_seen_at,
        expiresAt: row.expires_at,
        ip: row.ip,
        userAgent: row.user_agent,
        signInMethod: row.sign_in_method,
        current: row.token_hash === currentId,
      }));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
