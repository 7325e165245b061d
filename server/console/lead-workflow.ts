/**
 * One lead as the console shows it (every field, its deliveries, the team's workflow and the
 * activity timeline) and the team's changes to it: status, owner and internal notes. Each
 * change writes its `lead_activity` row and its audit entry in one transaction; a status
 * change is a compare-and-set on the status the member saw, so a stale form is refused.
 */
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import {
  isLeadStatus,
  LEAD_STATUS_LABELS,
  type LeadActivityEntry,
  type LeadDetail,
  type LeadFields,
  type LeadKind,
  type LeadOwner,
  type LeadStatus,
  noteText,
  STATUS_TRANSITIONS,
  type WorkflowChange,
  type WorkflowProblem,
  type WorkflowResult,
} from "#shared/console/leads.ts";
import type { Actor } from "#shared/console/staff.ts";
import { findWhitepaper } from "#shared/content/whitepapers.ts";
import { attributionByLead, summaryOf } from "../analytics/lead-attribution.ts";
import type { Clock } from "../clock.ts";
import { type Refuse, refusableTransaction } from "../db/refusable-transaction.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import { createBookingRepository } from "../scheduling/booking-repository.ts";
import type { AuditLog } from "./audit-log.ts";
import type { LeadsInbox } from "./leads-inbox.ts";
import type { StaffRepository } from "./staff-repository.ts";

async function leadFields(db: Kysely<DatabaseSchema>, id: string, kind: LeadKind): Promise<LeadFields | undefined> {
  if (kind === "whitepaper") {
    const row = await db.selectFrom("whitepaper_requests").selectAll().where("id", "=", id).executeTakeFirst();
    return (
      row && {
        kind,
        id: row.id,
        receivedAt: row.created_at,
        name: row.name,
        email: row.email,
        company: row.company_name,
        suspectedBot: Number(row.suspected_bot) === 1,
        whitepaper: findWhitepaper(row.whitepaper_id)?.title ?? row.whitepaper_id,
        phone: row.phone,
        marketingConsent: Number(row.marketing_consent) === 1,
        consentRecordedAt: row.consent_recorded_at,
        channel: row.channel,
      }
    );
  }
  if (kind === "meeting-request") {
    const row = await db.selectFrom("meeting_requests").selectAll().where("id", "=", id).executeTakeFirst();
    return (
      row && {
        kind,
        id: row.id,
        receivedAt: row.created_at,
        name: row.name,
        email: row.email,
        company: row.company,
        suspectedBot: Number(row.suspected_bot) === 1,
        message: row.message,
        channel: row.channel,
      }
    );
  }
  const booking = await createBookingRepository(db).findById(id);
  return (
    booking && {
      kind,
      id: booking.id,
      receivedAt: booking.createdAt,
      name: booking.name,
      email: booking.email,
      company: booking.company,
      suspectedBot: booking.suspectedBot,
      start: booking.start,
      end: booking.end,
      bookingStatus: booking.status,
      visitorTimeZone: booking.timeZone,
      teamTimeZone: booking.teamTimeZone,
      guests: booking.guests,
      notes: booking.notes,
      answers: booking.answers,
      utm: booking.utm,
      updatedAt: booking.updatedAt,
    }
  );
}

function toActivity(
  row: { id: string; created_at: string; type: string; detail: string; by: string | null },
  ownerName: (id: unknown) => string | null,
): LeadActivityEntry {
  const detail = JSON.parse(row.detail) as Record<string, unknown>;
  const base = { id: row.id, at: row.created_at, by: row.by ?? "a former member" };
  if (row.type === "status") {
    return {
      ...base,
      type: "status",
      from: isLeadStatus(detail.from) ? detail.from : "new",
      to: isLeadStatus(detail.to) ? detail.to : "new",
    };
  }
  if (row.type === "owner") return { ...base, type: "owner", from: ownerName(detail.from), to: ownerName(detail.to) };
  return { ...base, type: "note", text: String(detail.text ?? "") };
}

