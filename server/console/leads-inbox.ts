/**
 * The console's leads inbox: whitepaper requests, meeting requests and bookings as one list
 * (a UNION ALL of the three tables, with the team's workflow joined on), searched, filtered,
 * counted and paginated by the database. Also the overview's figures: a few COUNTs.
 */
import { type Kysely, sql } from "kysely";
import {
  dayRangeInstants,
  INBOX_PAGE_SIZE,
  isLeadStatus,
  LEAD_KINDS,
  type LeadKind,
  type LeadSummary,
  type LeadsOverview,
  type LeadsPage,
  type LeadsQuery,
} from "#shared/console/leads.ts";
import { addDays, isoDateInZone, startOfDayInZone } from "#shared/scheduling/zoned-time.ts";
import type { Clock } from "../clock.ts";
import type { DatabaseSchema } from "../db/schema.ts";

/** One branch of the union per kind of lead, with the same columns in the same order. */
function leadsOfKind(db: Kysely<DatabaseSchema>, kind: LeadKind) {
  const label = sql.lit(kind).as("kind");
  switch (kind) {
    case "whitepaper":
      return db
        .selectFrom("whitepaper_requests")
        .select([label, "id", "created_at", "name", "email", "company_name as company", "suspected_bot"]);
    case "meeting-request":
      return db
        .selectFrom("meeting_requests")
        .select([label, "id", "created_at", "name", "email", "company", "suspected_bot"]);
    case "booking":
      return db.selectFrom("bookings").select([label, "id", "created_at", "name", "email", "company", "suspected_bot"]);
  }
}

/** Every lead of the given kinds, as a subquery `lead` with the workflow (`workflow`) and owner joined. */
export function leadsWithWorkflow(db: Kysely<DatabaseSchema>, kinds: readonly LeadKind[] = LEAD_KINDS) {
  const [first, ...rest] = kinds.map((kind) => leadsOfKind(db, kind));
  if (!first) throw new Error("at least one kind of lead");
  const union = rest.reduce((all, branch) => all.unionAll(branch), first);
  return db
    .selectFrom(union.as("lead"))
    .leftJoin("lead_workflow as workflow", "workflow.lead_id", "lead.id")
    .leftJoin("staff_members as owner", "owner.id", "workflow.owner_id")
    .leftJoin("lead_attribution as attribution", "attribution.lead_id", "lead.id");
}

