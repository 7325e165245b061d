/** Starts the server: settings, database, services, delivery worker, HTTP; drains on SIGTERM. See main.ts. */
import type { Server } from "node:http";
import path from "node:path";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { startAnalyticsThread } from "./analytics/analytics-thread-client.ts";
import { createBeaconEndpoint } from "./api/analytics.ts";
import { withBeaconFastPath } from "./api/beacon-fast-path.ts";
import { createApp } from "./app.ts";
import { systemClock } from "./clock.ts";
import { reportInvalidStoredContent } from "./content/stored-content-check.ts";
import { type AppDatabase, openDatabase } from "./db/database.ts";
import { createHttpServer } from "./http/http-server.ts";
import { createLogger } from "./logger.ts";
import { createPublishing, type Publishing } from "./publishing/publishing.ts";
import { createServices } from "./services.ts";
import { readSettings, SettingsError } from "./settings/settings.ts";
import { readSiteRecord, thirdPartyOrigins } from "./settings/site-record.ts";

const SHUTDOWN_GRACE_MS = 10_000;
const isDev = process.argv.includes("--dev");

function settingsOrExit() {
  try {
    return readSettings();
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    process.stderr.write(`${error.message}\nSee the settings table in README.md.\n`);
    process.exit(1);
  }
}

const settings = settingsOrExit();
const config = settings.server;
const logger = createLogger(config.logLevel);

async function loadBuild(): Promise<{
  build: ServerBuild | (() => Promise<ServerBuild>);
  devMiddleware?: RequestHandler;
}> {
  if (!isDev) {
    const serverBuild = path.join(config.buildDir, "server", "index.js");
    return { build: (await import(serverBuild)) as ServerBuild };
  }
  const vite = await import("vite");
  const devServer = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
  return {
    build: () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    devMiddleware: devServer.middlewares as unknown as RequestHandler,
  };
}

function reportDeliverySetup(configured: { email: boolean; webhook: boolean }) {
  const { delivery } = settings;
  if (delivery.mailToLog) logger.warn("e-mail: MAIL_TO_LOG=true, e-mails are written to the log, not sent");
  else if (!configured.email) {
    logger.warn(
      "e-mail is not configured (SMTP_URL unset): leads are stored and their e-mails wait in the outbox; /healthz shows the backlog",
    );
  }
  if (configured.webhook) logger.info("webhooks: events are sent to WEBHOOK_URL");
}

/**
 * A damaged SQLite file stops the start: new leads would go into it, and reads fail at random.
 * The fix is a restore from the latest backup (README, "Backup and restore").
 */
async function refuseDamagedDatabase(database: AppDatabase): Promise<void> {
  const problems = await database.checkIntegrity().catch((error: Error) => [error.message]);
  if (problems.length === 0) return;
  logger.fatal({ problems: problems.slice(0, 20) }, "database: the integrity check failed; not starting");
  await database.close().catch(() => {});
  throw new Error(
    `the database file ${database.file} is damaged (${problems.slice(0, 3).join("; ")}).\n` +
      "Not starting, so no new lead is written into it. Restore the latest backup (README.md, " +
      '"Backup and restore"); `npm run leads:export` still exports every lead it can read.',
  );
}

async function start() {
  const database = await openDatabase({
    databaseUrl: settings.database.url,
    dataDir: settings.database.dataDir,
    logger,
  });
  await refuseDamagedDatabase(database);
  // Beacons are counted, and rollups and purges run, on the analytics thread; this thread's
  // analytics only answers the console's dashboard. It starts (loads its modules, opens its
  // connection: seconds on a busy machine) while the rest of the server does.
  const analyticsThreadStarted = startAnalyticsThread({
    options: {
      databaseUrl: settings.database.url,
      dataDir: settings.database.dataDir,
      logLevel: config.logLevel,
      settings: settings.analytics,
    },
    logger,
    now: systemClock,
  });
  // Its failure stops the start where it is awaited, below.
  analyticsThreadStarted.catch(() => {});
  let publishing: Publishing | undefined;
  const services = createServices({ database, logger, settings, afterPublish: () => publishing?.nudge() });
  // The first health check waits for its write probe and integrity check; later ones answer at once.
  await services.storageHealth.problems();
  reportDeliverySetup(services.delivery.configured);
  services.delivery.worker.start();
  services.console.dailyDigest.start();
  const { build, devMiddleware } = await loadBuild();
  await reportInvalidStoredContent(
    typeof build === "function" ? await build() : build,
    services.console.services.content,
    logger,
  );
  if (typeof build !== "function") {
    publishing = createPublishing({
      db: database.db,
      collections: services.console.services.collections,
      logger,
      buildDir: config.buildDir,
      server: build,
      siteUrl: settings.site.siteUrl,
      cspExtras: thirdPartyOrigins(readSiteRecord(config.buildDir) ?? settings.site),
      ...settings.console.publishing,
    });
    await publishing.prepare();
    publishing.start();
  }
  const analyticsThread = await analyticsThreadStarted;
  const beacons = createBeaconEndpoint({ recorder: analyticsThread, settings: settings.analytics });
  const app = createApp({
    settings,
    services,
    logger,
    build,
    devMiddleware,
    publishedSite: publishing?.current,
    beacons,
  });

  const server: Server = createHttpServer(withBeaconFastPath(app, beacons, logger)).listen(config.port, config.host);
  server.on("listening", () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    logger.info(
      { port, host: config.host, database: database.dialect, mode: isDev ? "development" : "production" },
      `Horizon website listening on http://localhost:${port}`,
    );
  });
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EADDRINUSE") {
      process.stderr.write(
        `Port ${config.port} is already in use. Stop the other server or set PORT to a free port.\n`,
      );
    } else {
      process.stderr.write(`Could not start the server: ${error.message}\n`);
    }
    process.exit(1);
  });

  let shuttingDown = false;
  async function shutdown(signal: string) {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    const forceExit = setTimeout(() => {
      logger.warn("in-flight requests did not finish in time; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    forceExit.unref();
    // The worker finishes what it is sending (or gives it back) while requests drain.
    const deliveryStopped = Promise.all([
      services.delivery.worker.stop(SHUTDOWN_GRACE_MS / 2),
      services.console.dailyDigest.stop(),
      publishing?.stop(),
    ]);
    server.close(async () => {
      // Only once no request can bring another beacon: the thread writes every one it was given.
      await analyticsThread.stop();
      await deliveryStopped;
      await database.close().catch((error) => logger.error({ err: error }, "closing the database failed"));
      logger.info("stopped");
      // Exit once the log has reached stdout, or the last lines can be lost.
      logger.flush(() => process.exit(0));
    });
    // A connection turns idle once its in-flight answer is sent; kept alive (65 s) it would hold the exit.
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100).unref();
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

start().catch((error: Error) => {
  process.stderr.write(`Could not start the server: ${error.message}\n`);
  process.exit(1);
});
