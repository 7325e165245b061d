/**
 * Unique visitors per day without identifying anyone: an HMAC of (client address, user
 * agent, site) keyed with a random salt of the day. Days are the team's calendar days (in
 * `SCHEDULING_TIME_ZONE`), the days the console reports. Salts are shared by every instance
 * through the database and deleted once their day is over (the purge runs when a new day's salt
 * is made and every few minutes), so no salt is ever 48 hours old, and a day's hashes cannot be
 * recomputed or linked to the next day's.
 */
import { createHmac, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { isoDateInZone } from "#shared/scheduling/zoned-time.ts";
import type { Clock } from "../clock.ts";
import type { DatabaseSchema } from "../db/schema.ts";

export function createVisitorHasher(db: Kysely<DatabaseSchema>, now: Clock, timeZone: string) {
  /** The team's calendar day at an instant. */
  const dayOf = (instant: Date): string => isoDateInZone(instant.getTime(), timeZone);
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

  /** Deletes the salts and visitor hashes of every day before today. */
  async function purge(): Promise<void> {
    const today = dayOf(now());
    await db.deleteFrom("analytics_salts").where("day", "<", today).execute();
    await db.deleteFrom("analytics_visitors").where("day", "<", today).execute();
  }

  function saltFor(day: string): Promise<string> {
    let salt = cache.get(day);
    if (!salt) {
      cache.clear();
      // A new day: yesterday's salt goes at once (the loop's purge is the fallback).
      salt = purge().then(
        () => loadSalt(day),
        () => loadSalt(day),
      );
      salt.catch(() => cache.delete(day));
      cache.set(day, salt);
    }
    return salt;
  }

  return {
    dayOf,

    async hash(day: string, visitor: { address: string; userAgent: string; site: string }): Promise<string> {
      const salt = await saltFor(day);
      return createHmac("sha256", salt)
        .update(`${visitor.address}\n${visitor.userAgent}\n${visitor.site}`)
        .digest("base64url");
    },

    purge,
  };
}

export type VisitorHasher = ReturnType<typeof createVisitorHasher>;
