/**
 * Every setting of the site, server and build alike, in one table: the environment
 * variable, what it means, its default, and how its text is parsed. `readSettings()`
 * reads them all once, and fails with every bad variable listed and what it expects.
 * The README's settings table is checked against this table by a test.
 */
import path from "node:path";
import type * as z from "zod";
import {
  defaultHolidays,
  defaultSchedulingConfig,
  type SchedulingConfig,
} from "#shared/scheduling/availability-rules.ts";
import { parseClockTime } from "#shared/scheduling/zoned-time.ts";
import type { SiteSettings } from "#shared/site-settings.ts";
import {
  clockRange,
  emailAddress,
  holidays,
  httpUrl,
  mailbox,
  oneOf,
  optional,
  rate,
  text,
  timeZone,
  trustProxy,
  webhookSecret,
  wholeNumber,
  withDefault,
  workingDays,
} from "./parsers.ts";

export type SettingGroup =
  | "Server"
  | "Leads"
  | "Scheduling"
  | "Delivery"
  | "Analytics"
  | "Staff console"
  | "Site (read at build time)";

interface SettingDefinition<T> {
  group: SettingGroup;
  description: string;
  /** The default as written in the environment; none means the setting is optional. */
  default?: string;
  schema: z.ZodType<T, unknown>;
  /** Holds a password or key: its value is never echoed in errors or logs. */
  secret?: boolean;
}

function setting<T>(
  group: SettingGroup,
  description: string,
  fallback: string,
  parse: z.ZodType<T, string>,
): SettingDefinition<T> {
  return { group, description, default: fallback, schema: withDefault(fallback, parse) };
}

function optionalSetting<T>(
  group: SettingGroup,
  description: string,
  parse: z.ZodType<T, string>,
): SettingDefinition<T | undefined> {
  return { group, description, schema: optional(parse) };
}

function secretSetting<T>(group: SettingGroup, description: string, parse: z.ZodType<T, string>) {
  return { ...optionalSetting(group, description, parse), secret: true };
}

