/**
 * The transactional outbox (table `outbox_jobs`): jobs are written in the same
 * transaction as the lead or booking they announce, and claimed by workers with a
 * lease. On PostgreSQL the claim skips rows another instance is claiming at the
 * same moment (`FOR UPDATE SKIP LOCKED`); SQLite runs one write at a time, so its
 * single UPDATE … RETURNING is atomic by itself. Either way only the holder of the
 * current claim token can settle a job, so a worker whose lease ran out (and whose
 * job another worker took over) cannot overwrite the newer outcome.
 */
import { randomUUID } from "node:crypto";
import type { Kysely, Selectable, Transaction, Updateable } from "kysely";
import type { DatabaseDialect } from "../db/database.ts";
import type { DatabaseSchema, OutboxJobTable } from "../db/schema.ts";

export type DeliveryChannelName = "email" | "webhook";

/** A job to add: what to send, through which channel, and the key receivers deduplicate on. */
export interface NewJob {
  channel: DeliveryChannelName;
  idempotencyKey: string;
  topic: string;
  subjectId: string;
  payload: unknown;
  /** Not before this instant; at once when unset. */
  runAt?: Date;
}

export interface ClaimedJob {
  id: string;
  channel: DeliveryChannelName;
  idempotencyKey: string;
  topic: string;
  subjectId: string;
  payload: unknown;
  /** Including the current one. */
  attempts: number;
  createdAt: string;
  /** Where the retry window starts: when the job was written, or last sent again from the console. */
  retryWindowStart: string;
  claimToken: string;
}

export interface OutboxBacklog {
  pending: number;
  failed: number;
  /** Of the failed, those the receiver refused for good. */
  refused: number;
  /** Seconds since the oldest pending job was written; 0 when nothing waits. */
  oldestPendingAgeSeconds: number;
}

/** Where a lead's announcements stand, for the export. */
export type DeliveryStatus = "delivered" | "pending" | "failed";

type Executor = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/** Adds jobs inside the caller's transaction; a key already queued is not queued twice. */
export async function enqueueJobs(executor: Executor, jobs: readonly NewJob[], now: Date): Promise<void> {
  if (jobs.length === 0) return;
  const at = now.toISOString();
  await executor
    .insertInto("outbox_jobs")
    .values(
      jobs.map((job) => ({
        id: randomUUID(),
        idempotency_key: job.idempotencyKey,
        channel: job.channel,
        topic: job.topic,
        subject_id: job.subjectId,
        payload: JSON.stringify(job.payload),
        status: "pending",
        attempts: 0,
        created_at: at,
        run_at: job.runAt?.toISOString() ?? at,
      })),
    )
    .onConflict((conflict) => conflict.column("idempotency_key").doNothing())
    .execute();
}

function toClaimed(row: Selectable<OutboxJobTable>): ClaimedJob {
  return {
    id: row.id,
    channel: row.channel as DeliveryChannelName,
    idempotencyKey: row.idempotency_key,
    topic: row.topic,
    subjectId: row.subject_id,
    payload: JSON.parse(row.payload) as unknown,
    attempts: Number(row.attempts),
    createdAt: row.created_at,
    retryWindowStart: row.retried_at ?? row.created_at,
    claimToken: row.claim_token ?? "",
  };
}

