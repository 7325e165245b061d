import type { Logger } from "pino";
import type { AppDatabase } from "./db/database.ts";
import { createSchedulingService } from "./scheduling/scheduling-service.ts";

export function createServices({ database, logger }: { database: AppDatabase; logger: Logger }) {
  return {
    database,
    scheduling: createSchedulingService(database, logger),
  };
}

export type Services = ReturnType<typeof createServices>;
