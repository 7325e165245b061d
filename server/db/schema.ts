/**
 * Table types for Kysely. One interface per table; `DatabaseSchema` maps table
 * names to them. Timestamps are ISO 8601 strings in UTC ("2026-03-01T09:30:00.000Z")
 * in both SQLite and PostgreSQL, so they sort and compare as text the same way
 * in both; booleans are stored as 0/1 integers for the same reason.
 */
import type { Generated } from "kysely";

/** Every lead's id, once, with its kind: ids are unique across kinds of lead. */
export interface LeadIdTable {
  id: string;
  /** "whitepaper", "meeting" or "booking". */
  kind: string;
  /** The person the submission belongs to; null once erased. */
  person_id: string | null;
}

/** A company: a name with the domain of its people's addresses ("" for free-mail addresses). */
export interface CompanyTable {
  id: string;
  /** `<lower-case name>|<domain>` (server/people/identity.ts). */
  key: string;
  name: string;
  domain: string;
}

/** One person per e-mail address (case-insensitive), with the team's workflow. */
export interface PersonTable {
  id: string;
  /** The address, trimmed and lower-cased. */
  email_key: string;
  /** As the latest submission gave it. */
  name: string;
  company_id: string | null;
  /** "new", "contacted", "qualified" or "closed". */
  status: string;
  owner_id: string | null;
  /** The next step's day in the team's time zone (YYYY-MM-DD), or null. */
  next_step_on: string | null;
  next_step_text: string;
  first_lead_at: string;
  latest_lead_at: string;
  latest_lead_id: string;
  /** The last workflow change (or the first submission): a form's edit is refused when it changed since. */
  updated_at: string;
}

/** A change the team made to a person (status, owner, next step) or a note, oldest first. */
export interface PersonActivityTable {
  id: string;
  person_id: string;
  created_at: string;
  staff_id: string;
  /** "status", "owner", "next-step" or "note". */
  type: string;
  /** JSON: {from, to} or {text} or {on, text}. */
  detail: string;
}

/** A whitepaper download request (POST /local/getPdf or the Resources form). */
export interface WhitepaperRequestTable {
  /** UUID; the browser's submission id when it sent one, so a retried submission is stored once. */
  id: string;
  created_at: string;
  whitepaper_id: string;
  name: string;
  email: string;
  company_name: string;
  /** Ten digits; null only when an API client kept to the original contract and sent none. */
  phone: string | null;
  /** 1 when the visitor ticked the optional marketing e-mail box, else 0. */
  marketing_consent: number;
  /** When the consent choice above (either way) was recorded. */
  consent_recorded_at: string;
  /** How it arrived: "api" (JSON call) or "form" (HTML form post without JavaScript). */
  channel: string;
  /** 1 when the submission came without a valid proof-of-work solution (no JavaScript, or a bot); kept, not dropped. */
  suspected_bot: Generated<number>;
}

/** A "Book a Meeting" message (home #contact, /bookmeeting). */
export interface MeetingRequestTable {
  id: string;
  created_at: string;
  name: string;
  email: string;
  company: string;
  message: string;
  channel: string;
  /** 1 when the submission came without a valid proof-of-work solution (no JavaScript, or a bot); kept, not dropped. */
  suspected_bot: Generated<number>;
}

/** A meeting booked through the built-in scheduler (server/scheduling). */
export interface BookingTable {
  /** Random UUID v4: the unguessable id in the booking's .ics link. */
  id: string;
  created_at: string;
  /** UTC instants; one confirmed booking per slot_start (partial unique index). */
  slot_start: string;
  slot_end: string;
  /** "confirmed" or "cancelled". */
  status: string;
  name: string;
  email: string;
  company: string;
  /** JSON array of guest e-mail addresses. */
  guests: string;
  notes: string;
  /** The visitor's IANA time zone, and the team's when the booking was made. */
  time_zone: string;
  team_time_zone: string;
  /** JSON object of the custom answers a1..a10 that came with the link. */
  answers: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  utm_term: string;
  utm_content: string;
  /** 1 when the submission came without a valid proof-of-work solution (no JavaScript, or a bot); kept, not dropped. */
  suspected_bot: Generated<number>;
  /** iCalendar SEQUENCE: 0 when booked, raised by each reschedule and the cancellation. */
  sequence: Generated<number>;
  /** When the booking was last moved or cancelled. */
  updated_at: string | null;
  /** The staff member who takes the meeting (migration 0012). */
  owner_staff_id: string | null;
  /** "held" or "no-show", marked after the meeting ended; null until then. */
  outcome: string | null;
  outcome_at: string | null;
  /** Staff id of who marked the outcome. */
  outcome_by: string | null;
}

