import type { Insertable, Kysely } from "kysely";
import type { DatabaseSchema, MeetingRequestTable, WhitepaperRequestTable } from "../db/schema.ts";
import { type Contact, enrolSubmission } from "../people/enrolment.ts";

export type LeadKind = "whitepaper" | "meeting" | "booking";

/** What storing a lead did: stored it, found it already stored (a retry), or found its id taken by another kind. */
export type LeadInsert = "created" | "duplicate" | "id-taken";

/**
 * Claims an id for a lead of one kind in `lead_ids`: "created" the first time, "duplicate"
 * when a lead of the same kind holds it (a retried submission), "id-taken" when a lead of
 * another kind does. A new submission is filed under its person (server/people).
 */
export async function claimLeadId(
  db: Kysely<DatabaseSchema>,
  id: string,
  kind: LeadKind,
  contact: Contact,
): Promise<LeadInsert> {
  const result = await db
    .insertInto("lead_ids")
    .values({ id, kind, person_id: null })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0n) > 0) {
    await enrolSubmission(db, id, contact);
    return "created";
  }
  const holder = await db.selectFrom("lead_ids").select("kind").where("id", "=", id).executeTakeFirst();
  return holder?.kind === kind ? "duplicate" : "id-taken";
}

/**
 * Inserts leads (with `db` a transaction, the lead and the jobs announcing it commit
 * together). A repeated id (a retried submission) is ignored rather than stored twice, and an
 * id another kind of lead holds is refused.
 */
export function createLeadRepository(db: Kysely<DatabaseSchema>) {
  return {
    async insertWhitepaperRequest(row: Insertable<WhitepaperRequestTable>): Promise<LeadInsert> {
      const claim = await claimLeadId(db, row.id, "whitepaper", {
        name: row.name,
        email: row.email,
        company: row.company_name,
        at: row.created_at,
      });
      if (claim === "created") await db.insertInto("whitepaper_requests").values(row).execute();
      return claim;
    },

    async insertMeetingRequest(row: Insertable<MeetingRequestTable>): Promise<LeadInsert> {
      const claim = await claimLeadId(db, row.id, "meeting", {
        name: row.name,
        email: row.email,
        company: row.company,
        at: row.created_at,
      });
      if (claim === "created") await db.insertInto("meeting_requests").values(row).execute();
      return claim;
    },
  };
}

const LEAD_TABLES = { whitepaper: "whitepaper_requests", meeting: "meeting_requests", booking: "bookings" } as const;

/**
 * Corrects the e-mail address of a lead of any kind (a typo found when the mail bounced);
 * false when no lead has this id.
 */
export async function changeLeadEmail(db: Kysely<DatabaseSchema>, id: string, email: string): Promise<boolean> {
  const holder = await db.selectFrom("lead_ids").select("kind").where("id", "=", id).executeTakeFirst();
  const table = holder ? LEAD_TABLES[holder.kind as LeadKind] : undefined;
  if (!table) return false;
  const result = await db.updateTable(table).set({ email }).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
