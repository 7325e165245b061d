/**
 * Data protection requests (access: admin): find everything held about an e-mail address,
 * download it as JSON, erase it. Erasure runs in one transaction and keeps what counting
 * needs (kind, dates, whitepaper, channel, status, flags); see shared/console/privacy.ts.
 * The audit log records each request with the address masked.
 */
import { type Kysely, type Selectable, sql, type Transaction } from "kysely";
import * as z from "zod/mini";
import {
  type ConsolePrivacy,
  ERASED,
  type PrivacyCounts,
  type PrivacyProblem,
  type PrivacyRecord,
  type PrivacySummary,
} from "#shared/console/privacy.ts";
import { emailAddress } from "#shared/forms/text-rules.ts";
import { MEETING_OUTCOMES } from "#shared/scheduling/meeting-outcome.ts";
import { attributionByLead } from "../analytics/lead-attribution.ts";
import type { Clock } from "../clock.ts";
import type { AppDatabase } from "../db/database.ts";
import type { BookingTable, DatabaseSchema, OutboxJobTable } from "../db/schema.ts";
import { escapeHtml } from "../delivery/mail/render.ts";
import type { AuditLog } from "./audit-log.ts";
import { maskEmail } from "./tokens.ts";

type Executor = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

const emailSchema = emailAddress("Enter the e-mail address to look for, like name@company.com.");
const ERASED_PAYLOAD = JSON.stringify({ erased: true });
const ERASED_ADDRESS = "erased@erased.invalid";
const ERASED_ERROR = "[erased with the recipient's data]";

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** An .ics folds long lines (CRLF and a space); unfolded, a folded address is one string again. */
function unfoldedPayload(payload: string): string {
  return payload.replace(/\\r\\n[ \t]/g, "");
}

/**
 * The forms an address takes in a rendered message: as typed, HTML-escaped (`o&#39;erin@…`: an
 * apostrophe is valid in an address), in a link. Erasure looks for, and replaces, each of them.
 */
function encodingsOf(address: string): string[] {
  const forms = [address, escapeHtml(address), address.replaceAll("'", "&apos;"), address.replaceAll("'", "&#x27;")];
  return [...new Set([...forms, ...forms.map(encodeURIComponent)])];
}

function mentions(text: string, address: string): boolean {
  const unfolded = unfoldedPayload(text).toLowerCase();
  return encodingsOf(address).some((form) => unfolded.includes(form));
}

function withoutAddress(text: string, address: string): string {
  return encodingsOf(address).reduce(
    (result, form) => result.replace(new RegExp(escapeRegExp(form), "gi"), ERASED_ADDRESS),
    unfoldedPayload(text),
  );
}

