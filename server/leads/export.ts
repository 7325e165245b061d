/**
 * Lead export: whitepaper requests, meeting requests and scheduler bookings as
 * one CSV, oldest first, filtered by when they were received (UTC).
 */
import { type Selectable, sql } from "kysely";
import { findWhitepaper } from "#shared/content/whitepapers.ts";
import { isoInZone } from "#shared/scheduling/zoned-time.ts";
import { attributionByLead } from "../analytics/lead-attribution.ts";
import { type AppDatabase, storageCode } from "../db/database.ts";
import type { BookingTable, MeetingRequestTable, WhitepaperRequestTable } from "../db/schema.ts";
import { createOutbox, type DeliveryStatus } from "../delivery/outbox.ts";
import { toBooking } from "../scheduling/booking-repository.ts";

export const LEAD_TYPES = ["whitepaper", "meeting", "booking"] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

export interface LeadFilter {
  /** Received at or after this instant. */
  from?: Date;
  /** Received before this instant. */
  to?: Date;
  types?: readonly LeadType[];
  /** Only the submissions of these people (an inbox view). */
  personIds?: readonly string[];
  /** Every time (received, consent, a meeting's start and end) is written in this IANA zone with its offset; UTC when unset. */
  timeZone?: string;
}

export const CSV_COLUMNS = [
  "type",
  "received_at",
  "name",
  "email",
  "company",
  "phone",
  "whitepaper",
  "marketing_consent",
  "consent_recorded_at",
  "message",
  "meeting_start",
  "meeting_end",
  "visitor_time_zone",
  "booking_status",
  "guests",
  "answers",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "first_touch_source",
  "first_touch_medium",
  "first_touch_campaign",
  "landing_page",
  "last_touch_source",
  "last_touch_campaign",
  "converting_page",
  "channel",
  "suspected_bot",
  "delivery_status",
  "status",
  "owner",
  "next_step_on",
  "next_step",
  "notes",
  "id",
] as const;

export type LeadRecord = Record<(typeof CSV_COLUMNS)[number], string>;

function emptyRecord(): LeadRecord {
  return Object.fromEntries(CSV_COLUMNS.map((column) => [column, ""])) as LeadRecord;
}

function yesNo(flag: number | string): "yes" | "no" {
  return Number(flag) === 1 ? "yes" : "no";
}

export interface LeadExport {
  /** Every lead in the period that could be read, oldest first. */
  records: LeadRecord[];
  /** What could not be read (a damaged database file), in words; the rest is exported. */
  damaged: string[];
}

type LeadTableName = "whitepaper_requests" | "meeting_requests" | "bookings";

function isDamage(error: unknown): boolean {
  const code = storageCode(error);
  return code === "SQLITE_CORRUPT" || code === "SQLITE_NOTADB";
}

/** `1-4, 9` from [1, 2, 3, 4, 9]. */
function ranges(numbers: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < numbers.length; i++) {
    let j = i;
    while (j + 1 < numbers.length && numbers[j + 1] === (numbers[j] ?? 0) + 1) j++;
    parts.push(i === j ? `${numbers[i]}` : `${numbers[i]}-${numbers[j]}`);
    i = j;
  }
  return parts.join(", ");
}

/** After this many row numbers in a row without a row, a table read row by row is taken to end. */
const ROWID_GAP = 1000;

/**
 * The rows of a lead table received in the period, oldest first. When the SQLite file is damaged
 * and the whole read fails, the table is read again one row at a time (by rowid), so only the rows
 * on a damaged page are lost; they are reported in `damaged` and left out.
 */
async function readLeadRows<Row extends { created_at: string }>(
  database: AppDatabase,
  table: LeadTableName,
  filter: { from?: string | undefined; to?: string | undefined },
  damaged: string[],
): Promise<Row[]> {
  try {
    // The same columns the three tables share; each caller names its own row type.
    let query = database.db.selectFrom(table as "bookings").selectAll();
    if (filter.from) query = query.where("created_at", ">=", filter.from);
    if (filter.to) query = query.where("created_at", "<", filter.to);
    return (await query.orderBy("created_at").orderBy("id").execute()) as unknown as Row[];
  } catch (error) {
    if (database.dialect !== "sqlite" || !isDamage(error)) throw error;
  }
  const db = database.db;
  const last = await sql<{ last: number | null }>`select max(rowid) as last from ${sql.table(table)}`
    .execute(db)
    .then((result) => Number(result.rows[0]?.last ?? 0))
    .catch(() => undefined);
  const rows: Row[] = [];
  const unreadable: number[] = [];
  for (let rowid = 1, gap = 0; last === undefined ? gap < ROWID_GAP : rowid <= last; rowid++) {
    try {
      const result = await sql<Row>`select * from ${sql.table(table)} where rowid = ${rowid}`.execute(db);
      const row = result.rows[0];
      gap = row ? 0 : gap + 1;
      if (row && (!filter.from || row.created_at >= filter.from) && (!filter.to || row.created_at < filter.to)) {
        rows.push(row);
      }
    } catch {
      gap = 0;
      unreadable.push(rowid);
    }
  }
  if (unreadable.length > 0) {
    damaged.push(`${table}: ${unreadable.length} damaged row(s) skipped (rowid ${ranges(unreadable)})`);
  } else {
    damaged.push(`${table}: the table's index is damaged; every row was read one by one`);
  }
  return rows.sort((a, b) => a.created_at.localeCompare(b.created_at));
}