export function createOutbox(db: Kysely<DatabaseSchema>, dialect: DatabaseDialect) {
  /** Settles a job if the caller still holds its claim; false when the claim was lost. */
  async function settle(job: ClaimedJob, values: Updateable<OutboxJobTable>): Promise<boolean> {
    const result = await db
      .updateTable("outbox_jobs")
      .set({ ...values, locked_until: null, claim_token: null })
      .where("id", "=", job.id)
      .where("claim_token", "=", job.claimToken)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  return {
    /**
     * Claims up to `limit` due jobs of the given channels for `leaseMs`. Each claim
     * counts as an attempt, so a job whose worker died mid-delivery still backs off.
     */
    async claim(options: {
      channels: readonly DeliveryChannelName[];
      limit: number;
      leaseMs: number;
      now: Date;
    }): Promise<ClaimedJob[]> {
      if (options.channels.length === 0) return [];
      const now = options.now.toISOString();
      const rows = await db
        .updateTable("outbox_jobs")
        .set((eb) => ({
          locked_until: new Date(options.now.getTime() + options.leaseMs).toISOString(),
          claim_token: randomUUID(),
          attempts: eb("attempts", "+", 1),
        }))
        .where("id", "in", (eb) =>
          eb
            .selectFrom("outbox_jobs")
            .select("id")
            .where("status", "=", "pending")
            .where("channel", "in", [...options.channels])
            .where("run_at", "<=", now)
            .where((inner) => inner.or([inner("locked_until", "is", null), inner("locked_until", "<=", now)]))
            .orderBy("run_at")
            .limit(options.limit)
            .$if(dialect === "postgres", (query) => query.forUpdate().skipLocked()),
        )
        .returningAll()
        .execute();
      return rows.map(toClaimed);
    },

    /** Once sent, the rendered message (personal data) is no longer kept; the record of it is. */
    delivered: (job: ClaimedJob, now: Date) =>
      settle(job, { status: "delivered", finished_at: now.toISOString(), last_error: null, payload: "{}" }),

    retryAt: (job: ClaimedJob, runAt: Date, error: string) =>
      settle(job, { run_at: runAt.toISOString(), last_error: error }),

    /** `refused`: the receiver refused it for good (SMTP 5xx), so the console offers to fix the address. */
    failed: (job: ClaimedJob, now: Date, error: string, { refused = false } = {}) =>
      settle(job, { status: "failed", finished_at: now.toISOString(), last_error: error, refused: refused ? 1 : 0 }),

    /** Gives a claimed job back untouched (shutdown): claimable again at once, the attempt not counted. */
    async release(job: ClaimedJob): Promise<boolean> {
      const result = await db
        .updateTable("outbox_jobs")
        .set((eb) => ({ locked_until: null, claim_token: null, attempts: eb("attempts", "-", 1) }))
        .where("id", "=", job.id)
        .where("claim_token", "=", job.claimToken)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * Sends jobs again (a member's retry): the given failed job, or a pending one no worker
     * holds, or every failed job when no id is given. Each is due at once with its attempts
     * back at zero (so the backoff starts over) and a new retry window from now.
     * Returns how many jobs were sent again (in the caller's transaction when given one).
     */
    async sendAgain(
      target: { jobId: string } | { allFailed: true },
      now: Date,
      executor: Executor = db,
    ): Promise<number> {
      const at = now.toISOString();
      const result = await executor
        .updateTable("outbox_jobs")
        .set({
          status: "pending",
          attempts: 0,
          run_at: at,
          retried_at: at,
          finished_at: null,
          refused: 0,
          locked_until: null,
          claim_token: null,
        })
        .$if("jobId" in target, (query) =>
          query
            .where("id", "=", "jobId" in target ? target.jobId : "")
            .where((eb) =>
              eb.or([
                eb("status", "=", "failed"),
                eb.and([
                  eb("status", "=", "pending"),
                  eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", at)]),
                ]),
              ]),
            ),
        )
        .$if(!("jobId" in target), (query) => query.where("status", "=", "failed"))
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async backlog(now: Date): Promise<OutboxBacklog> {
      const rows = await db
        .selectFrom("outbox_jobs")
        .select((eb) => [
          "status",
          eb.fn.countAll<number>().as("count"),
          eb.fn.sum<number>("refused").as("refused"),
          eb.fn.min("created_at").as("oldest"),
        ])
        .where("status", "in", ["pending", "failed"])
        .groupBy("status")
        .execute();
      const pending = rows.find((row) => row.status === "pending");
      const failed = rows.find((row) => row.status === "failed");
      const oldest = pending?.oldest ? Date.parse(String(pending.oldest)) : now.getTime();
      return {
        pending: Number(pending?.count ?? 0),
        failed: Number(failed?.count ?? 0),
        refused: Number(failed?.refused ?? 0),
        oldestPendingAgeSeconds: Math.max(0, Math.round((now.getTime() - oldest) / 1000)),
      };
    },

    /** The delivery status of each subject that has jobs: failed if any failed, else pending if any waits. */
    async statusBySubject(subjectIds: readonly string[]): Promise<Map<string, DeliveryStatus>> {
      const statuses = new Map<string, DeliveryStatus>();
      const rank: Record<DeliveryStatus, number> = { delivered: 0, pending: 1, failed: 2 };
      for (let offset = 0; offset < subjectIds.length; offset += 500) {
        const chunk = subjectIds.slice(offset, offset + 500);
        const rows = await db
          .selectFrom("outbox_jobs")
          .select(["subject_id", "status"])
          .where("subject_id", "in", chunk)
          // A job dismissed from the console was given up on by a person: no status of the subject.
          .where("status", "!=", "dismissed")
          .groupBy(["subject_id", "status"])
          .execute();
        for (const row of rows) {
          const status = row.status as DeliveryStatus;
          const current = statuses.get(row.subject_id);
          if (!current || rank[status] > rank[current]) statuses.set(row.subject_id, status);
        }
      }
      return statuses;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
