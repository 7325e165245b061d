import type { Logger } from "pino";
import type { AppDatabase } from "./db/database.ts";
import { createLeadService } from "./leads/lead-service.ts";
import type { LeadSettings } from "./leads/settings.ts";
import { createSchedulingService } from "./scheduling/scheduling-service.ts";
import { createWhitepaperLibrary } from "./whitepapers/library.ts";

export interface ServiceOptions {
  database: AppDatabase;
  logger: Logger;
  /** Lead-capture settings; read from the environment when omitted. */
  leadSettings?: LeadSettings;
  /** Folder holding the built whitepaper PDFs (default build/whitepapers). */
  whitepaperDir?: string;
}

/** Everything the HTTP layer and the route actions use, created once per process. */
export function createServices({ database, logger, leadSettings, whitepaperDir }: ServiceOptions) {
  const whitepapers = createWhitepaperLibrary({ directory: whitepaperDir, logger });
  return {
    database,
    logger,
    whitepapers,
    leads: createLeadService({ database, logger, whitepapers, settings: leadSettings }),
    scheduling: createSchedulingService(database, logger),
  };
}

export type Services = ReturnType<typeof createServices>;