/** Rows are read once, before anything changes: the summary, the download and the erasure use the same set. */
async function collect(db: Executor, address: string) {
  const byEmail = sql<string>`lower(email)`;
  const [whitepapers, meetings, bookings, guestCandidates] = await Promise.all([
    db.selectFrom("whitepaper_requests").selectAll().where(byEmail, "=", address).orderBy("created_at").execute(),
    db.selectFrom("meeting_requests").selectAll().where(byEmail, "=", address).orderBy("created_at").execute(),
    db.selectFrom("bookings").selectAll().where(byEmail, "=", address).orderBy("created_at").execute(),
    db
      .selectFrom("bookings")
      .selectAll()
      .where(sql<string>`lower(guests)`, "like", `%${address}%`)
      .orderBy("created_at")
      .execute(),
  ]);
  const leadIds = [...whitepapers, ...meetings, ...bookings].map((row) => row.id);
  const guestOf = guestCandidates.filter(
    (row) =>
      !leadIds.includes(row.id) &&
      (parseJson(row.guests) as unknown[]).some((guest) => String(guest).toLowerCase() === address),
  );
  const subjectIds = [...leadIds, ...guestOf.map((row) => row.id)];
  const [jobs, workflow, activity, personActivity, audit] = await Promise.all([
    db
      .selectFrom("outbox_jobs")
      .selectAll()
      .where((eb) =>
        eb.or([
          ...(subjectIds.length > 0 ? [eb("subject_id", "in", subjectIds)] : []),
          ...encodingsOf(address).map((form) => eb(sql<string>`lower(payload)`, "like", `%${form}%`)),
          ...encodingsOf(address).map((form) => eb(sql<string>`lower(last_error)`, "like", `%${form}%`)),
        ]),
      )
      .orderBy("created_at")
      .execute(),
    db.selectFrom("people").selectAll().where("email_key", "=", address).execute(),
    leadIds.length > 0
      ? db.selectFrom("lead_activity").selectAll().where("lead_id", "in", leadIds).orderBy("created_at").execute()
      : [],
    db
      .selectFrom("person_activity")
      .selectAll()
      .where("person_id", "in", db.selectFrom("people").select("id").where("email_key", "=", address))
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("audit_log")
      .select(["id", "target", "detail"])
      .where((eb) =>
        eb.or([
          eb(sql<string>`lower(target)`, "like", `%${address}%`),
          eb(sql<string>`lower(detail)`, "like", `%${address}%`),
        ]),
      )
      .execute(),
  ]);
  /** Jobs about the address's own leads: blanked on erasure. */
  const ownJobs = jobs.filter((job) => leadIds.includes(job.subject_id));
  /** Jobs about other bookings that mention the address (as a guest): the address is taken out. */
  const mentioningJobs = jobs.filter(
    (job) =>
      !leadIds.includes(job.subject_id) && (mentions(job.payload, address) || mentions(job.last_error ?? "", address)),
  );
  return {
    whitepapers,
    meetings,
    bookings,
    guestOf,
    leadIds,
    ownJobs,
    mentioningJobs,
    workflow,
    activity,
    personActivity,
    audit,
  };
}

type Found = Awaited<ReturnType<typeof collect>>;

function countsOf(found: Found): PrivacyCounts {
  const jobs = [...found.ownJobs, ...found.mentioningJobs];
  return {
    whitepaperRequests: found.whitepapers.length,
    meetingRequests: found.meetings.length,
    bookings: found.bookings.length,
    guestOf: found.guestOf.length,
    outboxJobs: jobs.length,
    undeliveredJobs: jobs.filter((job) => job.status !== "delivered").length,
    workflow: found.workflow.length,
    notes: [...found.activity, ...found.personActivity].filter((row) => row.type === "note").length,
    auditMentions: found.audit.length,
  };
}

function meetingOf(row: Selectable<BookingTable>): NonNullable<PrivacyRecord["meeting"]> {
  return {
    start: row.slot_start,
    end: row.slot_end,
    status: row.status,
    outcome: MEETING_OUTCOMES.find((outcome) => outcome === row.outcome) ?? null,
  };
}

function recordsOf(found: Found): PrivacyRecord[] {
  return [
    ...found.whitepapers.map((row) => ({
      kind: "whitepaper" as const,
      id: row.id,
      createdAt: row.created_at,
      name: row.name,
    })),
    ...found.meetings.map((row) => ({
      kind: "meeting-request" as const,
      id: row.id,
      createdAt: row.created_at,
      name: row.name,
    })),
    ...found.bookings.map((row) => ({
      kind: "booking" as const,
      id: row.id,
      createdAt: row.created_at,
      name: row.name,
      meeting: meetingOf(row),
    })),
    ...found.guestOf.map((row) => ({
      kind: "guest" as const,
      id: row.id,
      createdAt: row.created_at,
      name: "",
      meeting: meetingOf(row),
    })),
  ];
}

function jobForDownload(job: Selectable<OutboxJobTable>, full: boolean) {
  const { payload, ...rest } = job;
  return full
    ? { ...rest, payload: parseJson(payload) }
    : { id: job.id, topic: job.topic, status: job.status, created_at: job.created_at };
}

