/**
 * The console's leads: the inbox (whitepaper requests, meeting requests and bookings in one
 * list), one lead with its delivery history and workflow, the overview's figures and the CSV
 * export. Query strings are read here so the page, its links and the server agree on them.
 */
import * as z from "zod/mini";
import { type AttributionSummary, type Channel, isChannel } from "../analytics/attribution.ts";
import type { Problem } from "../api.ts";
import { hasOnlyPrintable, LIMITS, MESSAGES } from "../forms/text-rules.ts";
import { addDays, parseIsoDate, startOfDayInZone } from "../scheduling/zoned-time.ts";
import type { Actor } from "./staff.ts";

export const LEAD_KINDS = ["whitepaper", "meeting-request", "booking"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const LEAD_KIND_LABELS: Record<LeadKind, string> = {
  whitepaper: "Whitepaper",
  "meeting-request": "Meeting request",
  booking: "Booking",
};

export const LEAD_STATUSES = ["new", "contacted", "qualified", "closed"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  closed: "Closed",
};

/**
 * Where a lead may go from each status: forward through the workflow, closed from anywhere,
 * and a closed lead reopened (as new, or as contacted when the team had already talked).
 */
export const STATUS_TRANSITIONS: Record<LeadStatus, readonly LeadStatus[]> = {
  new: ["contacted", "closed"],
  contacted: ["qualified", "closed"],
  qualified: ["closed"],
  closed: ["new", "contacted"],
};

export function isLeadKind(value: unknown): value is LeadKind {
  return typeof value === "string" && (LEAD_KINDS as readonly string[]).includes(value);
}

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === "string" && (LEAD_STATUSES as readonly string[]).includes(value);
}

export const INBOX_PAGE_SIZE = 25;
const SEARCH_MAX = 200;

/** The inbox's filters as the URL carries them (`?q=&kind=&status=&source=&campaign=&from=&to=&page=`). */
export interface LeadsQuery {
  search: string;
  kind?: LeadKind;
  status?: LeadStatus;
  /** The first touch's source, as classified (shared/analytics/attribution.ts). */
  source?: Channel;
  /** The first touch's campaign (utm_campaign), exactly. */
  campaign?: string;
  /** Days in the team's time zone, `YYYY-MM-DD`, both included. */
  from?: string;
  to?: string;
  /** From 1. */
  page: number;
}

export type QueryErrors = Partial<Record<"from" | "to" | "kind", string>>;

function readDay(value: string | null, label: string, errors: QueryErrors, field: "from" | "to"): string | undefined {
  const text = value?.trim() ?? "";
  if (!text) return undefined;
  if (parseIsoDate(text)) return text;
  errors[field] = `${label}: "${text.slice(0, 20)}" is not a date (use YYYY-MM-DD).`;
  return undefined;
}

/** Reads the filters; an unreadable date or a range that ends before it starts is reported, not guessed. */
export function parseDateRange(params: URLSearchParams): { from?: string; to?: string; errors: QueryErrors } {
  const errors: QueryErrors = {};
  const from = readDay(params.get("from"), "From", errors, "from");
  const to = readDay(params.get("to"), "To", errors, "to");
  if (from && to && to < from) {
    errors.to = "The end date is before the start date.";
    return { from, errors };
  }
  return { from, to, errors };
}

export function parseLeadsQuery(params: URLSearchParams): { query: LeadsQuery; errors: QueryErrors } {
  const { from, to, errors } = parseDateRange(params);
  const kind = params.get("kind") ?? "";
  const status = params.get("status") ?? "";
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    query: {
      search: (params.get("q") ?? "").trim().slice(0, SEARCH_MAX),
      kind: isLeadKind(kind) ? kind : undefined,
      status: isLeadStatus(status) ? status : undefined,
      source: isChannel(params.get("source")) ? (params.get("source") as Channel) : undefined,
      campaign: (params.get("campaign") ?? "").trim().slice(0, SEARCH_MAX) || undefined,
      from,
      to,
      page: Number.isFinite(page) && page > 0 ? Math.min(page, 100_000) : 1,
    },
    errors,
  };
}

/** The URL of an inbox view (empty filters left out), e.g. for the overview's links and page links. */
export function leadsUrl(query: Partial<LeadsQuery>): string {
  const params = new URLSearchParams();
  if (query.search) params.set("q", query.search);
  if (query.kind) params.set("kind", query.kind);
  if (query.status) params.set("status", query.status);
  if (query.source) params.set("source", query.source);
  if (query.campaign) params.set("campaign", query.campaign);
  if (query.from) params.set("from", query.from);
  if (query.to) params.set("to", query.to);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `/console/leads?${text}` : "/console/leads";
}

/** The UTC instants a range of team days covers: [start of `from`, start of the day after `to`). */
export function dayRangeInstants(range: { from?: string; to?: string }, timeZone: string): { from?: Date; to?: Date } {
  return {
    from: range.from ? new Date(startOfDayInZone(range.from, timeZone)) : undefined,
    to: range.to ? new Date(startOfDayInZone(addDays(range.to, 1), timeZone)) : undefined,
  };
}