/** Every lead in the period, oldest first; rows a damaged file no longer holds are reported, not fatal. */
export async function listLeads(database: AppDatabase, filter: LeadFilter = {}): Promise<LeadExport> {
  const types = new Set(filter.types ?? LEAD_TYPES);
  const period = { from: filter.from?.toISOString(), to: filter.to?.toISOString() };
  const records: LeadRecord[] = [];
  const damaged: string[] = [];

  if (types.has("whitepaper")) {
    for (const row of await readLeadRows<Selectable<WhitepaperRequestTable>>(
      database,
      "whitepaper_requests",
      period,
      damaged,
    )) {
      records.push({
        ...emptyRecord(),
        type: "whitepaper",
        received_at: row.created_at,
        name: row.name,
        email: row.email,
        company: row.company_name,
        phone: row.phone ?? "",
        whitepaper: findWhitepaper(row.whitepaper_id)?.title ?? row.whitepaper_id,
        marketing_consent: Number(row.marketing_consent) === 1 ? "yes" : "no",
        consent_recorded_at: row.consent_recorded_at,
        channel: row.channel,
        suspected_bot: yesNo(row.suspected_bot),
        id: row.id,
      });
    }
  }

  if (types.has("meeting")) {
    for (const row of await readLeadRows<Selectable<MeetingRequestTable>>(
      database,
      "meeting_requests",
      period,
      damaged,
    )) {
      records.push({
        ...emptyRecord(),
        type: "meeting",
        received_at: row.created_at,
        name: row.name,
        email: row.email,
        company: row.company,
        message: row.message,
        channel: row.channel,
        suspected_bot: yesNo(row.suspected_bot),
        id: row.id,
      });
    }
  }

  if (types.has("booking")) {
    const rows = await readLeadRows<Selectable<BookingTable>>(database, "bookings", period, damaged);
    for (const booking of rows.map(toBooking)) {
      records.push({
        ...emptyRecord(),
        type: "booking",
        received_at: booking.createdAt,
        name: booking.name,
        email: booking.email,
        company: booking.company,
        message: booking.notes,
        meeting_start: booking.start,
        meeting_end: booking.end,
        visitor_time_zone: booking.timeZone,
        booking_status: booking.status,
        guests: booking.guests.join("; "),
        answers: Object.entries(booking.answers)
          .map(([key, value]) => `${key}=${value}`)
          .join("; "),
        utm_source: booking.utm.source,
        utm_medium: booking.utm.medium,
        utm_campaign: booking.utm.campaign,
        utm_term: booking.utm.term,
        utm_content: booking.utm.content,
        channel: "scheduler",
        suspected_bot: booking.suspectedBot ? "yes" : "no",
        id: booking.id,
      });
    }
  }

  // Where the e-mails and events announcing each lead stand: delivered, pending or failed.
  let statuses = new Map<string, DeliveryStatus>();
  try {
    statuses = await createOutbox(database.db, database.dialect).statusBySubject(records.map((record) => record.id));
  } catch (error) {
    if (!isDamage(error)) throw error;
    damaged.push(`outbox_jobs: damaged, so delivery_status is left empty (${(error as Error).message})`);
  }
  for (const record of records) record.delivery_status = statuses.get(record.id) ?? "";
  const attributions = await attributionByLead(
    database.db,
    records.map((record) => record.id),
  );
  for (const record of records) {
    const attribution = attributions.get(record.id);
    if (!attribution) continue;
    record.first_touch_source = attribution.first_source;
    record.first_touch_medium = attribution.first_medium;
    record.first_touch_campaign = attribution.first_campaign;
    record.landing_page = attribution.landing_page;
    record.last_touch_source = attribution.last_source;
    record.last_touch_campaign = attribution.last_campaign;
    record.converting_page = attribution.converting_page;
  }

  await addWorkflow(database, records);
  records.sort((a, b) =>
    a.received_at === b.received_at ? a.id.localeCompare(b.id) : a.received_at < b.received_at ? -1 : 1,
  );
  const chosen = filter.personIds && (await submissionsOf(database, filter.personIds));
  const kept = chosen ? records.filter((record) => chosen.has(record.id)) : records;
  if (filter.timeZone) for (const record of kept) writeTimesInZone(record, filter.timeZone);
  return { records: kept, damaged };
}

