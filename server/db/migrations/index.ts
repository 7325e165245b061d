import type { Migration, MigrationProvider } from "kysely/migration";
import * as leads from "./0001_leads.ts";
import * as bookings from "./0002_bookings.ts";
import * as abuseProtection from "./0003_abuse_protection.ts";
import * as delivery from "./0004_delivery.ts";
import * as staffConsole from "./0005_staff_console.ts";
import * as outboxRetry from "./0006_outbox_retry.ts";
import * as leadIds from "./0007_lead_ids.ts";
import * as healthProbe from "./0008_health_probe.ts";
import * as analytics from "./0009_analytics.ts";
import * as content from "./0010_content.ts";
import * as people from "./0011_people.ts";
import * as meetingOutcomes from "./0012_meeting_outcomes.ts";
import * as publishing from "./0013_publishing.ts";
import * as collections from "./0014_collections.ts";
import * as media from "./0015_media.ts";
import * as contentBaseHash from "./0016_content_base_hash.ts";

/**
 * Every migration, in order. Names sort lexically (NNNN_name), which is the
 * order Kysely applies them in. Add a new migration as a file and one line here.
 */
export const migrations: Record<string, Migration> = {
  "0001_leads": leads,
  "0002_bookings": bookings,
  "0003_abuse_protection": abuseProtection,
  "0004_delivery": delivery,
  "0005_staff_console": staffConsole,
  "0006_outbox_retry": outboxRetry,
  "0007_lead_ids": leadIds,
  "0008_health_probe": healthProbe,
  "0009_analytics": analytics,
  "0010_content": content,
  "0011_people": people,
  "0012_meeting_outcomes": meetingOutcomes,
  "0013_publishing": publishing,
  "0014_collections": collections,
  "0015_media": media,
  "0016_content_base_hash": contentBaseHash,
};

/** A static provider: no file-system scanning, so it works the same from source and from a bundle. */
export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
