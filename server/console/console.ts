/**
 * The staff console's server side, created once per process: accounts, sessions, sign-in,
 * the audit log, and the services the console's pages reach through the router context.
 */
import type { Logger } from "pino";
import type { ConsoleServices } from "#shared/console/contract.ts";
import { createDashboard } from "../analytics/dashboard.ts";
import type { Clock } from "../clock.ts";
import { createCollectionStore } from "../content/collection-store.ts";
import { createContentStore } from "../content/content-store.ts";
import { createPreviewLinks } from "../content/preview-links.ts";
import type { AppDatabase } from "../db/database.ts";
import type { Delivery } from "../delivery/delivery.ts";
import { readManifest } from "../http/prerendered-pages.ts";
import { createRateLimiter } from "../http/rate-limit.ts";
import { createDailyDigest } from "../people/daily-digest.ts";
import { createPeopleInbox } from "../people/inbox.ts";
import { createPersonRecord } from "../people/record.ts";
import type { SchedulingService } from "../scheduling/scheduling-service.ts";
import type { Settings } from "../settings/settings.ts";
import { createConsoleAnalytics } from "./analytics-report.ts";
import { createAuditLog } from "./audit-log.ts";
import { createAgenda } from "./bookings-agenda.ts";
import { createConsoleDeliveries } from "./deliveries.ts";
import { createLeadExport } from "./lead-export.ts";
import { createPasskeyCeremonies } from "./passkey-ceremonies.ts";
import { createPasskeyStore } from "./passkeys.ts";
import { createPrivacy } from "./privacy.ts";
import { createSessionStore } from "./sessions.ts";
import { createSignInLinks } from "./sign-in-links.ts";
import { createStaffRepository } from "./staff-repository.ts";
import { createTimeOffService } from "./time-off.ts";

export interface ConsoleOptions {
  database: AppDatabase;
  logger: Logger;
  settings: Pick<Settings, "console" | "scheduling" | "leads" | "delivery" | "server">;
  now: Clock;
  delivery: Pick<Delivery, "enqueue" | "committed" | "outbox" | "linkSecret">;
  scheduling: Pick<SchedulingService, "config" | "links" | "freeSlots">;
  /** Called after each content publish commits (the publishing worker renders the site). */
  afterPublish?: () => void;
}

export function createConsole({ database, logger, settings, now, delivery, scheduling, afterPublish }: ConsoleOptions) {
  const db = database.db;
  const staff = createStaffRepository(db, now);
  const sessions = createSessionStore(db, settings.console, now);
  const audit = createAuditLog(db, now);
  const passkeys = createPasskeyStore(db, now);
  const signInLimiter = createRateLimiter({ db, name: "staff-sign-in", ...settings.console.signInRateLimit, logger });
  const links = createSignInLinks({
    database,
    staff,
    sessions,
    audit,
    delivery,
    limiter: signInLimiter,
    origin: settings.console.origin,
    now,
    onBackgroundError: (error) => logger.error({ err: error }, "console: sending a sign-in link failed"),
  });

  const timeOff = createTimeOffService({ database, audit, zone: settings.scheduling.teamTimeZone, now });
  const ceremonies = createPasskeyCeremonies({
    db,
    origin: settings.console.origin,
    now,
    passkeys,
    staff,
    sessions,
    audit,
  });
  const teamTimeZone = settings.scheduling.teamTimeZone;
  const inbox = createPeopleInbox(db, now, teamTimeZone);
  const record = createPersonRecord({ db, staff, audit, now });
  const leadExport = createLeadExport({ database, inbox, audit, teamTimeZone });
  const dailyDigest = createDailyDigest({
    db,
    inbox,
    delivery,
    hour: settings.leads.dailyDigestHour,
    teamTimeZone,
    consoleOrigin: settings.console.origin,
    logger,
    now,
  });
  const agenda = createAgenda({
    database,
    scheduling,
    timeOff,
    audit,
    workflow: record,
    owners: async () =>
      (await staff.list())
        .filter((member) => member.disabledAt === null)
        .map((member) => ({ id: member.id, name: member.name })),
    now,
  });

  const previewLinks = createPreviewLinks({
    linkSecret: delivery.linkSecret,
    lifetimeMs: settings.console.previewLinkMs,
    now,
  });

  const content = createContentStore({ db, audit, now, onPublished: () => afterPublish?.() });
  const services: ConsoleServices = {
    teamTimeZone: settings.scheduling.teamTimeZone,
    deployedAt: builtAtOf(settings.server.buildDir),
    contentPreview: {
      async link(documentId, locale) {
        return previewLinks.create(documentId, locale);
      },
      origin: settings.console.origin,
    },
    auth: {
      requestSignInLink: (email, client) => links.request(email, client),
      checkSignInLink: (token) => links.check(token),
      redeemSignInLink: (token, client) => links.redeem(token, client),
      async signOut(session, actor) {
        await sessions.end(session.id);
        await audit.record({ actor, action: "session.sign-out" });
        return { setCookie: sessions.clearCookie };
      },
      async signOutEverywhere(session, actor) {
        const ended = await sessions.endAll(session.staff.id);
        await audit.record({ actor, action: "session.sign-out-everywhere", detail: { ended } });
        return { setCookie: sessions.clearCookie, ended };
      },
      sessions: (session) => sessions.list(session.staff.id, session.id),
      passkeys: (session) => passkeys.list(session.staff.id),
      async removePasskey(session, passkeyId, actor) {
        const removed = await passkeys.remove(session.staff.id, passkeyId);
        if (removed) await audit.record({ actor, action: "passkey.remove", target: passkeyId });
        return removed;
      },
    },
    audit: { list: audit.list },
    bookings: { ...agenda, ...timeOff },
    privacy: createPrivacy({ database, audit, now }),
    leads: {
      ...record,
      async inbox(query, actor) {
        const [page, members] = await Promise.all([inbox.inbox(query, actor), staff.list()]);
        const active = members.filter((member) => !member.disabledAt).map(({ id, name }) => ({ id, name }));
        return { ...page, staff: active };
      },
      unread: inbox.unread,
      markInboxSeen: inbox.markInboxSeen,
      overview: inbox.overview,
      exportCsv: leadExport.exportCsv,
      exportCount: leadExport.exportCount,
    },
    deliveries: createConsoleDeliveries({
      db,
      delivery,
      audit,
      workflow: record,
      teamInbox: settings.delivery.salesInbox,
      now,
    }),
    analytics: createConsoleAnalytics(createDashboard(database, teamTimeZone)),
    content,
    collections: createCollectionStore({ db, content, audit, now, onChanged: () => afterPublish?.() }),
  };

  return { services, staff, sessions, audit, passkeys, ceremonies, signInLimiter, links, previewLinks, dailyDigest };
}

export type StaffConsole = ReturnType<typeof createConsole>;

/** When the build in `buildDir` was made, from its pre-render manifest; null without one (the development server). */
function builtAtOf(buildDir: string): string | null {
  try {
    return readManifest(buildDir).builtAt;
  } catch {
    return null;
  }
}
