/**
 * Time off and blocked periods (table `time_off`, migration 0005_staff_console): the public
 * scheduler offers no slot that overlaps one and refuses to book one. Instants are UTC ISO
 * strings like every stored timestamp, so overlaps compare as text on both databases.
 */
import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { DatabaseSchema, TimeOffTable } from "../db/schema.ts";
import type { BusyInterval } from "./slots.ts";

export interface TimeOff {
  id: string;
  start: string;
  end: string;
  reason: string;
  /** The staff member's e-mail address. */
  createdBy: string;
  createdAt: string;
}

function toTimeOff(row: Selectable<TimeOffTable>): TimeOff {
  return {
    id: row.id,
    start: row.starts_at,
    end: row.ends_at,
    reason: row.reason,
    createdBy: row.created_by,
    createdAt: row.created_at,
  };
}

export function createTimeOffRepository(db: Kysely<DatabaseSchema>) {
  function overlapping(from: number, to: number) {
    return db
      .selectFrom("time_off")
      .selectAll()
      .where("starts_at", "<", new Date(to).toISOString())
      .where("ends_at", ">", new Date(from).toISOString());
  }

  return {
    /** Periods overlapping [from, to) (UTC ms), as blocked intervals. */
    async blockedBetween(from: number, to: number): Promise<BusyInterval[]> {
      const rows = await overlapping(from, to).execute();
      return rows.map((row) => ({ start: Date.parse(row.starts_at), end: Date.parse(row.ends_at) }));
    },

    /** Periods overlapping [from, to) (UTC ms), earliest first. */
    async listBetween(from: number, to: number): Promise<TimeOff[]> {
      const rows = await overlapping(from, to).orderBy("starts_at").orderBy("id").execute();
      return rows.map(toTimeOff);
    },

    async insert(period: Omit<TimeOff, "id">): Promise<TimeOff> {
      const stored = { id: randomUUID(), ...period };
      await db
        .insertInto("time_off")
        .values({
          id: stored.id,
          starts_at: stored.start,
          ends_at: stored.end,
          reason: stored.reason,
          created_by: stored.createdBy,
          created_at: stored.createdAt,
        })
        .execute();
      return stored;
    },

    async findById(id: string): Promise<TimeOff | undefined> {
      const row = await db.selectFrom("time_off").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? toTimeOff(row) : undefined;
    },

    /** True when the period existed. */
    async remove(id: string): Promise<boolean> {
      const result = await db.deleteFrom("time_off").where("id", "=", id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type TimeOffRepository = ReturnType<typeof createTimeOffRepository>;