/** A rate-limit counter (rate-limiter-flexible's layout): points used by `key` until `expire` (epoch ms). */
export interface RateLimitTable {
  key: string;
  points: number;
  /** bigint: PostgreSQL hands it back as a string. */
  expire: number | string | null;
}

/** A proof-of-work solution already used, kept until its challenge expires (epoch ms), so it is used once. */
export interface SpentChallengeTable {
  signature: string;
  expires_at: number | string;
}

/** Secrets every instance must share, generated once by whichever instance needs one first. */
export interface AppSecretTable {
  name: string;
  value: string;
}

/** An e-mail or webhook waiting to go out (the transactional outbox, migration 0004_delivery). */
export interface OutboxJobTable {
  id: string;
  /** Stable across retries and restarts; sent with the job so receivers can drop duplicates. */
  idempotency_key: string;
  /** "email" or "webhook". */
  channel: string;
  /** What it announces, e.g. "booking.created/visitor". */
  topic: string;
  /** The lead or booking it is about (for the export's delivery status). */
  subject_id: string;
  /** JSON: the rendered e-mail or the webhook event. */
  payload: string;
  /** "pending", "delivered", "failed" or "dismissed" (a failed job given up on from the console). */
  status: string;
  attempts: number;
  created_at: string;
  /** Not before this instant (the backoff of the last failure). */
  run_at: string;
  /** A worker holds the job until this instant; null when nobody does. */
  locked_until: string | null;
  /** Random per claim: only the holder of the current claim may settle the job. */
  claim_token: string | null;
  last_error: string | null;
  finished_at: string | null;
  /** When a member last sent it again from the console; the retry window runs from here. */
  retried_at: string | null;
  /** 1 when the receiver refused the job for good (SMTP 5xx): retrying alone would not help (migration 0012). */
  refused: Generated<number>;
}

/** A member of Horizon's team who may use the staff console (`npm run staff`). */
export interface StaffMemberTable {
  id: string;
  /** Lower case. */
  email: string;
  name: string;
  /** "admin" or "staff". */
  role: string;
  created_at: string;
  /** Set when the account was disabled: its sessions end and it cannot sign in. */
  disabled_at: string | null;
  /** When the member last opened the leads inbox (what is newer is unread). */
  leads_seen_at: Generated<string | null>;
}

/** A signed-in browser. The cookie holds the token; only its SHA-256 (hex) is stored. */
export interface StaffSessionTable {
  token_hash: string;
  staff_id: string;
  /** Sent back with every form and JSON change of this session. */
  csrf_token: string;
  created_at: string;
  last_seen_at: string;
  /** Absolute end, whatever the activity. */
  expires_at: string;
  ip: string;
  user_agent: string;
  /** "email-link" or "passkey". */
  sign_in_method: string;
}

