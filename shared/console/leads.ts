/**
 * The console's leads: the inbox (whitepaper requests, meeting requests and bookings in one
 * list), one lead with its delivery history and workflow, the overview's figures and the CSV
 * export. Query strings are read here so the page, its links and the server agree on them.
 */

import * as z from "zod/mini";
import { type AttributionSummary, type Channel, isChannel } from "../analytics/attribution.ts";
import { hasOnlyPrintable, LIMITS, MESSAGES } from "../forms/text-rules.ts";
import type { MeetingOutcome } from "../scheduling/meeting-outcome.ts";
import { addDays, startOfDayInZone } from "../scheduling/zoned-time.ts";
import type { FormResult } from "./form-result.ts";
import type { Actor } from "./staff.ts";
import { readTypedDay, typedDayProblem } from "./typed-day.ts";

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

/** Ready-made views of the inbox: everyone, my people, nobody's, and next steps due by today. */
export const INBOX_VIEWS = ["all", "mine", "unassigned", "due"] as const;
export type InboxView = (typeof INBOX_VIEWS)[number];
export const INBOX_VIEW_LABELS: Record<InboxView, string> = {
  all: "All leads",
  mine: "Mine",
  unassigned: "Unassigned",
  due: "Due or overdue",
};

export const INBOX_SORTS = ["activity", "oldest", "name", "next-step"] as const;
export type InboxSort = (typeof INBOX_SORTS)[number];
export const INBOX_SORT_LABELS: Record<InboxSort, string> = {
  activity: "Newest activity",
  oldest: "Oldest activity",
  name: "Name",
  "next-step": "Next step date",
};

/** The owner filter: a member's id, or nobody. */
export const NO_OWNER = "none";

/** The inbox's filters as the URL carries them (`?view=&q=&kind=&status=&owner=&source=&campaign=&from=&to=&sort=&page=`). */
export interface LeadsQuery {
  view: InboxView;
  search: string;
  /** People with at least one submission of this kind. */
  kind?: LeadKind;
  status?: LeadStatus;
  /** A member's id or NO_OWNER. */
  owner?: string;
  /** The first touch's source of any of the person's submissions, as classified (shared/analytics/attribution.ts). */
  source?: Channel;
  /** The first touch's campaign (utm_campaign), exactly. */
  campaign?: string;
  /** Days in the team's time zone, `YYYY-MM-DD`, both included: the latest submission's day. */
  from?: string;
  to?: string;
  sort: InboxSort;
  /** From 1. */
  page: number;
}

export type QueryErrors = Partial<Record<"from" | "to" | "kind", string>>;

