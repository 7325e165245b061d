import { randomUUID } from "node:crypto";
import type { Insertable } from "kysely";
import type { Logger } from "pino";
import { meetingRequestSchema, whitepaperFormSchema, whitepaperRequestSchema } from "#shared/forms/lead-schemas.ts";
import { type FieldErrors, firstError, validate } from "#shared/forms/validation.ts";
import type {
  LeadIntake,
  MeetingOutcome,
  Rejection,
  SubmissionContext,
  WhitepaperOutcome,
} from "#shared/leads/intake.ts";
import type { ProofOfWork } from "../abuse/proof-of-work.ts";
import { attributionRow, saveAttribution, summaryOf } from "../analytics/lead-attribution.ts";
import type { Clock } from "../clock.ts";
import type { AppDatabase } from "../db/database.ts";
import type { LeadAttributionTable } from "../db/schema.ts";
import type { Delivery } from "../delivery/delivery.ts";
import { createRateLimiter, tooManyRequestsMessage } from "../http/rate-limit.ts";
import type { Settings } from "../settings/settings.ts";
import type { WhitepaperLibrary } from "../whitepapers/library.ts";
import { createLeadMessages } from "./lead-messages.ts";
import { createLeadRepository, type LeadInsert } from "./lead-repository.ts";

export type LeadSettings = Settings["leads"];

export const REJECTION_MESSAGES = {
  botSuspected: "This submission looked automated, so it was not accepted. Please try again.",
  storageUnavailable:
    "We could not save your request just now because our database is unavailable. Nothing was stored. Please try again in a minute.",
} as const;

export interface LeadServiceOptions {
  database: AppDatabase;
  logger: Logger;
  whitepapers: WhitepaperLibrary;
  /** Submissions without a valid solution are stored flagged as suspected bots. */
  proofOfWork: ProofOfWork;
  settings: LeadSettings;
  now: Clock;
  /** The site's address, for the download link in the whitepaper e-mail. */
  siteUrl: string;
  delivery: Pick<Delivery, "announce" | "linkSecret" | "enqueue" | "committed">;
}

/**
 * Accepts whitepaper and meeting requests: rate limit (shared by every instance),
 * validation, the honeypot, then one transaction that stores the lead (flagged when
 * the proof of work is missing or invalid) and the jobs announcing it, before success
 * is reported.
 */
