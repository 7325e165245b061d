import { randomBytes } from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import type { Logger } from "pino";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { findConsolePage } from "#shared/console/routes.ts";
import {
  clientAddressContext,
  consoleServicesContext,
  consoleSessionContext,
  contentPreviewContext,
  cspNonceContext,
  mediaFilesContext,
  servicesContext,
} from "#shared/server-context.ts";
import { type BeaconEndpoint, createBeaconEndpoint } from "./api/analytics.ts";
import { createApiRouter } from "./api/router.ts";
import { createSchedulingRouter } from "./api/scheduling.ts";
import { createWhitepaperDownloadRouter } from "./api/whitepaper-download.ts";
import { consoleGate } from "./console/gate.ts";
import { createPasskeyApi } from "./console/passkey-api.ts";
import { contentPreviewPages } from "./content/preview-pages.ts";
import { CACHE_POLICY } from "./http/cache-policy.ts";
import { canonicalRedirect } from "./http/canonical-redirect.ts";
import { cachedNotFoundData } from "./http/not-found-data.ts";
import { builtSite, prerenderedNotFound, prerenderedPages, type ServedSite } from "./http/prerendered-pages.ts";
import { clientKey } from "./http/rate-limit.ts";
import {
  apiNotFound,
  isApiPath,
  rejectMalformedHost,
  rejectOversizedBody,
  sameOriginWrites,
  supportedMethodsOnly,
} from "./http/request-guards.ts";
import { requestLog } from "./http/request-log.ts";
import { contentSecurityPolicy, setBaseSecurityHeaders } from "./http/security-headers.ts";
import { staticFiles } from "./http/static-files.ts";
import { createMediaApi } from "./media/media-api.ts";
import { cachedMediaFiles } from "./media/media-cache.ts";
import { mediaFiles } from "./media/media-files.ts";
import type { Services } from "./services.ts";
import type { Settings } from "./settings/settings.ts";
import { readSiteRecord, thirdPartyOrigins } from "./settings/site-record.ts";

export interface AppOptions {
  settings: Pick<Settings, "server" | "site" | "leads" | "analytics" | "console">;
  services: Services;
  logger: Logger;
  /** The React Router server build, or a loader for it (development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Development: Vite's middleware serves modules and assets instead of the build output. */
  devMiddleware?: RequestHandler;
  /** The site served from memory (server/publishing/publishing.ts); the build's pages when not given. */
  publishedSite?: () => ServedSite;
  /** The page-view beacon's endpoint (start.ts: fed to the analytics thread); this thread's analytics when not given. */
  beacons?: BeaconEndpoint;
}

/**
 * `GET /healthz`: 200 while the database answers and this instance can store submissions
 * (server/db/storage-health.ts: a write probe, free space, recent storage failures, integrity);
 * 503 with the problems otherwise, so a load balancer stops sending visitors here. The delivery
 * backlog (jobs waiting, failed, and the age of the oldest waiting one) is reported, not failed
 * on, so instances stay in service while the SMTP server is down.
 */
export function healthCheck(services: Pick<Services, "database" | "delivery" | "storageHealth">): RequestHandler {
  return async (_req, res) => {
    res.setHeader("Cache-Control", CACHE_POLICY.noStore);
    try {
      await services.database.ping();
    } catch {
      res.status(503).json({ status: "unavailable", error: "The database is not reachable." });
      return;
    }
    const problems = await services.storageHealth.problems();
    const backlog = await services.delivery.backlog().catch(() => undefined);
    const delivery = { ...services.delivery.configured, ...backlog };
    if (problems.length > 0) {
      res.status(503).json({ status: "unavailable", error: problems[0], problems, delivery });
      return;
    }
    res.json({ status: "ok", delivery });
  };
}

