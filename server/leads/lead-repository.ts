import type { Insertable, Kysely } from "kysely";
import type { DatabaseSchema, MeetingRequestTable, WhitepaperRequestTable } from "../db/schema.ts";

/**
 * Inserts leads (with `db` a transaction, the lead and the jobs announcing it
 * commit together). A repeated id (a retried submission) is ignored rather than
 * stored twice. Returns true when the row is new.
 */
export function createLeadRepository(db: Kysely<DatabaseSchema>) {
  return {
    async insertWhitepaperRequest(row: Insertable<WhitepaperRequestTable>): Promise<boolean> {
      const result = await db
        .insertInto("whitepaper_requests")
        .values(row)
        .onConflict((conflict) => conflict.column("id").doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },

    async insertMeetingRequest(row: Insertable<MeetingRequestTable>): Promise<boolean> {
      const result = await db
        .insertInto("meeting_requests")
        .values(row)
        .onConflict((conflict) => conflict.column("id").doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },
  };
}
