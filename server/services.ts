import path from "node:path";
import type { Logger } from "pino";
import { createProofOfWork } from "./abuse/proof-of-work.ts";
import { type Clock, systemClock } from "./clock.ts";
import type { AppDatabase } from "./db/database.ts";
import { createLeadService } from "./leads/lead-service.ts";
import { createSchedulingService } from "./scheduling/scheduling-service.ts";
import type { Settings } from "./settings/settings.ts";
import { createWhitepaperLibrary } from "./whitepapers/library.ts";

export interface ServiceOptions {
  database: AppDatabase;
  logger: Logger;
  settings: Pick<Settings, "server" | "leads" | "scheduling">;
  now?: Clock;
}

/** Everything the HTTP layer and the route actions use, created once per process. */
export function createServices({ database, logger, settings, now = systemClock }: ServiceOptions) {
  const whitepapers = createWhitepaperLibrary({
    directory: path.join(settings.server.buildDir, "whitepapers"),
    logger,
  });
  const proofOfWork = createProofOfWork(database.db);
  return {
    database,
    logger,
    whitepapers,
    proofOfWork,
    leads: createLeadService({ database, logger, whitepapers, proofOfWork, settings: settings.leads, now }),
    scheduling: createSchedulingService({ database, logger, config: settings.scheduling, now }),
  };
}

export type Services = ReturnType<typeof createServices>;