export const SETTINGS = {
  PORT: setting("Server", "Port the server listens on.", "3000", wholeNumber(0, 65535)),
  HOST: setting("Server", "Address the server listens on.", "0.0.0.0", text()),
  DATABASE_URL: optionalSetting(
    "Server",
    "PostgreSQL connection string; unset means the embedded SQLite file in `DATA_DIR`.",
    text().regex(/^postgres(ql)?:\/\//, 'expected a URL starting with "postgres://"'),
  ),
  DATA_DIR: setting(
    "Server",
    "Folder of the SQLite file (created on first start; migrations run automatically).",
    "./data",
    text(),
  ),
  BUILD_DIR: setting("Server", "Folder the build writes and the server serves.", "build", text()),
  TRUST_PROXY: setting(
    "Server",
    "Proxies trusted to report the client address (`X-Forwarded-For`): a hop count (`1` behind one load balancer), `loopback`, or addresses/subnets (`10.0.0.0/8`). `true` is refused: it would let any client pick its own address and dodge rate limits.",
    "false",
    trustProxy(),
  ),
  LOG_LEVEL: setting("Server", "JSON log level.", "info", oneOf(["debug", "info", "warn", "error", "silent"])),

  LEADS_WHITEPAPER_RATE_LIMIT: setting(
    "Leads",
    "Whitepaper requests allowed per client address, as `count/seconds`; counted in the database, so one limit for all instances.",
    "10/600",
    rate(),
  ),
  LEADS_MEETING_RATE_LIMIT: setting(
    "Leads",
    "Meeting requests allowed per client address, as `count/seconds`; counted in the database, so one limit for all instances.",
    "10/600",
    rate(),
  ),
  LEADS_BOOKING_RATE_LIMIT: setting(
    "Leads",
    "Meeting bookings (scheduler) allowed per client address, as `count/seconds`; counted in the database, so one limit for all instances.",
    "10/600",
    rate(),
  ),
  LEADS_DAILY_DIGEST_HOUR: setting(
    "Leads",
    "Hour of the day (0–23, in `SCHEDULING_TIME_ZONE`) from which each owner is e-mailed their next steps due that day (and overdue), once a day however many instances run.",
    "9",
    wholeNumber(0, 23),
  ),

  SCHEDULING_TIME_ZONE: setting(
    "Scheduling",
    "IANA time zone of the team: its working hours, and the calendar days the console's analytics and exports count.",
    defaultSchedulingConfig.teamTimeZone,
    timeZone(),
  ),
  SCHEDULING_WORKING_DAYS: setting(
    "Scheduling",
    "Days meetings can be booked, e.g. `mon-fri` or `1,2,3,4,5` (1 = Monday).",
    "mon-fri",
    workingDays(),
  ),
  SCHEDULING_HOURS: setting(
    "Scheduling",
    "Working hours in the team's time zone.",
    `${defaultSchedulingConfig.dayStart}-${defaultSchedulingConfig.dayEnd}`,
    clockRange(),
  ),
  SCHEDULING_SLOT_MINUTES: setting(
    "Scheduling",
    "Meeting length in minutes.",
    String(defaultSchedulingConfig.slotMinutes),
    wholeNumber(5, 240),
  ),
  SCHEDULING_BUFFER_MINUTES: setting(
    "Scheduling",
    "Free minutes kept after each meeting.",
    String(defaultSchedulingConfig.bufferMinutes),
    wholeNumber(0, 240),
  ),
  SCHEDULING_HORIZON_DAYS: setting(
    "Scheduling",
    "How many days ahead a meeting can be booked.",
    String(defaultSchedulingConfig.horizonDays),
    wholeNumber(1, 365),
  ),
  SCHEDULING_MIN_NOTICE_HOURS: setting(
    "Scheduling",
    "How many hours ahead a meeting must start at the earliest.",
    String(defaultSchedulingConfig.minimumNoticeHours),
    wholeNumber(0, 24 * 30),
  ),
  SCHEDULING_HOLIDAYS: optionalSetting(
    "Scheduling",
    "Replaces the holiday list (`shared/scheduling/availability-rules.ts`), e.g. `2026-12-25=Christmas Day,2027-01-26`; `none` for no holidays.",
    holidays(),
  ),
  SCHEDULING_MEETING_TITLE: setting(
    "Scheduling",
    "Title of the calendar invitation (`.ics`).",
    defaultSchedulingConfig.meetingTitle,
    text().max(200, "expected at most 200 characters"),
  ),
  SCHEDULING_MEETING_LOCATION: optionalSetting(
    "Scheduling",
    "Where meetings happen: a video-call link (`https://…`, also the invitation's URL) or a place. In the visitor's invitation e-mail and the `.ics` LOCATION. Unset: the invitation says the team will send the link by e-mail.",
    text().max(300, "expected at most 300 characters"),
  ),

  SCHEDULING_MAX_FUTURE_BOOKINGS_PER_EMAIL: setting(
    "Scheduling",
    "Upcoming meetings one e-mail address may hold at once, so one person cannot fill the calendar.",
    "2",
    wholeNumber(1, 100),
  ),

  SMTP_URL: secretSetting(
    "Delivery",
    "SMTP server for e-mail, e.g. `smtps://user:password@smtp.example.com:465` or `smtp://relay:587` (STARTTLS when offered). Unset: e-mails wait in the outbox (visible in `/healthz`) until it is set.",
    text().regex(/^smtps?:\/\/[^\s]+$/, 'expected a URL starting with "smtp://" or "smtps://"'),
  ),
  MAIL_FROM: optionalSetting(
    "Delivery",
    "Sender of every e-mail, as `Name <address>` or an address. Required with `SMTP_URL`.",
    mailbox(),
  ),
  SALES_INBOX: optionalSetting(
    "Delivery",
    "Where the team hears about every whitepaper request, meeting request, booking, cancellation and reschedule; `SALES_EMAIL` when unset. E-mails to the team wait in the outbox while neither is set.",
    emailAddress(),
  ),
  MAIL_TO_LOG: setting(
    "Delivery",
    "Development: `true` writes e-mails to the log instead of sending them (and counts them as delivered).",
    "false",
    oneOf(["true", "false"]).transform((value) => value === "true"),
  ),
  WEBHOOK_URL: optionalSetting(
    "Delivery",
    "Endpoint that receives signed JSON events (`lead.created`, `booking.created`, `booking.cancelled`, `booking.rescheduled`), e.g. a CRM or chat automation. Unset: no events.",
    httpUrl(),
  ),
  WEBHOOK_SECRET: secretSetting(
    "Delivery",
    "Key that signs webhook events (Standard Webhooks: `whsec_` and base64 of 24 to 64 random bytes). Required with `WEBHOOK_URL`.",
    webhookSecret(),
  ),

  ANALYTICS_RAW_EVENT_DAYS: setting(
    "Analytics",
    "Days the raw page-view events (anonymous: path, outside referrer, campaign, device class; no address, no visitor hash) are kept before deletion; the hourly and daily counts made from them are kept.",
    "30",
    wholeNumber(1, 400),
  ),
  ANALYTICS_BEACON_RATE_LIMIT: setting(
    "Analytics",
    "Page-view beacons allowed per client address, as `count/seconds`; counted in each instance's memory (no database write per beacon).",
    "120/60",
    rate(),
  ),
  ANALYTICS_BEACON_INSTANCE_RATE: setting(
    "Analytics",
    "Page-view beacons one instance answers per second from all clients together (far above real traffic). Beyond it and its burst a beacon's answer waits its turn, at most 40 ms, then is refused with 429: a flood cannot take the thread that answers pages (decision 027).",
    "2000",
    wholeNumber(10, 1_000_000),
  ),
  ANALYTICS_BEACON_INSTANCE_BURST: setting(
    "Analytics",
    "Page-view beacons one instance answers at once, without waiting, on top of `ANALYTICS_BEACON_INSTANCE_RATE`.",
    "200",
    wholeNumber(1, 1_000_000),
  ),

  CONSOLE_ORIGIN: optionalSetting(
    "Staff console",
    "Origin the team opens the console at (`/console`), for sign-in links and passkeys (their relying party is its host name); `SITE_URL` when unset.",
    httpUrl().transform((url) => new URL(url).origin),
  ),
  STAFF_SESSION_IDLE_MINUTES: setting(
    "Staff console",
    "A console session ends after this many minutes without a request.",
    "60",
    wholeNumber(5, 1440),
  ),
  STAFF_SESSION_MAX_HOURS: setting(
    "Staff console",
    "A console session ends this many hours after sign-in, however active.",
    "12",
    wholeNumber(1, 720),
  ),
  CONTENT_PREVIEW_LINK_HOURS: setting(
    "Staff console",
    "How long a content studio preview link (a draft shown to a reviewer without an account) works, in hours.",
    "72",
    wholeNumber(1, 720),
  ),
  CONTENT_UPLOAD_MAX_MB: setting(
    "Staff console",
    "Largest file the content studio accepts as an image upload or a whitepaper PDF, in megabytes (larger ones get 413).",
    "20",
    wholeNumber(1, 200),
  ),
  CONTENT_UPLOAD_MAX_MEGAPIXELS: setting(
    "Staff console",
    "Most pixels (width × height, in millions) an uploaded image may have; more is refused before it is decoded (422), so a small file cannot expand into gigabytes of memory.",
    "50",
    wholeNumber(1, 268),
  ),
  PUBLISH_POLL_SECONDS: setting(
    "Staff console",
    "How often each instance looks for a newly published site (one indexed row) and for a render to do, in seconds.",
    "2",
    wholeNumber(1, 60),
  ),
  PUBLISH_LEASE_SECONDS: setting(
    "Staff console",
    "How long a render of the site stays claimed by an instance without renewal (renewed while it renders); after an instance dies, another one takes the render over when it ends.",
    "15",
    wholeNumber(5, 600),
  ),
  PUBLISH_TEST_RENDER_DELAY_MS: setting(
    "Staff console",
    "Tests only: a pause before each page of a publishing render, so a test can stop an instance mid-render. Leave at 0.",
    "0",
    wholeNumber(0, 10_000),
  ),
  STAFF_SIGN_IN_RATE_LIMIT: setting(
    "Staff console",
    "Sign-in attempts (link requests and passkey sign-ins) allowed per client address, as `count/seconds`.",
    "10/900",
    rate(),
  ),

  SITE_URL: setting(
    "Site (read at build time)",
    "Public origin of the site, for canonical links, the sitemap and share images.",
    "https://horizon.example.com",
    httpUrl().transform((url) => url.replace(/\/+$/, "")),
  ),
  LEGAL_NAME: optionalSetting(
    "Site (read at build time)",
    "Registered company name for the footer and legal pages; the brand name when unset.",
    text(),
  ),
  CONTACT_PHONE: optionalSetting(
    "Site (read at build time)",
    "Phone number as displayed, e.g. `+91 80 1234 5678`; until it is set the footer shows an example number marked as one.",
    text().regex(/^\+?[\d\s()-]{6,20}$/, "expected a phone number such as +91 80 1234 5678"),
  ),
  CONTACT_EMAIL: optionalSetting(
    "Site (read at build time)",
    "General contact address; until it is set the footer shows an example.com one.",
    emailAddress(),
  ),
  SALES_EMAIL: optionalSetting("Site (read at build time)", "Sales address for demo requests.", emailAddress()),
  CAREERS_EMAIL: optionalSetting("Site (read at build time)", "Address for job applications.", emailAddress()),
  PRIVACY_EMAIL: optionalSetting("Site (read at build time)", "Address for privacy requests.", emailAddress()),
  ADDRESS_STREET: optionalSetting(
    "Site (read at build time)",
    "Street of the office, e.g. `27th Main Road`; the address adds the locality the spec gives (HSR Layout, Bengaluru 560102).",
    text(),
  ),
  SOCIAL_YOUTUBE: optionalSetting(
    "Site (read at build time)",
    "YouTube channel URL; until it is set the footer links to an example.com page, marked as an example.",
    httpUrl({ httpsOnly: true }),
  ),
  SOCIAL_LINKEDIN: optionalSetting(
    "Site (read at build time)",
    "LinkedIn page URL; until it is set the footer links to an example.com page, marked as an example.",
    httpUrl({ httpsOnly: true }),
  ),
  CREDENTIAL_SEAL_SCRIPT: optionalSetting(
    "Site (read at build time)",
    "Third-party business-credential seal script for the footer (opt-in; its origin is added to the CSP).",
    httpUrl({ httpsOnly: true }),
  ),
  SCHEDULER_EMBED_URL: optionalSetting(
    "Site (read at build time)",
    "External scheduling page embedded instead of the built-in scheduler (opt-in; its origin is added to the CSP).",
    httpUrl({ httpsOnly: true }),
  ),
} satisfies Record<string, SettingDefinition<unknown>>;

export type SettingName = keyof typeof SETTINGS;
type Values = { [K in SettingName]: z.output<(typeof SETTINGS)[K]["schema"]> };

export interface RateLimitSetting {
  /** Submissions allowed in a burst per client address. */
  limit: number;
  /** Time in which a client's full allowance comes back, in ms. */
  windowMs: number;
}

/** A steady rate with a burst on top (a token bucket), for one instance. */
export interface PaceSetting {
  perSecond: number;
  /** Answered at once on top of the rate, after a quiet spell. */
  burst: number;
}

export interface Settings {
  server: {
    host: string;
    port: number;
    buildDir: string;
    trustProxy: false | number | string;
    logLevel: string;
  };
  database: { url: string | undefined; dataDir: string };
  leads: {
    whitepaperRateLimit: RateLimitSetting;
    meetingRateLimit: RateLimitSetting;
    bookingRateLimit: RateLimitSetting;
    /** What a 503 tells clients to wait before retrying, in seconds. */
    retryAfterSeconds: number;
    /** Hour (team time zone) the owners' daily e-mail of due next steps goes out from. */
    dailyDigestHour: number;
  };
  /** `meetingLocation`: a video-call link or a place, for the invitation; unset until the team sets one. */
  scheduling: SchedulingConfig & { meetingLocation?: string };
  bookingPolicy: {
    /** Upcoming confirmed meetings one e-mail address may hold at once. */
    maxFutureBookingsPerEmail: number;
  };
  delivery: DeliverySettings;
  analytics: AnalyticsSettings;
  console: ConsoleSettings;
  site: SiteSettings;
}

export interface AnalyticsSettings {
  rawEventDays: number;
  /** The team's time zone (`SCHEDULING_TIME_ZONE`): reports count its calendar days. */
  timeZone: string;
  beaconRateLimit: RateLimitSetting;
  /** Beacons one instance answers, from all clients together. */
  beaconPace: PaceSetting;
}

export interface ConsoleSettings {
  /** Where sign-in links point and the passkeys' relying party, e.g. "https://www.example.com". */
  origin: string;
  sessionIdleMs: number;
  sessionMaxMs: number;
  signInRateLimit: RateLimitSetting;
  /** How long a content preview link works. */
  previewLinkMs: number;
  /** Largest upload (image or whitepaper PDF), in bytes. */
  uploadMaxBytes: number;
  /** Most pixels of an uploaded image. */
  uploadMaxPixels: number;
  /** Publishing (server/publishing/): poll interval, render lease, and a test-only pause per page. */
  publishing: { pollMs: number; leaseMs: number; testRenderDelayMs: number };
}

export interface DeliverySettings {
  /** Unset: e-mails wait in the outbox. */
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  salesInbox: string | undefined;
  mailToLog: boolean;
  webhookUrl: string | undefined;
  webhookSecret: string | undefined;
}

export class SettingsError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Some settings are not valid:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "SettingsError";
    this.problems = problems;
  }
}

