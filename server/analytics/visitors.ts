/**
 * Unique visitors per day without identifying anyone: an HMAC of (client address, user
 * agent, site) keyed with a random salt of the day. Salts are shared by every instance
 * through the database and deleted after 48 hours, after which a day's hashes cannot be
 * recomputed or linked to the next day's.
 */
import { createHmac, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Clock } from "../clock.ts";
import type { DatabaseSchema } from "../db/schema.ts";

export const SALT_MAX_AGE_MS = 48 * 3_600_000;

export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

export function createVisitorHasher(db: Kysely<DatabaseSchema>, now: Clock) {
  const cache = new Map<string, Promise<string>>();

  async function loadSalt(day: string): Promise<string> {
    const existing = await db.selectFrom("analytics_salts").select("salt").where("day", "=", day).executeTakeFirst();
    if (existing) return existing.salt;
    await db
      .insertInto("analytics_salts")
      .values({ day, salt: randomBytes(32).toString("base64"), created_at: now().toISOString() })
      .onConflict((conflict) => conflict.column("day").doNothing())
      .execute();
    // Another instance may have written the day's salt first: everyone uses the stored one.
    const stored = await db
      .selectFrom("analytics_salts")
      .select("salt")
      .where("day", "=", day)
      .executeTakeFirstOrThrow();
    return stored.salt;
  }

  function saltFor(day: string): Promise<string> {
    let salt = cache.get(day);
    if (!salt) {
      cache.clear();
      salt = loadSalt(day);
      salt.catch(() => cache.delete(day));
      cache.set(day, salt);
    }
    return salt;
  }

  return {
    async hash(day: string, visitor: { address: string; userAgent: string; site: string }): Promise<string> {
      const salt = await saltFor(day);
      return createHmac("sha256", salt)
        .update(`${visitor.address}\n${visitor.userAgent}\n${visitor.site}`)
        .digest("base64url");
    },

    /** Deletes salts older than 48 hours (and any day before yesterday), with their days' visitor hashes. */
    async purge(): Promise<void> {
      const current = now();
      const yesterday = utcDay(new Date(current.getTime() - 86_400_000));
      const oldest = new Date(current.getTime() - SALT_MAX_AGE_MS).toISOString();
      await db
        .deleteFrom("analytics_salts")
        .where((eb) => eb.or([eb("created_at", "<=", oldest), eb("day", "<", yesterday)]))
        .execute();
      await db.deleteFrom("analytics_visitors").where("day", "<", yesterday).execute();
      for (const day of cache.keys()) if (day < yesterday) cache.delete(day);
    },
  };
}

export type VisitorHasher = ReturnType<typeof createVisitorHasher>;
