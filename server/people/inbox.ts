/**
 * The console's inbox of people: each person once, newest activity first, with what they
 * asked for last; views, filters, search (names, companies, e-mails and messages) and sorting
 * all run in the database, the same SQL on SQLite and PostgreSQL. Also the overview's figures
 * and due list, and the unread count.
 */
import { type Expression, type Kysely, type SqlBool, sql } from "kysely";
import {
  dayRangeInstants,
  INBOX_PAGE_SIZE,
  INBOX_VIEWS,
  type InboxView,
  LEAD_KINDS,
  LEAD_STATUSES,
  type LeadKind,
  type LeadStatus,
  type LeadsOverview,
  type LeadsPage,
  type LeadsQuery,
  NO_OWNER,
  type PersonSummary,
  parseLeadsQuery,
} from "#shared/console/leads.ts";
import type { Actor } from "#shared/console/staff.ts";
import { findWhitepaper } from "#shared/content/whitepapers.ts";
import { addDays, isoDateInZone, startOfDayInZone } from "#shared/scheduling/zoned-time.ts";
import type { Clock } from "../clock.ts";
import type { DatabaseSchema } from "../db/schema.ts";

/** `lead_ids.kind` of each kind of lead. */
export const ID_KIND_OF: Record<LeadKind, string> = {
  whitepaper: "whitepaper",
  "meeting-request": "meeting",
  booking: "booking",
};

/** One branch of the union per kind of lead, with the same columns in the same order. */
function leadsOfKind(db: Kysely<DatabaseSchema>, kind: LeadKind) {
  const label = sql.lit(kind).as("kind");
  const common = ["id", "created_at", "name", "email", "suspected_bot"] as const;
  switch (kind) {
    case "whitepaper":
      return db
        .selectFrom("whitepaper_requests")
        .select([
          label,
          ...common,
          "company_name as company",
          "whitepaper_id as want",
          sql<string | null>`null`.as("meeting_start"),
        ]);
    case "meeting-request":
      return db
        .selectFrom("meeting_requests")
        .select([label, ...common, "company", "message as want", sql<string | null>`null`.as("meeting_start")]);
    case "booking":
      return db
        .selectFrom("bookings")
        .select([label, ...common, "company", "notes as want", sql<string | null>`slot_start`.as("meeting_start")]);
  }
}

/** Every submission, as one subquery with the columns of `leadsOfKind`. */
export function allSubmissions(db: Kysely<DatabaseSchema>) {
  const [first, ...rest] = LEAD_KINDS.map((kind) => leadsOfKind(db, kind));
  if (!first) throw new Error("at least one kind of lead");
  return rest.reduce((all, branch) => all.unionAll(branch), first);
}

/** `%text%` for LIKE, with LIKE's own wildcards in the text matched literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replaceAll(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function likeAny(columns: Expression<string | null>[], text: string): Expression<SqlBool> {
  const pattern = containsPattern(text);
  // lower() on both sides: LIKE is case-sensitive on PostgreSQL and ASCII-only case-blind on SQLite.
  return sql<SqlBool>`(${sql.join(
    columns.map((column) => sql`lower(${column}) like ${pattern} escape '\\'`),
    sql` or `,
  )})`;
}

/** What a submission asked for, in a few words: the whitepaper's title, the message, the meeting. */
export function requestText(kind: LeadKind, want: string | null): string {
  if (kind === "whitepaper") return findWhitepaper(want ?? "")?.title ?? want ?? "";
  const text = (want ?? "").replaceAll(/\s+/g, " ").trim();
  return text.length > 140 ? `${text.slice(0, 139)}…` : text;
}