export function createPrivacy({
  database,
  audit,
  now,
}: {
  database: AppDatabase;
  audit: AuditLog;
  now: Clock;
}): ConsolePrivacy {
  const db = database.db;

  function addressOf(input: string): { ok: true; address: string } | PrivacyProblem {
    const parsed = z.safeParse(emailSchema, input);
    if (!parsed.success) {
      return {
        ok: false,
        code: "invalid_input",
        field: "email",
        message: parsed.error.issues[0]?.message ?? "Enter an e-mail address.",
      };
    }
    return { ok: true, address: parsed.data.toLowerCase() };
  }

  function upcomingOf(found: Found): PrivacyRecord[] {
    const current = now().toISOString();
    return recordsOf(found).filter(
      (record) => record.kind === "booking" && record.meeting?.status === "confirmed" && record.meeting.start > current,
    );
  }

  async function erase(trx: Transaction<DatabaseSchema>, found: Found, address: string): Promise<void> {
    const finishedAt = now().toISOString();
    const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
    if (found.whitepapers.length > 0) {
      await trx
        .updateTable("whitepaper_requests")
        .set({ name: ERASED, email: ERASED, company_name: ERASED, phone: null, marketing_consent: 0 })
        .where("id", "in", ids(found.whitepapers))
        .execute();
    }
    if (found.meetings.length > 0) {
      await trx
        .updateTable("meeting_requests")
        .set({ name: ERASED, email: ERASED, company: ERASED, message: ERASED })
        .where("id", "in", ids(found.meetings))
        .execute();
    }
    if (found.bookings.length > 0) {
      await trx
        .updateTable("bookings")
        .set({
          name: ERASED,
          email: ERASED,
          company: ERASED,
          guests: "[]",
          notes: "",
          answers: "{}",
          utm_source: "",
          utm_medium: "",
          utm_campaign: "",
          utm_term: "",
          utm_content: "",
        })
        .where("id", "in", ids(found.bookings))
        .execute();
    }
    for (const booking of found.guestOf) {
      const guests = (parseJson(booking.guests) as unknown[]).filter(
        (guest) => String(guest).toLowerCase() !== address,
      );
      await trx
        .updateTable("bookings")
        .set({ guests: JSON.stringify(guests) })
        .where("id", "=", booking.id)
        .execute();
    }
    if (found.ownJobs.length > 0) {
      const jobIds = ids(found.ownJobs);
      await trx.updateTable("outbox_jobs").set({ payload: ERASED_PAYLOAD }).where("id", "in", jobIds).execute();
      // A failure's text may quote the recipient (an SMTP reply), even masked.
      await trx
        .updateTable("outbox_jobs")
        .set({ last_error: ERASED_ERROR })
        .where("id", "in", jobIds)
        .where("last_error", "is not", null)
        .execute();
      await trx
        .updateTable("outbox_jobs")
        .set({
          status: "failed",
          last_error: "Not sent: the recipient's data was erased.",
          finished_at: finishedAt,
          locked_until: null,
          claim_token: null,
        })
        .where("id", "in", jobIds)
        .where("status", "=", "pending")
        .execute();
    }
    for (const job of found.mentioningJobs) {
      await trx
        .updateTable("outbox_jobs")
        .set({
          payload: withoutAddress(job.payload, address),
          last_error: job.last_error === null ? null : withoutAddress(job.last_error, address),
        })
        .where("id", "=", job.id)
        .execute();
    }
    if (found.leadIds.length > 0) {
      await trx.deleteFrom("lead_activity").where("lead_id", "in", found.leadIds).where("type", "=", "note").execute();
      await trx.deleteFrom("lead_attribution").where("lead_id", "in", found.leadIds).execute();
      await trx.updateTable("lead_ids").set({ person_id: null }).where("id", "in", found.leadIds).execute();
    }
    // The person leaves the inbox with their timeline; their company goes when nobody else is in it.
    const personIds = ids(found.workflow);
    if (personIds.length > 0) {
      await trx.deleteFrom("person_activity").where("person_id", "in", personIds).execute();
      await trx.deleteFrom("people").where("id", "in", personIds).execute();
      await trx
        .deleteFrom("companies")
        .where((eb) =>
          eb.not(eb.exists(eb.selectFrom("people").select("id").whereRef("people.company_id", "=", "companies.id"))),
        )
        .execute();
    }
  }

  return {
    async find(email, actor) {
      const checked = addressOf(email);
      if (!checked.ok) return checked;
      const found = await collect(db, checked.address);
      const summary: PrivacySummary = {
        email: checked.address,
        counts: countsOf(found),
        records: recordsOf(found),
        upcomingBookings: upcomingOf(found),
      };
      await audit.record({
        actor,
        action: "privacy.find",
        target: maskEmail(checked.address),
        detail: { records: summary.records.length },
      });
      return { ok: true, summary };
    },

    async download(email, actor) {
      const checked = addressOf(email);
      if (!checked.ok) return checked;
      const found = await collect(db, checked.address);
      const document = {
        email: checked.address,
        exportedAt: now().toISOString(),
        whitepaperRequests: found.whitepapers,
        meetingRequests: found.meetings,
        bookings: found.bookings.map((row) => ({
          ...row,
          guests: parseJson(row.guests),
          answers: parseJson(row.answers),
        })),
        guestOf: found.guestOf.map((row) => ({
          id: row.id,
          slot_start: row.slot_start,
          slot_end: row.slot_end,
          status: row.status,
        })),
        leadAttribution: [...(await attributionByLead(db, found.leadIds)).values()],
        person: found.workflow,
        personActivity: found.personActivity.map((row) => ({ ...row, detail: parseJson(row.detail) })),
        leadActivity: found.activity.map((row) => ({ ...row, detail: parseJson(row.detail) })),
        outboxJobs: [
          ...found.ownJobs.map((job) => jobForDownload(job, true)),
          ...found.mentioningJobs.map((job) => jobForDownload(job, false)),
        ],
      };
      await audit.record({
        actor,
        action: "privacy.download",
        target: maskEmail(checked.address),
        detail: { ...countsOf(found) },
      });
      const day = now().toISOString().slice(0, 10);
      return { ok: true, fileName: `personal-data-${day}.json`, json: `${JSON.stringify(document, null, 2)}\n` };
    },

    async erase(email, confirmation, actor) {
      const checked = addressOf(email);
      if (!checked.ok) return checked;
      if (confirmation.trim().toLowerCase() !== checked.address) {
        return {
          ok: false,
          code: "invalid_input",
          field: "confirmation",
          message: "Type the address exactly as above to confirm the erasure.",
        };
      }
      const address = checked.address;
      const outcome = await database.db.transaction().execute(async (trx) => {
        const found = await collect(trx, address);
        const upcoming = upcomingOf(found);
        if (upcoming.length > 0) return { ok: false as const, upcoming: upcoming.length };
        await erase(trx, found, address);
        const counts = countsOf(found);
        await audit.record({ actor, action: "privacy.erase", target: maskEmail(address), detail: { ...counts } }, trx);
        return { ok: true as const, counts };
      });
      if (outcome.ok) await database.purgeErasedCopies();
      if (!outcome.ok) {
        return {
          ok: false,
          code: "upcoming_meetings",
          field: "email",
          message: `This address has ${outcome.upcoming === 1 ? "an upcoming meeting" : `${outcome.upcoming} upcoming meetings`}. Cancel ${outcome.upcoming === 1 ? "it" : "them"} in the bookings agenda first (the visitor is told), then erase.`,
        };
      }
      return { ok: true, erased: outcome.counts };
    },
  };
}
