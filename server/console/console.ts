/**
 * The staff console's server side, created once per process: accounts, sessions, sign-in,
 * the audit log, and the services the console's pages reach through the router context.
 */
import type { Logger } from "pino";
import type { ConsoleServices } from "#shared/console/contract.ts";
import { createDashboard } from "../analytics/dashboard.ts";
import type { Clock } from "../clock.ts";
import { createContentStore } from "../content/content-store.ts";
import type { AppDatabase } from "../db/database.ts";
import type { Delivery } from "../delivery/delivery.ts";
import { createRateLimiter } from "../http/rate-limit.ts";
import type { SchedulingService } from "../scheduling/scheduling-service.ts";
import type { Settings } from "../settings/settings.ts";
import { createConsoleAnalytics } from "./analytics-report.ts";
import { createAuditLog } from "./audit-log.ts";
import { createAgenda } from "./bookings-agenda.ts";
import { createConsoleDeliveries } from "./deliveries.ts";
import { createLeadExport } from "./lead-export.ts";
import { createLeadWorkflow } from "./lead-workflow.ts";
import { createLeadsInbox } from "./leads-inbox.ts";
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
  settings: Pick<Settings, "console" | "scheduling" | "delivery">;
  now: Clock;
  delivery: Pick<Delivery, "enqueue" | "committed" | "outbox">;
  scheduling: Pick<SchedulingService, "config" | "links" | "freeSlots">;
}

export function createConsole({ database, logger, settings, now, delivery, scheduling }: ConsoleOptions) {
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
  const inbox = createLeadsInbox(db, now, teamTimeZone);
  const workflow = createLeadWorkflow({ db, inbox, staff, audit, now });
  const agenda = createAgenda({
    database,
    scheduling,
    timeOff,
    audit,
    workflow,
    owners: async () =>
      (await staff.list())
        .filter((member) => member.disabledAt === null)
        .map((member) => ({ id: member.id, name: member.name })),
    now,
  });
  const leadExport = createLeadExport({ database, audit, teamTimeZone });

  const services: ConsoleServices = {
    teamTimeZone: settings.scheduling.teamTimeZone,
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
    leads: { ...workflow, inbox: inbox.inbox, overview: inbox.overview, exportCsv: leadExport.exportCsv },
    deliveries: createConsoleDeliveries({
      db,
      delivery,
      audit,
      workflow,
      teamInbox: settings.delivery.salesInbox,
      now,
    }),
    analytics: createConsoleAnalytics(createDashboard(database)),
    content: createContentStore({ db, audit, now }),
  };

  return { services, staff, sessions, audit, passkeys, ceremonies, signInLimiter, links };
}

export type StaffConsole = ReturnType<typeof createConsole>;
