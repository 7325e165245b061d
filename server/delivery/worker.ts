/**
 * The delivery worker, one per server instance: claims due outbox jobs, hands
 * each to its channel (e-mail, webhook), and records the outcome. A failure is
 * retried with exponential backoff and jitter until the job is `giveUpAfterMs`
 * old, then marked failed and logged as an error. Jobs of a channel that is not
 * configured are left waiting (and counted in the backlog).
 */
import type { Logger } from "pino";
import type { Clock } from "../clock.ts";
import { maskEmailsIn } from "../console/tokens.ts";
import { wakeableLoop } from "../jobs/wakeable-loop.ts";
import type { ClaimedJob, DeliveryChannelName, Outbox } from "./outbox.ts";

/** Sends one job; throws to have it retried, or a {@link PermanentDeliveryError} to fail it at once. */
export interface DeliveryChannel {
  name: DeliveryChannelName;
  deliver(job: ClaimedJob, signal: AbortSignal): Promise<void>;
}

/** The receiver refused the job for good (e.g. an SMTP 5xx reply): retrying would not help. */
export class PermanentDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PermanentDeliveryError";
  }
}

export interface WorkerOptions {
  /** How often an idle worker looks for due jobs (jobs added by this instance wake it at once). */
  pollIntervalMs: number;
  /** How long a claim lasts: longer than any delivery attempt may take. */
  leaseMs: number;
  /** Jobs claimed and delivered at once. */
  batchSize: number;
  /** Retry delay after the first failure; doubled after each further one. */
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** A job still failing this long after it was written is marked failed. */
  giveUpAfterMs: number;
}

export const DEFAULT_WORKER_OPTIONS: WorkerOptions = {
  pollIntervalMs: 1000,
  leaseMs: 2 * 60_000,
  batchSize: 10,
  backoffBaseMs: 10_000,
  backoffMaxMs: 30 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
};

/**
 * Delay before attempt `attempts + 1`: base·2^(attempts−1), capped, of which a
 * random half is kept ("equal jitter"), so instances that failed together do not
 * retry together, yet no retry comes sooner than half the nominal delay.
 */
export function backoffDelay(
  attempts: number,
  options: Pick<WorkerOptions, "backoffBaseMs" | "backoffMaxMs">,
  random = Math.random,
): number {
  const nominal = Math.min(options.backoffMaxMs, options.backoffBaseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(nominal / 2 + random() * (nominal / 2));
}

/** What is stored and logged of a failure: receivers' replies name the recipient, so addresses are masked. */
function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return maskEmailsIn(message).slice(0, 1000);
}

export interface DeliveryWorker {
  start(): void;
  /** Looks for due jobs now (after this instance added some). */
  nudge(): void;
  /**
   * Stops claiming, waits up to `graceMs` for deliveries in flight, then aborts
   * the rest and gives their jobs back so another instance can take them at once.
   */
  stop(graceMs?: number): Promise<void>;
}

export function createDeliveryWorker({
  outbox,
  channels,
  logger,
  now,
  options = DEFAULT_WORKER_OPTIONS,
}: {
  outbox: Outbox;
  channels: readonly DeliveryChannel[];
  logger: Logger;
  now: Clock;
  options?: WorkerOptions;
}): DeliveryWorker {
  const log = logger.child({ component: "delivery" });
  const byName = new Map(channels.map((channel) => [channel.name, channel]));
  const inFlight = new Map<string, { job: ClaimedJob; controller: AbortController; done: Promise<void> }>();

  async function settleFailure(job: ClaimedJob, error: unknown): Promise<void> {
    const reason = describeError(error);
    const current = now();
    const age = current.getTime() - Date.parse(job.retryWindowStart);
    const permanent = error instanceof PermanentDeliveryError;
    if (permanent || age >= options.giveUpAfterMs) {
      await outbox.failed(job, current, reason, { refused: permanent });
      log.error(
        { jobId: job.id, topic: job.topic, idempotencyKey: job.idempotencyKey, attempts: job.attempts, reason },
        permanent
          ? "delivery refused for good: job failed"
          : "delivery still failing after the retry period: job failed",
      );
      return;
    }
    const delay = backoffDelay(job.attempts, options);
    await outbox.retryAt(job, new Date(current.getTime() + delay), reason);
    log.warn(
      { jobId: job.id, topic: job.topic, attempts: job.attempts, retryInMs: delay, reason },
      "delivery failed: will retry",
    );
  }

  async function deliver(job: ClaimedJob, controller: AbortController): Promise<void> {
    const channel = byName.get(job.channel);
    try {
      if (!channel) throw new Error(`no channel "${job.channel}"`);
      await channel.deliver(job, controller.signal);
      if (controller.signal.aborted) return; // released during shutdown; another instance sends it again
      await outbox.delivered(job, now());
      log.info({ jobId: job.id, topic: job.topic, attempts: job.attempts }, "delivered");
    } catch (error) {
      if (controller.signal.aborted) return;
      await settleFailure(job, error).catch((settleError: unknown) =>
        log.error({ err: settleError, jobId: job.id }, "could not record a delivery failure"),
      );
    }
  }

  async function runOnce(): Promise<number> {
    const jobs = await outbox.claim({
      channels: [...byName.keys()],
      limit: options.batchSize,
      leaseMs: options.leaseMs,
      now: now(),
    });
    await Promise.all(
      jobs.map((job) => {
        const controller = new AbortController();
        const done = deliver(job, controller).finally(() => inFlight.delete(job.id));
        inFlight.set(job.id, { job, controller, done });
        return done;
      }),
    );
    return jobs.length;
  }

  const loop = wakeableLoop(async () => {
    let claimed = 0;
    try {
      claimed = await runOnce();
    } catch (error) {
      log.warn({ reason: describeError(error) }, "could not read the outbox; trying again shortly");
    }
    // A full batch may mean more are due; otherwise wait for the next poll or a nudge.
    return claimed < options.batchSize ? options.pollIntervalMs : 0;
  });

  return {
    start() {
      if (byName.size > 0) loop.start();
    },

    nudge: loop.nudge,

    async stop(graceMs = 5000) {
      if (!loop.running) return;
      loop.halt();
      const settled = Promise.all([...inFlight.values()].map((entry) => entry.done));
      const timedOut = await Promise.race([
        settled.then(() => false),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(true), graceMs).unref()),
      ]);
      if (timedOut) {
        const held = [...inFlight.values()];
        for (const entry of held) entry.controller.abort();
        await Promise.all(held.map((entry) => outbox.release(entry.job).catch(() => false)));
        log.info({ released: held.length }, "delivery stopped: unfinished jobs given back");
      }
      // Aborted deliveries end promptly; the bound keeps a stuck one from holding up the shutdown.
      await loop.stop(1000);
    },
  };
}
