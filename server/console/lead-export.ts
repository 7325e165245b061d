/**
 * The console's CSV download: the very CSV of `npm run leads:export` (same `listLeads` and
 * `leadsToCsv`), for days in the team's time zone and one kind or all. Each download is
 * recorded in the audit log with its range, kind and row count (no personal data).
 */
import {
  dayRangeInstants,
  type ExportFile,
  type ExportRequest,
  type LeadKind,
  leadsSearch,
} from "#shared/console/leads.ts";
import type { Actor } from "#shared/console/staff.ts";
import type { AppDatabase } from "../db/database.ts";
import { type LeadType, leadsToCsv, listLeads } from "../leads/export.ts";
import type { PeopleInbox } from "../people/inbox.ts";
import type { AuditLog } from "./audit-log.ts";

/** An inbox view exports at most this many people. */
const VIEW_EXPORT_MAX = 10_000;

/** The export command's name for each kind of lead (`--type`). */
export const EXPORT_TYPE_OF: Record<LeadKind, LeadType> = {
  whitepaper: "whitepaper",
  "meeting-request": "meeting",
  booking: "booking",
};

export function exportFilename(request: ExportRequest): string {
  const range = `${request.from ?? "start"}-to-${request.to ?? "now"}`;
  if (request.view) return `leads-view-${range}.csv`;
  return `leads-${request.kind ? `${request.kind}-` : ""}${range}.csv`;
}

export function createLeadExport({
  database,
  inbox,
  audit,
  teamTimeZone,
}: {
  database: AppDatabase;
  inbox: Pick<PeopleInbox, "idsOf">;
  audit: Pick<AuditLog, "record">;
  teamTimeZone: string;
}) {
  async function leadsOf(request: ExportRequest, actor: Actor) {
    const { from, to } = dayRangeInstants(request, teamTimeZone);
    return listLeads(database, {
      from,
      to,
      types: request.kind ? [EXPORT_TYPE_OF[request.kind]] : undefined,
      personIds: request.view ? await inbox.idsOf(request.view, actor, VIEW_EXPORT_MAX) : undefined,
      timeZone: teamTimeZone,
    });
  }

  async function exportCsv(request: ExportRequest, actor: Actor): Promise<ExportFile> {
    const { records, damaged } = await leadsOf(request, actor);
    await audit.record({
      actor,
      action: "lead.export",
      detail: {
        from: request.from ?? null,
        to: request.to ?? null,
        timeZone: teamTimeZone,
        kind: request.kind ?? "all",
        view: request.view ? leadsSearch({ ...request.view, search: request.view.search ? "(search)" : "" }) : null,
        rows: records.length,
        ...(damaged.length > 0 ? { damaged } : {}),
      },
    });
    return { filename: exportFilename(request), csv: leadsToCsv(records), rows: records.length };
  }

  async function exportCount(request: ExportRequest, actor: Actor): Promise<number> {
    return (await leadsOf(request, actor)).records.length;
  }

  return { exportCsv, exportCount };
}