export function createLeadService({
  database,
  logger,
  whitepapers,
  proofOfWork,
  settings,
  now,
  siteUrl,
  delivery,
}: LeadServiceOptions) {
  const log = logger.child({ component: "leads" });
  const messages = createLeadMessages({ siteUrl, announce: delivery.announce });

  /** Stores a lead and, when it is new, its announcements, in one transaction. */
  async function storeAndAnnounce(
    insert: (repository: ReturnType<typeof createLeadRepository>) => Promise<LeadInsert>,
    announce: () => Parameters<Delivery["enqueue"]>[1],
    attribution: Insertable<LeadAttributionTable> | undefined,
  ): Promise<LeadInsert> {
    const outcome = await database.db.transaction().execute(async (trx) => {
      const stored = await insert(createLeadRepository(trx));
      if (stored === "created") {
        if (attribution) await saveAttribution(trx, attribution);
        await delivery.enqueue(trx, announce());
      }
      return stored;
    });
    if (outcome === "created") delivery.committed();
    return outcome;
  }

  /** A submission id another kind of lead already holds: refused, so neither lead hides the other. */
  function idTaken(id: string, kind: string): Rejection {
    log.warn({ id, kind }, "lead submission refused: its id belongs to another lead");
    return {
      ok: false,
      code: "id_taken",
      field: "submissionId",
      message: "This submission id already belongs to another request. Reload the page and send the form again.",
    };
  }
  const limiters = {
    whitepaper: createRateLimiter({
      db: database.db,
      name: "whitepaper",
      logger: log,
      ...settings.whitepaperRateLimit,
    }),
    meeting: createRateLimiter({ db: database.db, name: "meeting", logger: log, ...settings.meetingRateLimit }),
  };

  async function rateLimited(kind: keyof typeof limiters, clientKey: string): Promise<Rejection | undefined> {
    const decision = await limiters[kind].hit(clientKey);
    if (decision.allowed) return undefined;
    log.warn({ kind }, "lead submission rate limited");
    return {
      ok: false,
      code: "rate_limited",
      message: tooManyRequestsMessage(decision.retryAfterSeconds),
      retryAfterSeconds: decision.retryAfterSeconds,
    };
  }

  function invalid(errors: FieldErrors): Rejection {
    const { field, message } = firstError(errors);
    return { ok: false, code: "invalid_input", message, field, fields: errors };
  }

  /** The honeypot: the one bot check that refuses (forms send it empty; API clients may leave it out). */
  function honeypotFilled(input: { website?: string | undefined }): Rejection | undefined {
    if (!input.website || input.website.trim() === "") return undefined;
    log.warn("lead submission rejected: honeypot filled");
    return { ok: false, code: "bot_suspected", message: REJECTION_MESSAGES.botSuspected };
  }

  /** 1 when the proof of work is not a valid, unused solution: the lead is kept, flagged. */
  async function suspectedBot(payload: string | undefined, kind: string): Promise<number> {
    const verdict = await proofOfWork.verify(payload);
    if (verdict === "verified") return 0;
    log.info({ kind, verdict }, "lead stored as a suspected bot: no valid proof of work");
    return 1;
  }

  function unavailable(error: unknown, what: string): Rejection {
    log.error({ err: error }, `${what}: database unavailable, nothing stored`);
    return {
      ok: false,
      code: "storage_unavailable",
      message: REJECTION_MESSAGES.storageUnavailable,
      retryAfterSeconds: settings.retryAfterSeconds,
    };
  }

  return {
    settings,

    /**
     * A whitepaper request. Forms must include the phone number; API clients may
     * keep to the original contract without it. On success the lead is stored
     * and the PDF is returned.
     */
    async requestWhitepaper(
      body: unknown,
      context: SubmissionContext,
      { requirePhone = false }: { requirePhone?: boolean } = {},
    ): Promise<WhitepaperOutcome> {
      const limited = await rateLimited("whitepaper", context.clientKey);
      if (limited) return limited;
      const result = validate(requirePhone ? whitepaperFormSchema : whitepaperRequestSchema, body);
      if (!result.ok) return invalid(result.errors);
      const request = result.value;
      const honeypot = honeypotFilled(request);
      if (honeypot) return honeypot;

      const createdAt = now().toISOString();
      const id = request.submissionId?.toLowerCase() ?? randomUUID();
      try {
        // The PDF is ready before anything is stored, so success is never reported without it
        // (an editor's replacement is read from the database, so this too can find it down).
        const whitepaper = await whitepapers.get(request.id);
        if (!whitepaper) return invalid({ id: "Please choose one of the whitepapers." });
        // Both read before the transaction: on SQLite it holds the only writer.
        const suspected_bot = await suspectedBot(request.altcha, "whitepaper");
        const secret = await delivery.linkSecret();
        const row = {
          id,
          created_at: createdAt,
          whitepaper_id: request.id,
          name: request.name,
          email: request.email,
          company_name: request.companyName,
          phone: request.phone ?? null,
          marketing_consent: request.marketingConsent ? 1 : 0,
          consent_recorded_at: createdAt,
          channel: context.channel,
          suspected_bot,
        };
        const attribution = context.attribution && attributionRow(id, "whitepaper", createdAt, context.attribution);
        const inserted = await storeAndAnnounce(
          (repository) => repository.insertWhitepaperRequest(row),
          () =>
            messages.whitepaperRequested(
              {
                id,
                receivedAt: createdAt,
                name: row.name,
                email: row.email,
                company: row.company_name,
                phone: row.phone,
                whitepaperId: request.id,
                whitepaperTitle: whitepaper.title,
                marketingConsent: row.marketing_consent === 1,
                consentRecordedAt: createdAt,
                channel: row.channel,
                suspectedBot: suspected_bot === 1,
                ...(attribution ? { attribution: summaryOf(attribution) } : {}),
              },
              secret,
            ),
          attribution,
        );
        if (inserted === "id-taken") return idTaken(id, "whitepaper");
        const duplicate = inserted === "duplicate";
        log.info({ id, whitepaper: request.id, channel: context.channel, duplicate }, "whitepaper request stored");
        return { ok: true, id, duplicate, whitepaper, request };
      } catch (error) {
        return unavailable(error, "whitepaper request");
      }
    },

    /** A Book a Meeting message. */
    async requestMeeting(body: unknown, context: SubmissionContext): Promise<MeetingOutcome> {
      const limited = await rateLimited("meeting", context.clientKey);
      if (limited) return limited;
      const result = validate(meetingRequestSchema, body);
      if (!result.ok) return invalid(result.errors);
      const request = result.value;
      const honeypot = honeypotFilled(request);
      if (honeypot) return honeypot;

      const id = request.submissionId?.toLowerCase() ?? randomUUID();
      try {
        const suspected_bot = await suspectedBot(request.altcha, "meeting");
        const row = {
          id,
          created_at: now().toISOString(),
          name: request.name,
          email: request.email,
          company: request.company ?? "",
          message: request.message ?? "",
          channel: context.channel,
          suspected_bot,
        };
        const attribution = context.attribution && attributionRow(id, "meeting", row.created_at, context.attribution);
        const inserted = await storeAndAnnounce(
          (repository) => repository.insertMeetingRequest(row),
          () =>
            messages.meetingRequested({
              id,
              receivedAt: row.created_at,
              name: row.name,
              email: row.email,
              company: row.company,
              message: row.message,
              channel: row.channel,
              suspectedBot: suspected_bot === 1,
              ...(attribution ? { attribution: summaryOf(attribution) } : {}),
            }),
          attribution,
        );
        if (inserted === "id-taken") return idTaken(id, "meeting");
        const duplicate = inserted === "duplicate";
        log.info({ id, channel: context.channel, duplicate }, "meeting request stored");
        return { ok: true, id, duplicate, request };
      } catch (error) {
        return unavailable(error, "meeting request");
      }
    },
  } satisfies LeadIntake & { settings: LeadSettings };
}