export function createPeopleInbox(db: Kysely<DatabaseSchema>, now: Clock, teamTimeZone: string) {
  function today(): string {
    return isoDateInZone(now().getTime(), teamTimeZone);
  }

  /** The people of a view, filtered (no order, no columns yet). */
  function filtered(query: LeadsQuery, actor: Actor) {
    const range = dayRangeInstants(query, teamTimeZone);
    const personLeads = () => db.selectFrom("lead_ids as own").where("own.person_id", "=", sql<string>`person.id`);
    return db
      .selectFrom("people as person")
      .leftJoin("companies as company", "company.id", "person.company_id")
      .leftJoin("staff_members as owner", "owner.id", "person.owner_id")
      .$if(query.view === "mine", (q) => q.where("person.owner_id", "=", actor.staff.id))
      .$if(query.view === "unassigned", (q) => q.where("person.owner_id", "is", null))
      .$if(query.view === "due", (q) => q.where("person.next_step_on", "<=", today()))
      .$if(query.owner === NO_OWNER, (q) => q.where("person.owner_id", "is", null))
      .$if(query.owner !== undefined && query.owner !== NO_OWNER, (q) =>
        q.where("person.owner_id", "=", query.owner ?? ""),
      )
      .$if(query.status !== undefined, (q) => q.where("person.status", "=", query.status ?? "new"))
      .$if(range.from !== undefined, (q) => q.where("person.latest_lead_at", ">=", range.from?.toISOString() ?? ""))
      .$if(range.to !== undefined, (q) => q.where("person.latest_lead_at", "<", range.to?.toISOString() ?? ""))
      .$if(query.kind !== undefined, (q) =>
        q.where((eb) =>
          eb.exists(
            personLeads()
              .select("own.id")
              .where("own.kind", "=", ID_KIND_OF[query.kind ?? "whitepaper"]),
          ),
        ),
      )
      .$if(query.source !== undefined || Boolean(query.campaign), (q) =>
        q.where((eb) =>
          eb.exists(
            personLeads()
              .innerJoin("lead_attribution as attribution", "attribution.lead_id", "own.id")
              .select("own.id")
              .$if(query.source !== undefined, (s) => s.where("attribution.first_channel", "=", query.source ?? ""))
              .$if(Boolean(query.campaign), (s) => s.where("attribution.first_campaign", "=", query.campaign ?? "")),
          ),
        ),
      )
      .$if(query.search !== "", (q) =>
        q.where((eb) =>
          eb.or([
            likeAny([eb.ref("person.name"), eb.ref("person.email_key"), eb.ref("company.name")], query.search),
            eb.exists(
              personLeads()
                .innerJoin(allSubmissions(db).as("lead"), "lead.id", "own.id")
                .select("own.id")
                .where((inner) =>
                  likeAny([inner.ref("lead.name"), inner.ref("lead.company"), inner.ref("lead.want")], query.search),
                ),
            ),
          ]),
        ),
      );
  }

  /** How many people each view holds on its own (a view's link drops the search and filters). */
  async function viewCounts(actor: Actor): Promise<Record<InboxView, number>> {
    const plain = parseLeadsQuery(new URLSearchParams()).query;
    const counts = await Promise.all(
      INBOX_VIEWS.map((view) =>
        filtered({ ...plain, view }, actor)
          .select((eb) => eb.fn.countAll<number | string>().as("total"))
          .executeTakeFirst(),
      ),
    );
    return Object.fromEntries(INBOX_VIEWS.map((view, index) => [view, Number(counts[index]?.total ?? 0)])) as Record<
      InboxView,
      number
    >;
  }

  async function inbox(query: LeadsQuery, actor: Actor): Promise<Omit<LeadsPage, "staff">> {
    const base = filtered(query, actor);
    const ordered = base
      .leftJoin(allSubmissions(db).as("latest"), "latest.id", "person.latest_lead_id")
      .select((eb) => [
        "person.id",
        "person.name",
        "person.email_key",
        "person.status",
        "person.next_step_on",
        "person.next_step_text",
        "person.latest_lead_at",
        "company.name as company_name",
        "owner.id as owner_id",
        "owner.name as owner_name",
        "latest.kind as latest_kind",
        "latest.want as latest_want",
        "latest.meeting_start as latest_meeting_start",
        "latest.suspected_bot as latest_suspected_bot",
        eb
          .selectFrom("lead_ids as counted")
          .whereRef("counted.person_id", "=", "person.id")
          .select((inner) => inner.fn.countAll<number | string>().as("n"))
          .as("submissions"),
      ])
      .$call((q) => {
        switch (query.sort) {
          case "oldest":
            return q.orderBy("person.latest_lead_at", "asc").orderBy("person.id", "asc");
          case "name":
            return q.orderBy(sql`lower(person.name)`, "asc").orderBy("person.id", "asc");
          case "next-step":
            return q
              .orderBy(sql`case when person.next_step_on is null then 1 else 0 end`)
              .orderBy("person.next_step_on", "asc")
              .orderBy("person.latest_lead_at", "desc")
              .orderBy("person.id", "desc");
          default:
            return q.orderBy("person.latest_lead_at", "desc").orderBy("person.id", "desc");
        }
      });
    const [rows, count, views] = await Promise.all([
      ordered
        .limit(INBOX_PAGE_SIZE)
        .offset((query.page - 1) * INBOX_PAGE_SIZE)
        .execute(),
      base.select((eb) => eb.fn.countAll<number | string>().as("total")).executeTakeFirst(),
      viewCounts(actor),
    ]);
    const people: PersonSummary[] = rows.map((row) => {
      const kind = (row.latest_kind ?? "whitepaper") as LeadKind;
      return {
        id: row.id,
        name: row.name,
        email: row.email_key,
        company: row.company_name ?? "",
        status: statusOf(row.status),
        owner: row.owner_id ? { id: row.owner_id, name: row.owner_name ?? "" } : null,
        nextStep: row.next_step_on ? { on: row.next_step_on, text: row.next_step_text } : null,
        latestAt: row.latest_lead_at,
        latest: { kind, text: requestText(kind, row.latest_want), meetingStart: row.latest_meeting_start ?? null },
        submissions: Number(row.submissions ?? 0),
        suspectedBot: Number(row.latest_suspected_bot) === 1,
      };
    });
    return {
      people,
      total: Number(count?.total ?? 0),
      page: query.page,
      pageSize: INBOX_PAGE_SIZE,
      viewCounts: views,
    };
  }

  /** The person ids of a view, for "export this view" (at most `limit`). */
  async function idsOf(query: LeadsQuery, actor: Actor, limit: number): Promise<string[]> {
    const rows = await filtered(query, actor).select("person.id").limit(limit).execute();
    return rows.map((row) => row.id);
  }

  async function unread(actor: Actor): Promise<number> {
    const row = await db
      .selectFrom("people")
      .where(
        "latest_lead_at",
        ">",
        db
          .selectFrom("staff_members")
          .select(sql<string>`coalesce(leads_seen_at, '')`.as("seen"))
          .where("id", "=", actor.staff.id),
      )
      .select((eb) => eb.fn.countAll<number | string>().as("total"))
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  }

  async function markInboxSeen(actor: Actor): Promise<void> {
    await db
      .updateTable("staff_members")
      .set({ leads_seen_at: now().toISOString() })
      .where("id", "=", actor.staff.id)
      .execute();
  }

  async function overview(actor: Actor): Promise<LeadsOverview> {
    const current = now();
    const day = today();
    const weekStart = addDays(day, -6);
    const since = new Date(startOfDayInZone(weekStart, teamTimeZone)).toISOString();
    const todayStart = new Date(startOfDayInZone(day, teamTimeZone)).toISOString();
    const tomorrowStart = new Date(startOfDayInZone(addDays(day, 1), teamTimeZone)).toISOString();
    const count = (value: { total: number | string } | undefined) => Number(value?.total ?? 0);
    const countAll = sql<number | string>`count(*)`.as("total");
    const [byKind, awaiting, bookingsToday, bookingsUpcoming, due] = await Promise.all([
      db
        .selectFrom(allSubmissions(db).as("lead"))
        .where("lead.created_at", ">=", since)
        .select(["lead.kind", countAll])
        .groupBy("lead.kind")
        .execute(),
      db.selectFrom("people").where("status", "=", "new").select(countAll).executeTakeFirst(),
      db
        .selectFrom("bookings")
        .where("status", "=", "confirmed")
        .where("slot_start", ">=", todayStart)
        .where("slot_start", "<", tomorrowStart)
        .select(countAll)
        .executeTakeFirst(),
      db
        .selectFrom("bookings")
        .where("status", "=", "confirmed")
        .where("slot_start", ">=", current.toISOString())
        .select(countAll)
        .executeTakeFirst(),
      dueSteps(day, 50, actor.staff.id),
    ]);
    const lastWeek = Object.fromEntries(LEAD_KINDS.map((kind) => [kind, 0])) as Record<LeadKind, number>;
    for (const row of byKind) lastWeek[row.kind as LeadKind] = Number(row.total);
    return {
      lastWeek,
      awaitingContact: count(awaiting),
      due,
      bookingsToday: count(bookingsToday),
      bookingsUpcoming: count(bookingsUpcoming),
      today: day,
      weekStart,
    };
  }

  /** Next steps due on `day` or before, earliest first; `ownerFirst`'s own before the others. */
  async function dueSteps(day: string, limit: number, ownerFirst?: string, onlyOwner?: string) {
    const rows = await db
      .selectFrom("people as person")
      .leftJoin("companies as company", "company.id", "person.company_id")
      .leftJoin("staff_members as owner", "owner.id", "person.owner_id")
      .where("person.next_step_on", "<=", day)
      .$if(onlyOwner !== undefined, (q) => q.where("person.owner_id", "=", onlyOwner ?? ""))
      .select([
        "person.id",
        "person.name",
        "person.next_step_on",
        "person.next_step_text",
        "company.name as company_name",
        "owner.id as owner_id",
        "owner.name as owner_name",
      ])
      .orderBy(sql`case when person.owner_id = ${ownerFirst ?? ""} then 0 else 1 end`)
      .orderBy("person.next_step_on")
      .orderBy("person.id")
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      personId: row.id,
      name: row.name,
      company: row.company_name ?? "",
      owner: row.owner_id ? { id: row.owner_id, name: row.owner_name ?? "" } : null,
      nextStep: { on: row.next_step_on ?? day, text: row.next_step_text },
    }));
  }

  return { inbox, idsOf, unread, markInboxSeen, overview, dueSteps, today };
}

export function statusOf(value: unknown): LeadStatus {
  return (LEAD_STATUSES as readonly unknown[]).includes(value) ? (value as LeadStatus) : "new";
}

export type PeopleInbox = ReturnType<typeof createPeopleInbox>;
