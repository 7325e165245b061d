/**
 * Lead export: whitepaper requests, meeting requests and scheduler bookings as
 * one CSV, oldest first, filtered by when they were received (UTC).
 */
import { findWhitepaper } from "#shared/content/whitepapers.ts";
import { attributionByLead } from "../analytics/lead-attribution.ts";
import type { AppDatabase } from "../db/database.ts";
import { createOutbox } from "../delivery/outbox.ts";
import { listBookings } from "../scheduling/booking-repository.ts";

export const LEAD_TYPES = ["whitepaper", "meeting", "booking"] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

export interface LeadFilter {
  /** Received at or after this instant. */
  from?: Date;
  /** Received before this instant. */
  to?: Date;
  types?: readonly LeadType[];
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
  "meeting_start_utc",
  "meeting_end_utc",
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
  "id",
] as const;

export type LeadRecord = Record<(typeof CSV_COLUMNS)[number], string>;

function emptyRecord(): LeadRecord {
  return Object.fromEntries(CSV_COLUMNS.map((column) => [column, ""])) as LeadRecord;
}

function yesNo(flag: number | string): "yes" | "no" {
  return Number(flag) === 1 ? "yes" : "no";
}

/** Every lead in the period, oldest first. */
export async function listLeads(database: AppDatabase, filter: LeadFilter = {}): Promise<LeadRecord[]> {
  const types = new Set(filter.types ?? LEAD_TYPES);
  const from = filter.from?.toISOString();
  const to = filter.to?.toISOString();
  const records: LeadRecord[] = [];

  if (types.has("whitepaper")) {
    let query = database.db.selectFrom("whitepaper_requests").selectAll();
    if (from) query = query.where("created_at", ">=", from);
    if (to) query = query.where("created_at", "<", to);
    for (const row of await query.execute()) {
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
    let query = database.db.selectFrom("meeting_requests").selectAll();
    if (from) query = query.where("created_at", ">=", from);
    if (to) query = query.where("created_at", "<", to);
    for (const row of await query.execute()) {
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
    for (const booking of await listBookings(database.db, { from: filter.from, to: filter.to })) {
      records.push({
        ...emptyRecord(),
        type: "booking",
        received_at: booking.createdAt,
        name: booking.name,
        email: booking.email,
        company: booking.company,
        message: booking.notes,
        meeting_start_utc: booking.start,
        meeting_end_utc: booking.end,
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
  const statuses = await createOutbox(database.db, database.dialect).statusBySubject(
    records.map((record) => record.id),
  );
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

  return records.sort((a, b) =>
    a.received_at === b.received_at ? a.id.localeCompare(b.id) : a.received_at < b.received_at ? -1 : 1,
  );
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
