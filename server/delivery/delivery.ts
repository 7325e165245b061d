/**
 * Delivery as the rest of the server sees it: how an event becomes jobs (`announce`; what
 * each event says belongs to its domain), writing them in the caller's transaction, the key
 * that signs visitor links, the backlog, and the worker that sends (started by
 * server/main.ts, stopped on SIGTERM).
 */
import type { Logger } from "pino";
import type { Clock } from "../clock.ts";
import type { AppDatabase } from "../db/database.ts";
import { sharedSecret } from "../db/shared-secret.ts";
import type { Settings } from "../settings/settings.ts";
import { createAnnounce, teamAddressOf } from "./announcement.ts";
import { createMailChannel } from "./mail-channel.ts";
import { createOutbox, enqueueJobs, type NewJob } from "./outbox.ts";
import { createWebhookChannel } from "./webhook-channel.ts";
import { createDeliveryWorker, DEFAULT_WORKER_OPTIONS, type DeliveryChannel, type WorkerOptions } from "./worker.ts";

export interface DeliveryOptions {
  database: AppDatabase;
  logger: Logger;
  settings: Pick<Settings, "delivery">;
  now: Clock;
  worker?: Partial<WorkerOptions>;
}

export function createDelivery({ database, logger, settings, now, worker: workerOptions }: DeliveryOptions) {
  const config = settings.delivery;
  const outbox = createOutbox(database.db, database.dialect);
  const mail = createMailChannel({ settings: config, logger });
  const webhook =
    config.webhookUrl && config.webhookSecret
      ? createWebhookChannel({ url: config.webhookUrl, secret: config.webhookSecret, now })
      : undefined;
  const channels = [mail, webhook].filter((channel): channel is DeliveryChannel => channel !== undefined);
  const worker = createDeliveryWorker({
    outbox,
    channels,
    logger,
    now,
    options: { ...DEFAULT_WORKER_OPTIONS, ...workerOptions },
  });

  return {
    announce: createAnnounce(config),
    /** The team's own address (the sales inbox, else the sender's), e.g. an invitation's organizer. */
    teamAddress: teamAddressOf(config),
    linkSecret: sharedSecret(database.db, "link-signing-key"),
    outbox,
    worker,
    /** Which channels can send; jobs of the others wait. */
    configured: { email: mail !== undefined, webhook: webhook !== undefined },

    /** Writes jobs in the caller's transaction. */
    enqueue: (executor: Parameters<typeof enqueueJobs>[0], jobs: readonly NewJob[]) =>
      enqueueJobs(executor, jobs, now()),

    /** After the transaction that wrote jobs has committed: send them now rather than at the next poll. */
    committed: () => worker.nudge(),

    backlog: () => outbox.backlog(now()),
  };
}

export type Delivery = ReturnType<typeof createDelivery>;