export function createApp({
  settings,
  services,
  logger,
  build,
  devMiddleware,
  publishedSite,
  beacons = createBeaconEndpoint({ recorder: services.analytics, settings: settings.analytics }),
}: AppOptions) {
  const config = settings.server;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  const cspExtras = thirdPartyOrigins(readSiteRecord(config.buildDir) ?? settings.site);

  app.use(requestLog(logger));
  app.use((_req, res, next) => {
    setBaseSecurityHeaders(res);
    next();
  });

  // Request guards, in this order, before any work is done for a request (server/http/request-guards.ts):
  // - Host: a malformed or repeated Host (or trusted X-Forwarded-Host) is a 400, so no address is built from it.
  app.use(rejectMalformedHost);
  // - Body size: a body declared over 16 KB is a 413 at once, connection closed. JSON endpoints parse
  //   their body with the same cap, or a smaller one (`jsonBody`, server/http/json-api.ts).
  app.use(rejectOversizedBody);
  // - Cross-site writes (CSRF): a POST, PUT, PATCH or DELETE a browser sent from another site is a 403,
  //   for the JSON API (leads, scheduling, analytics) and the pages' form posts alike. The console is
  //   guarded by its gate below (its own origin only, and a session with the role the access table asks).
  app.use(sameOriginWrites);
  // Rate limits, validation and proof of work are the services' (server/leads, server/scheduling):
  // the routers below only translate HTTP.

  app.get("/healthz", healthCheck(services));
  // The page-view beacon answers before any page handling. Ordinary beacons do not get here at
  // all: the HTTP server answers them before Express (server/api/beacon-fast-path.ts).
  app.use(beacons.router);
  app.use(createWhitepaperDownloadRouter(services));
  // Uploaded images (`/media/<hash>.<ext>`), from the database for every instance (the most read
  // kept in memory: a name is its content's hash); unknown names are a plain 404.
  app.use(mediaFiles(cachedMediaFiles(services.media)));

  app.use(canonicalRedirect);

  /** Pages rendered per request carry a fresh nonce in their CSP. */
  function setPageCsp(req: express.Request, res: express.Response) {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    const preview = res.locals.contentPreview !== undefined;
    // The studio's preview page frames the page being previewed (same origin only).
    const framesPreview = findConsolePage(req.path)?.id === "console-content-preview";
    const frameOrigins = framesPreview ? ["'self'", ...cspExtras.frameOrigins] : cspExtras.frameOrigins;
    res.setHeader(
      "Content-Security-Policy",
      contentSecurityPolicy({ nonce, ...cspExtras, frameOrigins, frameAncestors: preview ? "'self'" : "'none'" }),
    );
  }
  const renderPage = createRequestHandler({
    build,
    mode: devMiddleware ? "development" : "production",
    getLoadContext(req, res) {
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      context.set(clientAddressContext, clientKey(req));
      context.set(cspNonceContext, String(res.locals.cspNonce ?? ""));
      context.set(consoleServicesContext, services.console.services);
      context.set(consoleSessionContext, res.locals.consoleSession ?? null);
      context.set(contentPreviewContext, res.locals.contentPreview ?? null);
      context.set(mediaFilesContext, services.media);
      return context;
    },
  });

  // Preview links render the page with a draft, before the pre-rendered files would answer.
  app.use(
    contentPreviewPages({
      links: services.console.previewLinks,
      render(req, res, next) {
        setPageCsp(req, res);
        void renderPage(req, res, next);
      },
    }),
  );

  if (devMiddleware) {
    app.use(devMiddleware);
  } else {
    // Publishing: the live generation's files, or the build's pages, before the build's other files.
    const built = publishedSite ? undefined : builtSite(config.buildDir, cspExtras);
    const currentSite = publishedSite ?? (() => built as ServedSite);
    app.use(prerenderedPages(currentSite));
    app.use(staticFiles(path.join(config.buildDir, "client")));
    // Unknown pages: the pre-built not-found page (and its route data) from memory, before anything else.
    app.use(prerenderedNotFound(currentSite));
    if (typeof build !== "function") app.use(cachedNotFoundData(build));
  }

  // Everything below is generated per request. Pages rendered by React Router set their own Cache-Control.
  app.use(compression());
  app.use((req, res, next) => {
    if (isApiPath(req.path)) res.setHeader("Cache-Control", CACHE_POLICY.noStore);
    next();
  });
  app.use(consoleGate({ sessions: services.console.sessions, origin: settings.console.origin }));
  app.use(createPasskeyApi({ ceremonies: services.console.ceremonies, limiter: services.console.signInLimiter }));
  app.use(createMediaApi({ media: services.media, maxBytes: settings.console.uploadMaxBytes }));
  app.use(createApiRouter(services));
  app.use(createSchedulingRouter(services));
  app.use(apiNotFound);
  app.use(supportedMethodsOnly);

  app.use((req, res, next) => {
    setPageCsp(req, res);
    next();
  });
  app.all("/{*path}", renderPage);

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    const status = typeof error?.status === "number" && error.status >= 400 && error.status < 600 ? error.status : 500;
    if (status >= 500) logger.error({ err: error, path: req.path }, "request failed");
    if (res.headersSent) {
      res.end();
      return;
    }
    const message = status >= 500 ? "Something went wrong on our side. Please try again later." : error.message;
    res.status(status).setHeader("Cache-Control", CACHE_POLICY.noStore);
    if (req.accepts(["html", "json"]) === "json" || isApiPath(req.path)) {
      res.json({ error: message });
    } else {
      res.type("text/plain").send(message);
    }
  };
  app.use(onError);
  return app;
}
