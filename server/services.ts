import path from "node:path";
import type { Logger } from "pino";
import { createProofOfWork } from "./abuse/proof-of-work.ts";
import { type AnalyticsTimings, createAnalytics } from "./analytics/analytics.ts";
import { type Clock, systemClock } from "./clock.ts";
import { createAuditLog } from "./console/audit-log.ts";
import { createConsole } from "./console/console.ts";
import type { AppDatabase } from "./db/database.ts";
import { createStorageHealth, DEFAULT_STORAGE_HEALTH, type StorageHealthOptions } from "./db/storage-health.ts";
import { createDelivery } from "./delivery/delivery.ts";
import type { WorkerOptions } from "./delivery/worker.ts";
import { createLeadService } from "./leads/lead-service.ts";
import { createMediaStore } from "./media/media-store.ts";
import { createSchedulingService } from "./scheduling/scheduling-service.ts";
import type { Settings } from "./settings/settings.ts";
import { createWhitepaperLibrary, withUploadedPdfs } from "./whitepapers/library.ts";

export interface ServiceOptions {
  database: AppDatabase;
  logger: Logger;
  settings: Pick<
    Settings,
    "server" | "leads" | "scheduling" | "bookingPolicy" | "delivery" | "analytics" | "console" | "site"
  >;
  now?: Clock;
  /** Retry and polling timings of the delivery worker (tests shorten them). */
  worker?: Partial<WorkerOptions>;
  /** How often `/healthz` re-checks storage (tests shorten it). */
  storageHealth?: Partial<StorageHealthOptions>;
  /** How often analytics writes, counts and deletes (tests shorten them). */
  analyticsTimings?: AnalyticsTimings;
  /** Called after each content publish commits (start.ts nudges the publishing worker). */
  afterPublish?: () => void;
}

/** Everything the HTTP layer and the route actions use, created once per process. */
export function createServices({
  database,
  logger,
  settings,
  now = systemClock,
  worker,
  storageHealth,
  analyticsTimings,
  afterPublish,
}: ServiceOptions) {
  const media = createMediaStore({
    db: database.db,
    audit: createAuditLog(database.db, now),
    now,
    limits: { maxPixels: settings.console.uploadMaxPixels },
  });
  const whitepapers = withUploadedPdfs(
    createWhitepaperLibrary({ directory: path.join(settings.server.buildDir, "whitepapers"), logger }),
    media,
  );
  const proofOfWork = createProofOfWork(database.db);
  const delivery = createDelivery({ database, logger, settings, now, worker });
  const scheduling = createSchedulingService({
    database,
    logger,
    config: settings.scheduling,
    maxFutureBookingsPerEmail: settings.bookingPolicy.maxFutureBookingsPerEmail,
    now,
    siteUrl: settings.site.siteUrl,
    delivery,
    proofOfWork,
    bookingRateLimit: settings.leads.bookingRateLimit,
  });
  return {
    database,
    storageHealth: createStorageHealth({ database, logger, options: { ...DEFAULT_STORAGE_HEALTH, ...storageHealth } }),
    logger,
    now,
    whitepapers,
    media,
    proofOfWork,
    delivery,
    leads: createLeadService({
      database,
      logger,
      whitepapers,
      proofOfWork,
      settings: settings.leads,
      now,
      siteUrl: settings.site.siteUrl,
      delivery,
    }),
    scheduling,
    meetings: scheduling.links,
    analytics: createAnalytics({ database, logger, settings: settings.analytics, now, timings: analyticsTimings }),
    console: createConsole({ database, logger, settings, now, delivery, scheduling, afterPublish }),
  };
}

export type Services = ReturnType<typeof createServices>;