type Env = Record<string, string | undefined>;

/** Reads and checks every setting; throws a {@link SettingsError} listing every bad variable. */
export function readSettings(env: Env = process.env): Settings {
  const values: Partial<Record<SettingName, unknown>> = {};
  const problems: string[] = [];
  for (const [name, definition] of Object.entries(SETTINGS) as [SettingName, SettingDefinition<unknown>][]) {
    const result = definition.schema.safeParse(env[name]);
    if (result.success) values[name] = result.data;
    else {
      const shown = definition.secret ? "(hidden)" : env[name];
      problems.push(`${name}="${shown}": ${result.error.issues[0]?.message ?? "not valid"}`);
    }
  }
  if (problems.length === 0) problems.push(...crossChecks(values as Values));
  if (problems.length > 0) throw new SettingsError(problems);
  return toSettings(values as Values);
}

function crossChecks(values: Values): string[] {
  const problems: string[] = [];
  const minutes =
    (parseClockTime(values.SCHEDULING_HOURS.end) ?? 0) - (parseClockTime(values.SCHEDULING_HOURS.start) ?? 0);
  if (minutes < values.SCHEDULING_SLOT_MINUTES) {
    problems.push(
      `SCHEDULING_SLOT_MINUTES="${values.SCHEDULING_SLOT_MINUTES}": a meeting of that length does not fit in working hours ${values.SCHEDULING_HOURS.start}–${values.SCHEDULING_HOURS.end}`,
    );
  }
  const sendsMail = values.SMTP_URL !== undefined || values.MAIL_TO_LOG;
  if (sendsMail && !values.MAIL_FROM) problems.push("MAIL_FROM is unset: expected the sender of the site's e-mails");
  if (sendsMail && !values.SALES_INBOX && !values.SALES_EMAIL) {
    problems.push("SALES_INBOX is unset (and so is SALES_EMAIL): expected the team's address for new leads");
  }
  if (values.WEBHOOK_URL && !values.WEBHOOK_SECRET) {
    problems.push("WEBHOOK_SECRET is unset: expected the key that signs events to WEBHOOK_URL");
  }
  return problems;
}

