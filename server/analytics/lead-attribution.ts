/**
 * The attribution stored with every lead (table `lead_attribution`): written in the lead's
 * transaction, shown in the console, the CSV export and the webhooks, erased with the lead.
 */
import type { Insertable, Kysely, Selectable } from "kysely";
import {
  type Attribution,
  type AttributionSummary,
  classifyChannel,
  type TouchSummary,
} from "#shared/analytics/attribution.ts";
import type { DatabaseSchema, LeadAttributionTable } from "../db/schema.ts";

export type LeadKind = "whitepaper" | "meeting" | "booking";
export type AttributionRow = Selectable<LeadAttributionTable>;

export function attributionRow(
  leadId: string,
  kind: LeadKind,
  createdAt: string,
  { first, last, convertingPage }: Attribution,
): Insertable<LeadAttributionTable> {
  return {
    lead_id: leadId,
    kind,
    created_at: createdAt,
    first_source: first.source,
    first_medium: first.medium,
    first_campaign: first.campaign,
    first_term: first.term,
    first_content: first.content,
    first_referrer: first.referrer,
    first_channel: classifyChannel(first),
    landing_page: first.page,
    last_source: last.source,
    last_medium: last.medium,
    last_campaign: last.campaign,
    last_term: last.term,
    last_content: last.content,
    last_referrer: last.referrer,
    last_channel: classifyChannel(last),
    converting_page: convertingPage,
  };
}

export function summaryOf(row: Insertable<LeadAttributionTable>): AttributionSummary {
  const touch = (prefix: "first" | "last"): TouchSummary => ({
    channel: row[`${prefix}_channel`],
    source: row[`${prefix}_source`],
    medium: row[`${prefix}_medium`],
    campaign: row[`${prefix}_campaign`],
    term: row[`${prefix}_term`],
    content: row[`${prefix}_content`],
    referrer: row[`${prefix}_referrer`],
  });
  return {
    firstTouch: touch("first"),
    lastTouch: touch("last"),
    landingPage: row.landing_page,
    convertingPage: row.converting_page,
  };
}

/** Stores a lead's attribution (in the lead's transaction); a repeated lead id keeps the first. */
export async function saveAttribution(
  db: Kysely<DatabaseSchema>,
  row: Insertable<LeadAttributionTable>,
): Promise<void> {
  await db
    .insertInto("lead_attribution")
    .values(row)
    .onConflict((conflict) => conflict.column("lead_id").doNothing())
    .execute();
}

export async function attributionByLead(
  db: Kysely<DatabaseSchema>,
  leadIds: readonly string[],
): Promise<Map<string, AttributionRow>> {
  const result = new Map<string, AttributionRow>();
  for (let index = 0; index < leadIds.length; index += 500) {
    const rows = await db
      .selectFrom("lead_attribution")
      .selectAll()
      .where("lead_id", "in", leadIds.slice(index, index + 500))
      .execute();
    for (const row of rows) result.set(row.lead_id, row);
  }
  return result;
}