export function createLeadWorkflow({
  db,
  inbox,
  staff,
  audit,
  now,
}: {
  db: Kysely<DatabaseSchema>;
  inbox: Pick<LeadsInbox, "kindOf">;
  staff: Pick<StaffRepository, "list" | "findActiveById">;
  audit: Pick<AuditLog, "record">;
  now: Clock;
}) {
  async function detail(id: string): Promise<LeadDetail | undefined> {
    const kind = await inbox.kindOf(id);
    const lead = kind && (await leadFields(db, id, kind));
    if (!lead) return undefined;
    const [members, workflow, activity, deliveries, attribution] = await Promise.all([
      staff.list(),
      db.selectFrom("lead_workflow").selectAll().where("lead_id", "=", id).executeTakeFirst(),
      db
        .selectFrom("lead_activity as activity")
        .leftJoin("staff_members as member", "member.id", "activity.staff_id")
        .select(["activity.id", "activity.created_at", "activity.type", "activity.detail", "member.name as by"])
        .where("activity.lead_id", "=", id)
        .orderBy("activity.created_at", "desc")
        .orderBy("activity.id", "desc")
        .execute(),
      db
        .selectFrom("outbox_jobs")
        .select(["id", "topic", "channel", "status", "attempts", "last_error", "created_at", "finished_at"])
        .where("subject_id", "=", id)
        .orderBy("created_at", "desc")
        .orderBy("topic")
        .execute(),
      attributionByLead(db, [id]),
    ]);
    const names = new Map(members.map((member) => [member.id, member.name]));
    const ownerName = (ownerId: unknown) =>
      typeof ownerId === "string" ? (names.get(ownerId) ?? "a former member") : null;
    const owner: LeadOwner | null = workflow?.owner_id
      ? { id: workflow.owner_id, name: ownerName(workflow.owner_id) ?? "" }
      : null;
    return {
      lead,
      workflow: {
        status: isLeadStatus(workflow?.status) ? workflow.status : "new",
        owner,
        updatedAt: workflow?.updated_at ?? null,
      },
      activity: activity.map((row) => toActivity(row, ownerName)),
      deliveries: deliveries.map((row) => ({
        id: row.id,
        topic: row.topic,
        channel: row.channel,
        status: row.status,
        attempts: Number(row.attempts),
        lastError: row.last_error,
        createdAt: row.created_at,
        finishedAt: row.finished_at,
      })),
      attribution: ((row) => (row ? summaryOf(row) : null))(attribution.get(id)),
      staff: members.filter((member) => !member.disabledAt).map((member) => ({ id: member.id, name: member.name })),
    };
  }

  /** The lead's workflow row, created as "new" the first time anyone touches the lead. */
  async function ensureWorkflow(trx: Transaction<DatabaseSchema>, id: string, kind: LeadKind, at: string) {
    await trx
      .insertInto("lead_workflow")
      .values({ lead_id: id, kind, status: "new", owner_id: null, updated_at: at })
      .onConflict((conflict) => conflict.column("lead_id").doNothing())
      .execute();
  }

  async function changeStatus(
    trx: Transaction<DatabaseSchema>,
    id: string,
    change: Extract<WorkflowChange, { type: "status" }>,
    at: string,
    refuse: Refuse<WorkflowProblem>,
  ) {
    const current = await trx
      .selectFrom("lead_workflow")
      .select("status")
      .where("lead_id", "=", id)
      .executeTakeFirstOrThrow();
    const seen = LEAD_STATUS_LABELS[change.expected];
    if (current.status !== change.expected) {
      const now = isLeadStatus(current.status) ? LEAD_STATUS_LABELS[current.status] : current.status;
      return refuse({
        ok: false,
        code: "changed",
        message: `Someone changed this lead's status from ${seen} to ${now} while you were looking. Check the timeline, then try again.`,
      });
    }
    if (!STATUS_TRANSITIONS[change.expected].includes(change.to)) {
      return refuse({
        ok: false,
        code: "invalid_input",
        field: "status",
        message: `A lead that is ${seen.toLowerCase()} cannot be marked ${LEAD_STATUS_LABELS[change.to].toLowerCase()}.`,
      });
    }
    const updated = await trx
      .updateTable("lead_workflow")
      .set({ status: change.to, updated_at: at })
      .where("lead_id", "=", id)
      .where("status", "=", change.expected)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) {
      return refuse({ ok: false, code: "changed", message: "Someone changed this lead's status just now. Reload it." });
    }
    return { from: change.expected, to: change.to } satisfies { from: LeadStatus; to: LeadStatus };
  }

  async function changeOwner(trx: Transaction<DatabaseSchema>, id: string, ownerId: string | null, at: string) {
    const current = await trx
      .selectFrom("lead_workflow")
      .select("owner_id")
      .where("lead_id", "=", id)
      .executeTakeFirstOrThrow();
    if (current.owner_id === ownerId) return undefined;
    await trx
      .updateTable("lead_workflow")
      .set({ owner_id: ownerId, updated_at: at })
      .where("lead_id", "=", id)
      .execute();
    return { from: current.owner_id, to: ownerId };
  }

  /** Now, or just after the lead's latest activity, so the timeline's order never rests on a tie. */
  async function nextActivityTime(trx: Transaction<DatabaseSchema>, id: string): Promise<string> {
    const latest = await trx
      .selectFrom("lead_activity")
      .select((eb) => eb.fn.max("created_at").as("at"))
      .where("lead_id", "=", id)
      .executeTakeFirst();
    const after = latest?.at ? Date.parse(String(latest.at)) + 1 : 0;
    return new Date(Math.max(now().getTime(), after)).toISOString();
  }

  /** Writes one entry of the lead's timeline: the only writer of `lead_activity`. */
  async function appendActivity(
    trx: Transaction<DatabaseSchema>,
    id: string,
    entry: { at: string; actor: Actor; type: WorkflowChange["type"]; detail: Record<string, unknown> },
  ) {
    await trx
      .insertInto("lead_activity")
      .values({
        id: randomUUID(),
        lead_id: id,
        created_at: entry.at,
        staff_id: entry.actor.staff.id,
        type: entry.type,
        detail: JSON.stringify(entry.detail),
      })
      .execute();
  }

  /** A note as the timeline accepts it (trimmed, within its limits), or why not. */
  function checkNote(text: string): { ok: true; text: string } | { ok: false; message: string } {
    const note = noteText.safeParse(text);
    return note.success
      ? { ok: true, text: note.data }
      : { ok: false, message: note.error.issues[0]?.message ?? "Check the note." };
  }

  /**
   * Another service's note on a lead (the agenda's cancellation note), in that service's
   * transaction, with the timeline's ordering; the caller checks it first (`checkNote`) and audits.
   */
  async function addNote(trx: Transaction<DatabaseSchema>, id: string, text: string, actor: Actor) {
    await appendActivity(trx, id, { at: await nextActivityTime(trx, id), actor, type: "note", detail: { text } });
  }

  const MESSAGES: Record<WorkflowChange["type"], string> = {
    status: "The status was changed.",
    owner: "The owner was changed.",
    note: "The note was added.",
  };

  async function change(id: string, request: WorkflowChange, actor: Actor): Promise<WorkflowResult> {
    const kind = await inbox.kindOf(id);
    if (!kind) return { ok: false, code: "not_found", message: "There is no lead with this id." };
    if (request.type === "note") {
      const note = checkNote(request.text);
      if (!note.ok) return { ok: false, code: "invalid_input", field: "note", message: note.message };
      request = { type: "note", text: note.text };
    }
    if (request.type === "owner" && request.ownerId !== null && !(await staff.findActiveById(request.ownerId))) {
      return { ok: false, code: "invalid_input", field: "owner", message: "Choose an owner from the team's list." };
    }
    const outcome = await refusableTransaction<WorkflowResult, WorkflowProblem>(db, async (trx, refuse) => {
      const at = await nextActivityTime(trx, id);
      await ensureWorkflow(trx, id, kind, at);
      let detail: Record<string, unknown> | undefined;
      if (request.type === "status") detail = await changeStatus(trx, id, request, at, refuse);
      else if (request.type === "owner") detail = await changeOwner(trx, id, request.ownerId, at);
      else detail = { text: request.text };
      if (!detail) return { ok: true as const, message: "Nothing changed: that is already the owner." };
      await appendActivity(trx, id, { at, actor, type: request.type, detail });
      // The audit entry never holds the note itself (it may name the visitor): only its length.
      const audited = request.type === "note" ? { kind, length: request.text.length } : { kind, ...detail };
      await audit.record({ actor, action: `lead.${request.type}`, target: id, detail: audited }, trx);
      return { ok: true as const, message: MESSAGES[request.type] };
    });
    return outcome.committed ? outcome.value : outcome.refusal;
  }

  return { detail, change, checkNote, addNote };
}

export type LeadWorkflow = ReturnType<typeof createLeadWorkflow>;