export interface LeadOwner {
  id: string;
  name: string;
}

export interface LeadSummary {
  id: string;
  kind: LeadKind;
  name: string;
  company: string;
  email: string;
  receivedAt: string;
  status: LeadStatus;
  owner: LeadOwner | null;
  suspectedBot: boolean;
}

export interface LeadsPage {
  leads: LeadSummary[];
  total: number;
  page: number;
  pageSize: number;
}

interface LeadBase {
  id: string;
  receivedAt: string;
  name: string;
  email: string;
  company: string;
  suspectedBot: boolean;
}

export interface WhitepaperLead extends LeadBase {
  kind: "whitepaper";
  whitepaper: string;
  phone: string | null;
  marketingConsent: boolean;
  consentRecordedAt: string;
  channel: string;
}

export interface MeetingRequestLead extends LeadBase {
  kind: "meeting-request";
  message: string;
  channel: string;
}

export interface BookingLead extends LeadBase {
  kind: "booking";
  start: string;
  end: string;
  bookingStatus: string;
  visitorTimeZone: string;
  teamTimeZone: string;
  guests: string[];
  notes: string;
  answers: Record<string, string>;
  utm: Record<"source" | "medium" | "campaign" | "term" | "content", string>;
  updatedAt: string | null;
}

export type LeadFields = WhitepaperLead | MeetingRequestLead | BookingLead;

/** One e-mail or webhook job about the lead. */
export interface LeadDelivery {
  id: string;
  topic: string;
  channel: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  finishedAt: string | null;
}

export type LeadActivityEntry = {
  id: string;
  at: string;
  /** Who did it (name), or "a former member" when the account is gone. */
  by: string;
} & (
  | { type: "status"; from: LeadStatus; to: LeadStatus }
  | { type: "owner"; from: string | null; to: string | null }
  | { type: "note"; text: string }
);

export interface LeadWorkflow {
  status: LeadStatus;
  owner: LeadOwner | null;
  updatedAt: string | null;
}

export interface LeadDetail {
  lead: LeadFields;
  workflow: LeadWorkflow;
  activity: LeadActivityEntry[];
  deliveries: LeadDelivery[];
  /** Where the visitor came from; none when the browser opted out or the lead predates it. */
  attribution: AttributionSummary | null;
  /** Active members who may own a lead. */
  staff: LeadOwner[];
}

export const NOTE_MAX = LIMITS.longText;

/** An internal note: required, multi-line printable text, at most NOTE_MAX characters. */
export const noteText = z.string({ error: "Write the note first." }).check(
  z.trim(),
  z.minLength(1, "Write the note first."),
  z.maxLength(NOTE_MAX, `Please shorten the note to ${NOTE_MAX.toLocaleString("en-IN")} characters or fewer.`),
  z.refine<string>((text) => hasOnlyPrintable(text, true), MESSAGES.controlCharacters),
);

export type WorkflowChange =
  | { type: "status"; expected: LeadStatus; to: LeadStatus }
  | { type: "owner"; ownerId: string | null }
  | { type: "note"; text: string };

/** Refused: a field at fault (`invalid_input`), no such lead, or someone changed it meanwhile (`changed`). */
export type WorkflowProblem = Problem<"invalid_input" | "not_found" | "changed">;

export type WorkflowResult = { ok: true; message: string } | WorkflowProblem;

export interface LeadsOverview {
  /** Leads received in the last 7 days, by kind. */
  lastWeek: Record<LeadKind, number>;
  /** Leads nobody has contacted yet (status new). */
  awaitingContact: number;
  bookingsToday: number;
  bookingsUpcoming: number;
  /** The team's today, `YYYY-MM-DD`, and the first day of the 7-day window. */
  today: string;
  weekStart: string;
}

export interface ExportRequest {
  from?: string;
  to?: string;
  kind?: LeadKind;
}

/** Reads the export form (`?from=&to=&kind=`): both dates optional, all kinds when none is chosen. */
export function parseExportRequest(params: URLSearchParams): { request: ExportRequest; errors: QueryErrors } {
  const { from, to, errors } = parseDateRange(params);
  const kind = params.get("kind") ?? "";
  if (kind && !isLeadKind(kind)) errors.kind = "Choose a kind of lead from the list.";
  return { request: { from, to, kind: isLeadKind(kind) ? kind : undefined }, errors };
}

export interface ExportFile {
  filename: string;
  csv: string;
  rows: number;
}

export interface ConsoleLeads {
  inbox(query: LeadsQuery): Promise<LeadsPage>;
  /** Undefined when no lead has this id. */
  detail(id: string): Promise<LeadDetail | undefined>;
  change(id: string, change: WorkflowChange, actor: Actor): Promise<WorkflowResult>;
  overview(): Promise<LeadsOverview>;
  /** The CSV of `npm run leads:export` for the team days and kind; recorded in the audit log. */
  exportCsv(request: ExportRequest, actor: Actor): Promise<ExportFile>;
}
