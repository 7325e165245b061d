import type { Logger } from "pino";
import type { AppDatabase } from "../db/database.ts";

// Placeholder until the scheduler lands.
export function createSchedulingService(_database: AppDatabase, _logger: Logger) {
  return {};
}