/** The columns that hold an instant (the others hold days, words or ids). */
const TIME_COLUMNS = ["received_at", "consent_recorded_at", "meeting_start", "meeting_end"] as const;

/** Writes a record's instants in `timeZone` with their offset (`2026-11-27T14:30:00+05:30`), as the team reads them. */
export function writeTimesInZone(record: LeadRecord, timeZone: string): void {
  for (const column of TIME_COLUMNS) {
    if (record[column]) record[column] = isoInZone(record[column], timeZone);
  }
}

async function submissionsOf(database: AppDatabase, personIds: readonly string[]): Promise<Set<string>> {
  if (personIds.length === 0) return new Set();
  const rows = await database.db.selectFrom("lead_ids").select("id").where("person_id", "in", personIds).execute();
  return new Set(rows.map((row) => row.id));
}

/** The person's status, owner, next step and notes (oldest first, one per line) on each of their submissions. */
async function addWorkflow(database: AppDatabase, records: LeadRecord[]): Promise<void> {
  const ids = records.map((record) => record.id);
  if (ids.length === 0) return;
  const db = database.db;
  const people = await db
    .selectFrom("lead_ids as lead")
    .innerJoin("people as person", "person.id", "lead.person_id")
    .leftJoin("staff_members as owner", "owner.id", "person.owner_id")
    .select([
      "lead.id",
      "person.id as person_id",
      "person.status",
      "owner.name as owner",
      "person.next_step_on",
      "person.next_step_text",
    ])
    .where("lead.id", "in", ids)
    .execute();
  const personIds = [...new Set(people.map((row) => row.person_id))];
  const notes =
    personIds.length === 0
      ? []
      : await db
          .selectFrom("person_activity")
          .select(["person_id", "detail"])
          .where("person_id", "in", personIds)
          .where("type", "=", "note")
          .orderBy("created_at")
          .execute();
  const notesOf = new Map<string, string[]>();
  for (const note of notes) {
    const text = String((JSON.parse(note.detail) as { text?: unknown }).text ?? "");
    notesOf.set(note.person_id, [...(notesOf.get(note.person_id) ?? []), text]);
  }
  const byLead = new Map(people.map((row) => [row.id, row]));
  for (const record of records) {
    const person = byLead.get(record.id);
    if (!person) continue;
    record.status = person.status;
    record.owner = person.owner ?? "";
    record.next_step_on = person.next_step_on ?? "";
    record.next_step = person.next_step_text;
    record.notes = (notesOf.get(person.person_id) ?? []).join("\n");
  }
}

/**
 * One CSV field, always quoted, so a `;` or tab inside it can never start a new cell in a
 * spreadsheet that splits on those. A leading character that spreadsheets read as a formula
 * (= + - @ tab CR LF) is neutralised with an apostrophe, so a lead's text never runs as one.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r\n]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** RFC 4180 CSV (CRLF line ends) with a header row; every field quoted. */
export function rowsToCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const lines = [header, ...rows].map((row) => row.map((value) => csvField(String(value))).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

export function leadsToCsv(records: readonly LeadRecord[]): string {
  return rowsToCsv(
    CSV_COLUMNS,
    records.map((record) => CSV_COLUMNS.map((column) => record[column])),
  );
}

/**
 * A command-line date: `YYYY-MM-DD` (a UTC day) or a full ISO 8601 instant.
 * As an upper bound, a day includes the whole of that day.
 */
export function parseDateBound(text: string, bound: "from" | "to"): Date | undefined {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const start = Date.parse(`${text}T00:00:00.000Z`);
    if (Number.isNaN(start) || new Date(start).toISOString().slice(0, 10) !== text) return undefined;
    return new Date(bound === "from" ? start : start + 86_400_000);
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return undefined;
  const instant = Date.parse(text);
  return Number.isNaN(instant) ? undefined : new Date(instant);
}
