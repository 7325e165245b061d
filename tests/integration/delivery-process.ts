/**
 * A server process for the delivery tests that kill or run several instances:
 * the same services, routers and worker as tests/integration/delivery-harness.ts,
 * configured by the environment (plus DELIVERY_TEST_WORKER, JSON worker timings).
 * Prints "listening <port>" when ready; on SIGTERM stops the worker, then exits.
 */
import type { AddressInfo } from "node:net";
import pino from "pino";
import { openDatabase } from "../../server/db/database.ts";
import { createServices } from "../../server/services.ts";
import { deliveryApp, testSettingsFrom } from "./delivery-harness.ts";

const settings = testSettingsFrom(process.env as Record<string, string>);
const logger = pino({ level: process.env.LOG_LEVEL ?? "silent" });
const database = await openDatabase({ databaseUrl: settings.database.url, dataDir: settings.database.dataDir, logger });
const services = createServices({
  database,
  logger,
  settings,
  worker: JSON.parse(process.env.DELIVERY_TEST_WORKER ?? "{}"),
});
services.delivery.worker.start();
const server = deliveryApp(services).listen(0, "127.0.0.1", () => {
  process.stdout.write(`listening ${(server.address() as AddressInfo).port}\n`);
});

process.on("SIGTERM", async () => {
  await services.delivery.worker.stop(Number(process.env.DELIVERY_TEST_GRACE_MS ?? 1000));
  server.closeAllConnections();
  server.close();
  await database.close();
  process.exit(0);
});