function readDay(value: string | null, label: string, errors: QueryErrors, field: "from" | "to"): string | undefined {
  const text = value?.trim() ?? "";
  if (!text) return undefined;
  const day = readTypedDay(text);
  if (day) return day;
  errors[field] = typedDayProblem(label, text);
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

function oneOf<T extends string>(choices: readonly T[], value: string | null): T | undefined {
  return (choices as readonly (string | null)[]).includes(value) ? (value as T) : undefined;
}

export function parseLeadsQuery(params: URLSearchParams): { query: LeadsQuery; errors: QueryErrors } {
  const { from, to, errors } = parseDateRange(params);
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  const owner = (params.get("owner") ?? "").trim().slice(0, 64);
  return {
    query: {
      view: oneOf(INBOX_VIEWS, params.get("view")) ?? "all",
      search: (params.get("q") ?? "").trim().slice(0, SEARCH_MAX),
      kind: oneOf(LEAD_KINDS, params.get("kind")),
      status: oneOf(LEAD_STATUSES, params.get("status")),
      owner: owner || undefined,
      source: isChannel(params.get("source")) ? (params.get("source") as Channel) : undefined,
      campaign: (params.get("campaign") ?? "").trim().slice(0, SEARCH_MAX) || undefined,
      from,
      to,
      sort: oneOf(INBOX_SORTS, params.get("sort")) ?? "activity",
      page: Number.isFinite(page) && page > 0 ? Math.min(page, 100_000) : 1,
    },
    errors,
  };
}

/** The query string of an inbox view (empty filters and defaults left out), without the `?`. */
export function leadsSearch(query: Partial<LeadsQuery>): string {
  const params = new URLSearchParams();
  if (query.view && query.view !== "all") params.set("view", query.view);
  if (query.search) params.set("q", query.search);
  if (query.kind) params.set("kind", query.kind);
  if (query.status) params.set("status", query.status);
  if (query.owner) params.set("owner", query.owner);
  if (query.source) params.set("source", query.source);
  if (query.campaign) params.set("campaign", query.campaign);
  if (query.from) params.set("from", query.from);
  if (query.to) params.set("to", query.to);
  if (query.sort && query.sort !== "activity") params.set("sort", query.sort);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  return params.toString();
}

/** The URL of an inbox view, e.g. for the overview's links and page links. */
export function leadsUrl(query: Partial<LeadsQuery>): string {
  const text = leadsSearch(query);
  return text ? `/console/leads?${text}` : "/console/leads";
}

export function personUrl(id: string): string {
  return `/console/people/${encodeURIComponent(id)}`;
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

export interface NextStep {
  /** A day in the team's time zone, `YYYY-MM-DD`. */
  on: string;
  text: string;
}

/** What a person asked for in their latest submission, in a few words. */
export interface LatestRequest {
  kind: LeadKind;
  /** The whitepaper's title, or the opening of the message or of the booking's notes. */
  text: string;
  meetingStart: string | null;
}

/** One row of the inbox: a person. */
export interface PersonSummary {
  id: string;
  name: string;
  email: string;
  company: string;
  status: LeadStatus;
  owner: LeadOwner | null;
  nextStep: NextStep | null;
  latestAt: string;
  latest: LatestRequest;
  submissions: number;
  suspectedBot: boolean;
}

export interface LeadsPage {
  people: PersonSummary[];
  total: number;
  page: number;
  pageSize: number;
  /** How many people each view holds without a search or filters, shown on the view's link. */
  viewCounts: Record<InboxView, number>;
  /** Active members, for the owner filter and bulk assignment. */
  staff: LeadOwner[];
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
  /** Held or no-show, once the team has said (only after the meeting ended). */
  outcome: MeetingOutcome | null;
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

/** One line of a person's timeline, newest first. */
export type TimelineEntry = { id: string; at: string } & (
  | { type: "submission"; lead: LeadFields }
  | { type: "delivery"; delivery: LeadDelivery }
  | ({ by: string } & (
      | { type: "status"; from: LeadStatus; to: LeadStatus }
      | { type: "owner"; from: string | null; to: string | null }
      | { type: "next-step"; to: NextStep | null }
      | { type: "note"; text: string }
    ))
);

export interface PersonWorkflow {
  status: LeadStatus;
  owner: LeadOwner | null;
  nextStep: NextStep | null;
  /** When the workflow last changed: the form sends it back, and a save on a stale form is refused. */
  version: string;
}

export interface PersonDetail {
  id: string;
  name: string;
  email: string;
  company: { name: string; domain: string } | null;
  workflow: PersonWorkflow;
  /** Newest first. */
  submissions: LeadFields[];
  timeline: TimelineEntry[];
  /** Where the person first came from (their earliest submission that recorded it). */
  attribution: AttributionSummary | null;
  /** Active members who may own a person. */
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

/** The workflow form: everything it holds is saved together, or nothing is. */
export interface WorkflowEdit {
  version: string;
  status: LeadStatus;
  ownerId: string | null;
  note: string;
  nextStep: NextStep | null;
}

/** A change to many people at once, from the inbox. */
export type BulkChange = { type: "owner"; ownerId: string | null } | { type: "status"; to: LeadStatus };

export interface DueStep {
  personId: string;
  name: string;
  company: string;
  owner: LeadOwner | null;
  nextStep: NextStep;
}

export interface LeadsOverview {
  /** Submissions received in the last 7 days, by kind. */
  lastWeek: Record<LeadKind, number>;
  /** People nobody has contacted yet (status new). */
  awaitingContact: number;
  /** Next steps due today or overdue, earliest first (the member's own first). */
  due: DueStep[];
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
  /** Only the people of this inbox view (its filters and search), when exporting "this view". */
  view?: LeadsQuery;
}

/** `scope=view` with an inbox's query string: the CSV of that view's people. */
export const EXPORT_VIEW_SCOPE = "view";

/**
 * Reads the export form (`?from=&to=&kind=`): both dates optional, all kinds when none is
 * chosen; with `scope=view`, the inbox's filters instead (`exportViewUrl`).
 */
export function parseExportRequest(params: URLSearchParams): { request: ExportRequest; errors: QueryErrors } {
  if (params.get("scope") === EXPORT_VIEW_SCOPE) {
    const { query, errors } = parseLeadsQuery(params);
    return { request: { view: { ...query, page: 1 } }, errors };
  }
  const { from, to, errors } = parseDateRange(params);
  const kind = params.get("kind") ?? "";
  if (kind && !isLeadKind(kind)) errors.kind = "Choose a kind of lead from the list.";
  return { request: { from, to, kind: isLeadKind(kind) ? kind : undefined }, errors };
}

/** The CSV of the inbox view's people, every submission of theirs. */
export function exportViewUrl(query: LeadsQuery): string {
  const search = leadsSearch({ ...query, page: 1 });
  return `/console/export.csv?scope=${EXPORT_VIEW_SCOPE}${search ? `&${search}` : ""}`;
}

export interface ExportFile {
  filename: string;
  csv: string;
  rows: number;
}

export interface ConsoleLeads {
  /** The people of an inbox view; "mine" is the actor's. */
  inbox(query: LeadsQuery, actor: Actor): Promise<LeadsPage>;
  /** People whose latest submission came after the member last opened the inbox. */
  unread(actor: Actor): Promise<number>;
  /** Records that the member opened the inbox now. */
  markInboxSeen(actor: Actor): Promise<void>;
  /** Undefined when no person has this id. */
  person(id: string): Promise<PersonDetail | undefined>;
  /** The person a submission belongs to (old lead addresses redirect there). */
  personOfLead(leadId: string): Promise<string | undefined>;
  saveWorkflow(personId: string, edit: WorkflowEdit, actor: Actor): Promise<FormResult>;
  bulkChange(personIds: readonly string[], change: BulkChange, actor: Actor): Promise<FormResult>;
  overview(actor: Actor): Promise<LeadsOverview>;
  /** The CSV of `npm run leads:export` for the team days and kind, or one inbox view; recorded in the audit log. */
  exportCsv(request: ExportRequest, actor: Actor): Promise<ExportFile>;
  /** How many rows that CSV would hold (the export page says so before the download); not audited, nothing read out. */
  exportCount(request: ExportRequest, actor: Actor): Promise<number>;
}