function toSettings(values: Values): Settings {
  return {
    server: {
      host: values.HOST,
      port: values.PORT,
      buildDir: path.resolve(values.BUILD_DIR),
      trustProxy: values.TRUST_PROXY,
      logLevel: values.LOG_LEVEL,
    },
    database: { url: values.DATABASE_URL, dataDir: path.resolve(values.DATA_DIR) },
    leads: {
      whitepaperRateLimit: values.LEADS_WHITEPAPER_RATE_LIMIT,
      meetingRateLimit: values.LEADS_MEETING_RATE_LIMIT,
      bookingRateLimit: values.LEADS_BOOKING_RATE_LIMIT,
      retryAfterSeconds: 30,
      dailyDigestHour: values.LEADS_DAILY_DIGEST_HOUR,
    },
    scheduling: {
      teamTimeZone: values.SCHEDULING_TIME_ZONE,
      workingDays: values.SCHEDULING_WORKING_DAYS,
      dayStart: values.SCHEDULING_HOURS.start,
      dayEnd: values.SCHEDULING_HOURS.end,
      slotMinutes: values.SCHEDULING_SLOT_MINUTES,
      bufferMinutes: values.SCHEDULING_BUFFER_MINUTES,
      horizonDays: values.SCHEDULING_HORIZON_DAYS,
      minimumNoticeHours: values.SCHEDULING_MIN_NOTICE_HOURS,
      holidays: values.SCHEDULING_HOLIDAYS ?? defaultHolidays,
      meetingTitle: values.SCHEDULING_MEETING_TITLE,
      meetingLocation: values.SCHEDULING_MEETING_LOCATION,
    },
    bookingPolicy: { maxFutureBookingsPerEmail: values.SCHEDULING_MAX_FUTURE_BOOKINGS_PER_EMAIL },
    delivery: {
      smtpUrl: values.SMTP_URL,
      mailFrom: values.MAIL_FROM,
      salesInbox: values.SALES_INBOX ?? values.SALES_EMAIL,
      mailToLog: values.MAIL_TO_LOG,
      webhookUrl: values.WEBHOOK_URL,
      webhookSecret: values.WEBHOOK_SECRET,
    },
    analytics: {
      rawEventDays: values.ANALYTICS_RAW_EVENT_DAYS,
      timeZone: values.SCHEDULING_TIME_ZONE,
      beaconRateLimit: values.ANALYTICS_BEACON_RATE_LIMIT,
      beaconPace: { perSecond: values.ANALYTICS_BEACON_INSTANCE_RATE, burst: values.ANALYTICS_BEACON_INSTANCE_BURST },
    },
    console: {
      origin: values.CONSOLE_ORIGIN ?? new URL(values.SITE_URL).origin,
      sessionIdleMs: values.STAFF_SESSION_IDLE_MINUTES * 60_000,
      sessionMaxMs: values.STAFF_SESSION_MAX_HOURS * 3_600_000,
      signInRateLimit: values.STAFF_SIGN_IN_RATE_LIMIT,
      previewLinkMs: values.CONTENT_PREVIEW_LINK_HOURS * 3_600_000,
      uploadMaxBytes: values.CONTENT_UPLOAD_MAX_MB * 1024 * 1024,
      uploadMaxPixels: values.CONTENT_UPLOAD_MAX_MEGAPIXELS * 1_000_000,
      publishing: {
        pollMs: values.PUBLISH_POLL_SECONDS * 1000,
        leaseMs: values.PUBLISH_LEASE_SECONDS * 1000,
        testRenderDelayMs: values.PUBLISH_TEST_RENDER_DELAY_MS,
      },
    },
    site: {
      siteUrl: values.SITE_URL,
      legalName: values.LEGAL_NAME,
      phone: values.CONTACT_PHONE,
      email: {
        general: values.CONTACT_EMAIL,
        sales: values.SALES_EMAIL,
        careers: values.CAREERS_EMAIL,
        privacy: values.PRIVACY_EMAIL,
      },
      addressStreet: values.ADDRESS_STREET,
      social: { youtube: values.SOCIAL_YOUTUBE, linkedin: values.SOCIAL_LINKEDIN },
      credentialSealScript: values.CREDENTIAL_SEAL_SCRIPT,
      schedulerEmbedUrl: values.SCHEDULER_EMBED_URL,
    },
  };
}

/** The settings table as Markdown, for the README (`npm run settings`). */
export function settingsTable(): string {
  const rows = Object.entries(SETTINGS).map(([name, definition]: [string, SettingDefinition<unknown>]) => {
    const fallback = definition.default === undefined ? "unset" : `\`${definition.default}\``;
    const note = definition.secret ? " Secret: never logged." : "";
    return `| \`${name}\` | ${definition.group} | ${fallback} | ${definition.description}${note} |`;
  });
  return ["| variable | group | default | meaning |", "| --- | --- | --- | --- |", ...rows].join("\n");
}