/** A one-time sign-in link sent by e-mail (SHA-256 of its token). */
export interface SignInLinkTable {
  token_hash: string;
  staff_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A WebAuthn credential registered by a staff member. */
export interface PasskeyTable {
  /** Credential id, base64url. */
  id: string;
  staff_id: string;
  /** COSE public key, base64url. */
  public_key: string;
  counter: number;
  /** JSON array of transports. */
  transports: string;
  device_type: string;
  backed_up: number;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

/** A WebAuthn challenge handed out and not yet answered ("register" or "authenticate"). */
export interface PasskeyChallengeTable {
  id: string;
  challenge: string;
  purpose: string;
  staff_id: string | null;
  expires_at: string;
}

/** One change to a lead's workflow or an internal note. */
export interface LeadActivityTable {
  id: string;
  lead_id: string;
  created_at: string;
  staff_id: string;
  /** "status", "owner" or "note". */
  type: string;
  /** JSON: { from, to } for changes, { text } for notes. */
  detail: string;
}

/** A period the public scheduler offers no times in (time off, a blocked afternoon). */
export interface TimeOffTable {
  id: string;
  starts_at: string;
  ends_at: string;
  reason: string;
  created_by: string;
  created_at: string;
}

/** Who did what in the console, when and from where. Never a visitor's full personal data. */
export interface AuditLogTable {
  id: string;
  created_at: string;
  /** Null for actions without a signed-in member (a sign-in attempt, the command line). */
  staff_id: string | null;
  /** The member's e-mail address, "cli" or "anonymous". */
  actor: string;
  /** e.g. "session.sign-in", "lead.status", "booking.cancel", "privacy.erase". */
  action: string;
  /** What it was done to: an id, or a masked address. */
  target: string;
  ip: string;
  /** JSON with details that hold no personal data. */
  detail: string;
}

/** The row `/healthz` rewrites to prove the database still takes writes. */
export interface HealthProbeTable {
  id: string;
  checked_at: string;
}

/** One random salt per UTC day ("2026-03-01") for the visitor hash; deleted once its day is over. */
export interface AnalyticsSaltTable {
  day: string;
  salt: string;
  created_at: string;
}

/** A visitor hash seen on a day, to count unique visitors; deleted with the day's salt. */
export interface AnalyticsVisitorTable {
  day: string;
  visitor_hash: string;
}

/** A raw page view or funnel step. Anonymous: no address, no hash, no lead. */
export interface AnalyticsEventTable {
  id: string;
  created_at: string;
  /** "view" or "step". */
  kind: string;
  path: string;
  /** Origin and path of an outside referrer, or "". */
  referrer: string;
  source: string;
  medium: string;
  campaign: string;
  /** The source as CRMs classify it (shared/analytics/attribution.ts), on the first view of a visit; else "". */
  channel: string;
  /** "mobile", "tablet" or "desktop" (viewport width class). */
  device: string;
  /** A funnel step ("product", "form-seen", "form-started") for kind "step"; else "". */
  step: string;
  /** 1 on the first view of a visit (the landing page). */
  entry: number;
  /** 1 when the visitor had not been seen that day. */
  new_visitor: number;
  /** 1 once counted into the rollups. */
  rolled: Generated<number>;
}

/** Counts per hour ("2026-03-01T09") or day ("2026-03-01") and dimension value. */
export interface AnalyticsRollupTable {
  /** "hour" or "day". */
  granularity: string;
  bucket: string;
  /** "total", "page", "referrer", "campaign", "channel", "device" or "step". */
  dimension: string;
  key: string;
  views: number;
  visitors: number;
  entries: number;
}

/** Where a lead (any kind) came from: first touch, latest touch and the page it converted on. */
export interface LeadAttributionTable {
  lead_id: string;
  /** "whitepaper", "meeting" or "booking". */
  kind: string;
  created_at: string;
  first_source: string;
  first_medium: string;
  first_campaign: string;
  first_term: string;
  first_content: string;
  first_referrer: string;
  first_channel: string;
  landing_page: string;
  last_source: string;
  last_medium: string;
  last_campaign: string;
  last_term: string;
  last_content: string;
  last_referrer: string;
  last_channel: string;
  converting_page: string;
}

/** A document of the content studio edited at least once (id and locale, e.g. "page:home", "en"). */
export interface ContentDocumentTable {
  id: string;
  locale: string;
  /** The highest version number handed out (drafts and publishes share one sequence); writes compare-and-set it. */
  version: number;
  /** The version the site shows; null while only a draft exists (the repository's content is shown). */
  published_version: number | null;
  updated_at: string;
}

/** The one draft of a document, updated in place by every save. */
export interface ContentDraftTable {
  id: string;
  locale: string;
  version: number;
  /** JSON. */
  content: string;
  author_id: string;
  author_name: string;
  saved_at: string;
  /** When its author's current run of saves began (one audit entry per run). */
  session_started_at: string;
}

/** A published version, never changed. */
export interface ContentVersionTable {
  id: string;
  locale: string;
  version: number;
  /** JSON. */
  content: string;
  /** SHA-256 of the content's canonical JSON (shared/content/content-hash.ts). */
  content_hash: string;
  author_id: string;
  author_name: string;
  published_at: string;
  /** SHA-256 of the repository base it was published on (migration 0016); null before that. */
  base_hash: string | null;
}

/** An article or customer story created in the studio (migration 0014). */
export interface CollectionEntryTable {
  /** The content document's id, `<collection>:<slug at creation>`. */
  id: string;
  collection: string;
  /** The current address, `/<slug>`; unique. */
  slug: string;
  created_at: string;
  created_by: string;
  /** Set by an unpublish (the page answers 410), cleared by the next publish. */
  unpublished_at: string | null;
}

/** An earlier address of a published entry, redirected (301) to its current one. */
export interface CollectionOldSlugTable {
  slug: string;
  entry_id: string;
  retired_at: string;
}

/** The site-wide content revision (one row, id 1): bumped by every publish. */
export interface ContentRevisionTable {
  id: number;
  revision: number;
}

/** The site must be rendered from at least this revision (written with the publish that made it). */
export interface RenderRequestTable {
  revision: number;
  requested_at: string;
}

/** Per build: which instance renders (claim token), which revision, until when. */
export interface RenderLeaseTable {
  build_id: string;
  revision: number | null;
  claim_token: string | null;
  locked_until: string | null;
}

/** The whole site rendered with one build from one content revision. */
export interface SiteGenerationTable {
  id: string;
  build_id: string;
  revision: number;
  /** 1 once every file is stored. */
  complete: number;
  created_at: string;
  render_ms: number | null;
}

/** A body stored once by its SHA-256, with its Brotli and gzip variants (null when too small). */
export interface SiteFileBodyTable {
  hash: string;
  body: Uint8Array;
  br: Uint8Array | null;
  gzip: Uint8Array | null;
}

/** A file of a generation by URL path. */
export interface SiteGenerationFileTable {
  generation_id: string;
  path: string;
  /** 200, 404 (the not-found page), 301 (`location`) or 410. */
  status: number;
  content_type: string;
  body_hash: string | null;
  /** JSON array of CSP sources, for pages. */
  script_hashes: string | null;
  location: string | null;
  /** YYYY-MM-DD the page's HTML last changed (the sitemap's lastmod), for pages. */
  last_modified: string | null;
}

/** Per build: the generation every instance of it serves. */
export interface LiveGenerationTable {
  build_id: string;
  generation_id: string;
  revision: number;
  previous_generation_id: string | null;
  updated_at: string;
}

export interface DatabaseSchema {
  whitepaper_requests: WhitepaperRequestTable;
  meeting_requests: MeetingRequestTable;
  bookings: BookingTable;
  rate_limits: RateLimitTable;
  spent_challenges: SpentChallengeTable;
  outbox_jobs: OutboxJobTable;
  lead_ids: LeadIdTable;
  app_secrets: AppSecretTable;
  staff_members: StaffMemberTable;
  staff_sessions: StaffSessionTable;
  sign_in_links: SignInLinkTable;
  passkeys: PasskeyTable;
  passkey_challenges: PasskeyChallengeTable;
  people: PersonTable;
  companies: CompanyTable;
  person_activity: PersonActivityTable;
  lead_activity: LeadActivityTable;
  time_off: TimeOffTable;
  audit_log: AuditLogTable;
  health_probe: HealthProbeTable;
  analytics_salts: AnalyticsSaltTable;
  analytics_visitors: AnalyticsVisitorTable;
  analytics_events: AnalyticsEventTable;
  analytics_rollups: AnalyticsRollupTable;
  lead_attribution: LeadAttributionTable;
  content_documents: ContentDocumentTable;
  content_drafts: ContentDraftTable;
  content_versions: ContentVersionTable;
  media_files: MediaFileTable;
  media_uploads: MediaUploadTable;
  media_whitepaper_pdfs: MediaWhitepaperPdfTable;
  collection_entries: CollectionEntryTable;
  collection_old_slugs: CollectionOldSlugTable;
  content_revision: ContentRevisionTable;
  render_requests: RenderRequestTable;
  render_leases: RenderLeaseTable;
  site_generations: SiteGenerationTable;
  site_file_bodies: SiteFileBodyTable;
  site_generation_files: SiteGenerationFileTable;
  live_generations: LiveGenerationTable;
}

/** A stored file (migration 0015): `<hash>.<ext>`, immutable. */
export interface MediaFileTable {
  key: string;
  content_type: string;
  byte_size: number;
  /** Pixel size of an image; null for a PDF. */
  width: number | null;
  height: number | null;
  bytes: Uint8Array;
  created_at: string;
}

/** One distinct upload, by the SHA-256 of the bytes sent. */
export interface MediaUploadTable {
  id: string;
  kind: "image" | "pdf";
  name: string;
  alt: string;
  original_key: string;
  /** JSON of the image value content stores (`ImageWithSmall` without its alt); `{}` for a PDF. */
  value: string;
  uploaded_by: string;
  uploaded_at: string;
}

export interface MediaWhitepaperPdfTable {
  whitepaper_id: string;
  file_key: string;
  name: string;
  replaced_by: string;
  replaced_at: string;
}