/** `%text%` for LIKE, with LIKE's own wildcards in the text matched literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replaceAll(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const statusOf = sql<string>`coalesce(workflow.status, 'new')`;

export function createLeadsInbox(db: Kysely<DatabaseSchema>, now: Clock, teamTimeZone: string) {
  async function inbox(query: LeadsQuery): Promise<LeadsPage> {
    const range = dayRangeInstants(query, teamTimeZone);
    const filtered = leadsWithWorkflow(db, query.kind ? [query.kind] : LEAD_KINDS)
      .$if(range.from !== undefined, (q) => q.where("lead.created_at", ">=", range.from?.toISOString() ?? ""))
      .$if(range.to !== undefined, (q) => q.where("lead.created_at", "<", range.to?.toISOString() ?? ""))
      .$if(query.status !== undefined, (q) => q.where(statusOf, "=", query.status ?? "new"))
      .$if(query.source !== undefined, (q) => q.where("attribution.first_channel", "=", query.source ?? ""))
      .$if(Boolean(query.campaign), (q) => q.where("attribution.first_campaign", "=", query.campaign ?? ""))
      .$if(query.search !== "", (q) => {
        const pattern = containsPattern(query.search);
        // lower() on both sides: LIKE is case-sensitive on PostgreSQL and ASCII-only case-blind on SQLite.
        return q.where((eb) =>
          eb.or(
            (["lead.name", "lead.email", "lead.company"] as const).map(
              (column) => sql<boolean>`lower(${eb.ref(column)}) like ${pattern} escape '\\'`,
            ),
          ),
        );
      });
    const [rows, count] = await Promise.all([
      filtered
        .select([
          "lead.kind",
          "lead.id",
          "lead.created_at",
          "lead.name",
          "lead.email",
          "lead.company",
          "lead.suspected_bot",
          statusOf.as("status"),
          "owner.id as owner_id",
          "owner.name as owner_name",
        ])
        .orderBy("lead.created_at", "desc")
        .orderBy("lead.id", "desc")
        .limit(INBOX_PAGE_SIZE)
        .offset((query.page - 1) * INBOX_PAGE_SIZE)
        .execute(),
      filtered.select((eb) => eb.fn.countAll<number | string>().as("total")).executeTakeFirst(),
    ]);
    const leads: LeadSummary[] = rows.map((row) => ({
      id: row.id,
      kind: row.kind as LeadKind,
      name: row.name,
      email: row.email,
      company: row.company,
      receivedAt: row.created_at,
      status: isLeadStatus(row.status) ? row.status : "new",
      owner: row.owner_id ? { id: row.owner_id, name: row.owner_name ?? "" } : null,
      suspectedBot: Number(row.suspected_bot) === 1,
    }));
    return { leads, total: Number(count?.total ?? 0), page: query.page, pageSize: INBOX_PAGE_SIZE };
  }

  async function overview(): Promise<LeadsOverview> {
    const current = now();
    const today = isoDateInZone(current.getTime(), teamTimeZone);
    const weekStart = addDays(today, -6);
    const since = new Date(startOfDayInZone(weekStart, teamTimeZone)).toISOString();
    const todayStart = new Date(startOfDayInZone(today, teamTimeZone)).toISOString();
    const tomorrowStart = new Date(startOfDayInZone(addDays(today, 1), teamTimeZone)).toISOString();
    const count = (value: { total: number | string } | undefined) => Number(value?.total ?? 0);
    const [byKind, awaiting, bookingsToday, bookingsUpcoming] = await Promise.all([
      leadsWithWorkflow(db)
        .where("lead.created_at", ">=", since)
        .select((eb) => ["lead.kind", eb.fn.countAll<number | string>().as("total")])
        .groupBy("lead.kind")
        .execute(),
      leadsWithWorkflow(db)
        .where(statusOf, "=", "new")
        .select((eb) => eb.fn.countAll<number | string>().as("total"))
        .executeTakeFirst(),
      db
        .selectFrom("bookings")
        .where("status", "=", "confirmed")
        .where("slot_start", ">=", todayStart)
        .where("slot_start", "<", tomorrowStart)
        .select((eb) => eb.fn.countAll<number | string>().as("total"))
        .executeTakeFirst(),
      db
        .selectFrom("bookings")
        .where("status", "=", "confirmed")
        .where("slot_start", ">=", current.toISOString())
        .select((eb) => eb.fn.countAll<number | string>().as("total"))
        .executeTakeFirst(),
    ]);
    const lastWeek = Object.fromEntries(LEAD_KINDS.map((kind) => [kind, 0])) as Record<LeadKind, number>;
    for (const row of byKind) lastWeek[row.kind as LeadKind] = Number(row.total);
    return {
      lastWeek,
      awaitingContact: count(awaiting),
      bookingsToday: count(bookingsToday),
      bookingsUpcoming: count(bookingsUpcoming),
      today,
      weekStart,
    };
  }

  /** Which kind of lead has this id (the ids are UUIDs, unique across the three tables). */
  async function kindOf(id: string): Promise<LeadKind | undefined> {
    const row = await leadsWithWorkflow(db).where("lead.id", "=", id).select("lead.kind").executeTakeFirst();
    return row?.kind as LeadKind | undefined;
  }

  return { inbox, overview, kindOf };
}

export type LeadsInbox = ReturnType<typeof createLeadsInbox>;
