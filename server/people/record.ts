/**
 * One person as the console shows them (their submissions with every field, and one timeline
 * of submissions, e-mails and webhooks, the team's changes and notes) and the team's changes
 * to them: the workflow form saves status, owner, note and next step together, in one
 * transaction with their timeline entries and audit entry, and only if nobody changed the
 * person since the form was shown (the `version` it carries); the inbox changes many at once.
 */
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { FormProblem, FormResult } from "#shared/console/form-result.ts";
import {
  type BulkChange,
  LEAD_STATUS_LABELS,
  type LeadDelivery,
  type LeadFields,
  type LeadKind,
  type NextStep,
  noteText,
  type PersonDetail,
  STATUS_TRANSITIONS,
  type TimelineEntry,
  type WorkflowEdit,
} from "#shared/console/leads.ts";
import type { Actor } from "#shared/console/staff.ts";
import { findWhitepaper } from "#shared/content/whitepapers.ts";
import { attributionByLead, summaryOf } from "../analytics/lead-attribution.ts";
import type { Clock } from "../clock.ts";
import type { AuditLog } from "../console/audit-log.ts";
import type { StaffRepository } from "../console/staff-repository.ts";
import { refusableTransaction } from "../db/refusable-transaction.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import { createBookingRepository } from "../scheduling/booking-repository.ts";
import { statusOf } from "./inbox.ts";

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
      outcome: booking.outcome,
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

const LEAD_KIND_OF_ID: Record<string, LeadKind> = {
  whitepaper: "whitepaper",
  meeting: "meeting-request",
  booking: "booking",
};

type StaffEntry = Extract<TimelineEntry, { by: string }>;

function staffEntry(
  row: { id: string; created_at: string; type: string; detail: string; by: string | null },
  ownerName: (id: unknown) => string | null,
): StaffEntry {
  const detail = JSON.parse(row.detail) as Record<string, unknown>;
  const base = { id: row.id, at: row.created_at, by: row.by ?? "a former member" };
  if (row.type === "status") return { ...base, type: "status", from: statusOf(detail.from), to: statusOf(detail.to) };
  if (row.type === "owner") return { ...base, type: "owner", from: ownerName(detail.from), to: ownerName(detail.to) };
  if (row.type === "next-step") {
    const to = detail.to as NextStep | null;
    return {
      ...base,
      type: "next-step",
      to: to && typeof to.on === "string" ? { on: to.on, text: String(to.text ?? "") } : null,
    };
  }
  return { ...base, type: "note", text: String(detail.text ?? "") };
}

function sameStep(a: NextStep | null, b: NextStep | null): boolean {
  return (a?.on ?? null) === (b?.on ?? null) && (a?.text ?? "") === (b?.text ?? "");
}

export type PersonRecord = ReturnType<typeof createPersonRecord>;

export function createPersonRecord({
  db,
  staff,
  audit,
  now,
}: {
  db: Kysely<DatabaseSchema>;
  staff: Pick<StaffRepository, "list" | "findActiveById">;
  audit: Pick<AuditLog, "record">;
  now: Clock;
}) {
  async function person(id: string): Promise<PersonDetail | undefined> {
    const row = await db
      .selectFrom("people as person")
      .leftJoin("companies as company", "company.id", "person.company_id")
      .selectAll("person")
      .select(["company.name as company_name", "company.domain as company_domain"])
      .where("person.id", "=", id)
      .executeTakeFirst();
    if (!row) return undefined;
    const leadIds = await db.selectFrom("lead_ids").select(["id", "kind"]).where("person_id", "=", id).execute();
    const ids = leadIds.map((lead) => lead.id);
    const [members, submissions, personActivity, leadActivity, deliveries, attribution] = await Promise.all([
      staff.list(),
      Promise.all(leadIds.map((lead) => leadFields(db, lead.id, LEAD_KIND_OF_ID[lead.kind] ?? "whitepaper"))),
      db
        .selectFrom("person_activity as activity")
        .leftJoin("staff_members as member", "member.id", "activity.staff_id")
        .select(["activity.id", "activity.created_at", "activity.type", "activity.detail", "member.name as by"])
        .where("activity.person_id", "=", id)
        .execute(),
      ids.length === 0
        ? []
        : db
            .selectFrom("lead_activity as activity")
            .leftJoin("staff_members as member", "member.id", "activity.staff_id")
            .select(["activity.id", "activity.created_at", "activity.type", "activity.detail", "member.name as by"])
            .where("activity.lead_id", "in", ids)
            .execute(),
      ids.length === 0
        ? []
        : db
            .selectFrom("outbox_jobs")
            .select(["id", "topic", "channel", "status", "attempts", "last_error", "created_at", "finished_at"])
            .where("subject_id", "in", ids)
            .execute(),
      attributionByLead(db, ids),
    ]);
    const names = new Map(members.map((member) => [member.id, member.name]));
    const ownerName = (ownerId: unknown) =>
      typeof ownerId === "string" ? (names.get(ownerId) ?? "a former member") : null;
    const leads = submissions.filter((lead): lead is LeadFields => lead !== undefined);
    leads.sort((a, b) => b.receivedAt.localeCompare(a.receivedAt));
    const jobs: LeadDelivery[] = deliveries.map((job) => ({
      id: job.id,
      topic: job.topic,
      channel: job.channel,
      status: job.status,
      attempts: Number(job.attempts),
      lastError: job.last_error,
      createdAt: job.created_at,
      finishedAt: job.finished_at,
    }));
    const timeline: TimelineEntry[] = [
      ...leads.map((lead): TimelineEntry => ({ id: lead.id, at: lead.receivedAt, type: "submission", lead })),
      ...jobs.map((job): TimelineEntry => ({ id: job.id, at: job.createdAt, type: "delivery", delivery: job })),
      ...[...personActivity, ...leadActivity].map((entry) => staffEntry(entry, ownerName)),
    ].sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id));
    const earliestAttribution = [...leads]
      .reverse()
      .map((lead) => attribution.get(lead.id))
      .find(Boolean);
    return {
      id: row.id,
      name: row.name,
      email: row.email_key,
      company: row.company_name ? { name: row.company_name, domain: row.company_domain ?? "" } : null,
      workflow: {
        status: statusOf(row.status),
        owner: row.owner_id ? { id: row.owner_id, name: ownerName(row.owner_id) ?? "" } : null,
        nextStep: row.next_step_on ? { on: row.next_step_on, text: row.next_step_text } : null,
        version: row.updated_at,
      },
      submissions: leads,
      timeline,
      attribution: earliestAttribution ? summaryOf(earliestAttribution) : null,
      staff: members.filter((member) => !member.disabledAt).map((member) => ({ id: member.id, name: member.name })),
    };
  }

  async function personOfLead(leadId: string): Promise<string | undefined> {
    const row = await db.selectFrom("lead_ids").select("person_id").where("id", "=", leadId).executeTakeFirst();
    return row?.person_id ?? undefined;
  }

  /** Now, or just after the person's latest change, so neither the timeline's order nor the version rests on a tie. */
  function nextChangeTime(version: string): string {
    const after = Date.parse(version) + 1;
    return new Date(Math.max(now().getTime(), Number.isFinite(after) ? after : 0)).toISOString();
  }

  async function ownerProblem(ownerId: string | null): Promise<FormResult | undefined> {
    if (ownerId === null || (await staff.findActiveById(ownerId))) return undefined;
    return {
      ok: false,
      code: "invalid_input",
      message: "Choose an owner from the team's list.",
      fields: { owner: "Choose an owner from the team's list." },
    };
  }

  async function saveWorkflow(personId: string, edit: WorkflowEdit, actor: Actor): Promise<FormResult> {
    const problem = await ownerProblem(edit.ownerId);
    if (problem) return problem;
    const outcome = await refusableTransaction<FormResult, FormProblem>(db, async (trx, refuse) => {
      const current = await trx.selectFrom("people").selectAll().where("id", "=", personId).executeTakeFirst();
      if (!current) return refuse({ ok: false, code: "not_found", message: "There is no person with this id." });
      if (current.updated_at !== edit.version) {
        return refuse({
          ok: false,
          code: "changed",
          message:
            "Someone changed this person while you were looking; nothing was saved. Check the timeline, then save again.",
        });
      }
      const from = statusOf(current.status);
      if (edit.status !== from && !STATUS_TRANSITIONS[from].includes(edit.status)) {
        const message = `A person who is ${LEAD_STATUS_LABELS[from].toLowerCase()} cannot be marked ${LEAD_STATUS_LABELS[edit.status].toLowerCase()}.`;
        return refuse({ ok: false, code: "invalid_input", message, fields: { status: message } });
      }
      const step = current.next_step_on ? { on: current.next_step_on, text: current.next_step_text } : null;
      const changes: { type: string; detail: Record<string, unknown> }[] = [];
      if (edit.status !== from) changes.push({ type: "status", detail: { from, to: edit.status } });
      if (edit.ownerId !== current.owner_id)
        changes.push({ type: "owner", detail: { from: current.owner_id, to: edit.ownerId } });
      if (!sameStep(step, edit.nextStep)) changes.push({ type: "next-step", detail: { to: edit.nextStep } });
      if (edit.note !== "") changes.push({ type: "note", detail: { text: edit.note } });
      if (changes.length === 0) return { ok: true as const, message: "Nothing to save: nothing was changed." };
      const at = nextChangeTime(current.updated_at);
      await trx
        .updateTable("people")
        .set({
          status: edit.status,
          owner_id: edit.ownerId,
          next_step_on: edit.nextStep?.on ?? null,
          next_step_text: edit.nextStep?.text ?? "",
          updated_at: at,
        })
        .where("id", "=", personId)
        .where("updated_at", "=", edit.version)
        .execute();
      await recordChanges(trx, personId, changes, at, actor);
      return { ok: true as const, message: `Saved: ${changes.map((change) => SAVED[change.type]).join(", ")}.` };
    });
    return outcome.committed ? outcome.value : outcome.refusal;
  }

  async function recordChanges(
    trx: Transaction<DatabaseSchema>,
    personId: string,
    changes: { type: string; detail: Record<string, unknown> }[],
    at: string,
    actor: Actor,
  ) {
    for (const change of changes) {
      await trx
        .insertInto("person_activity")
        .values({
          id: randomUUID(),
          person_id: personId,
          created_at: at,
          staff_id: actor.staff.id,
          type: change.type,
          detail: JSON.stringify(change.detail),
        })
        .execute();
    }
    // The audit entry never holds a note or a next step's words (they may name the visitor): only what changed.
    const audited = Object.fromEntries(
      changes.map((change) => [
        change.type,
        change.type === "note" || change.type === "next-step" ? true : change.detail,
      ]),
    );
    await audit.record({ actor, action: "person.workflow", target: personId, detail: audited }, trx);
  }

  async function bulkChange(personIds: readonly string[], change: BulkChange, actor: Actor): Promise<FormResult> {
    if (change.type === "owner") {
      const problem = await ownerProblem(change.ownerId);
      if (problem) return problem;
    }
    const unique = [...new Set(personIds)];
    return db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom("people")
        .select(["id", "status", "owner_id", "updated_at"])
        .where("id", "in", unique)
        .execute();
      let changed = 0;
      let refused = 0;
      for (const row of rows) {
        const from = statusOf(row.status);
        let detail: Record<string, unknown>;
        if (change.type === "owner") {
          if (row.owner_id === change.ownerId) continue;
          detail = { from: row.owner_id, to: change.ownerId };
        } else {
          if (from === change.to) continue;
          if (!STATUS_TRANSITIONS[from].includes(change.to)) {
            refused += 1;
            continue;
          }
          detail = { from, to: change.to };
        }
        const at = nextChangeTime(row.updated_at);
        await trx
          .updateTable("people")
          .set(
            change.type === "owner"
              ? { owner_id: change.ownerId, updated_at: at }
              : { status: change.to, updated_at: at },
          )
          .where("id", "=", row.id)
          .execute();
        await recordChanges(trx, row.id, [{ type: change.type, detail }], at, actor);
        changed += 1;
      }
      const missing = unique.length - rows.length;
      const parts = [`${changed} ${changed === 1 ? "person" : "people"} changed`];
      if (refused > 0) {
        parts.push(`${refused} left as they were (that status cannot follow theirs)`);
      }
      if (missing > 0) parts.push(`${missing} no longer in the inbox`);
      return { ok: true as const, message: `${parts.join("; ")}.` };
    });
  }

  /** A note as the timeline accepts it (trimmed, within its limits), or why not. */
  function checkNote(text: string): { ok: true; text: string } | { ok: false; message: string } {
    const note = noteText.safeParse(text);
    return note.success
      ? { ok: true, text: note.data }
      : { ok: false, message: note.error.issues[0]?.message ?? "Check the note." };
  }

  /**
   * Another service's note on one submission (the agenda's cancellation note), in that service's
   * transaction; it shows on the person's timeline. The caller checks it first (`checkNote`) and audits.
   */
  async function addNote(trx: Transaction<DatabaseSchema>, leadId: string, text: string, actor: Actor) {
    // Just after the timeline's latest entry, so its order never rests on a tie.
    const person = trx.selectFrom("lead_ids").select("person_id").where("id", "=", leadId);
    const [ownLatest, personLatest] = await Promise.all([
      trx
        .selectFrom("lead_activity")
        .select((eb) => eb.fn.max("created_at").as("at"))
        .where("lead_id", "in", trx.selectFrom("lead_ids").select("id").where("person_id", "=", person))
        .executeTakeFirst(),
      trx
        .selectFrom("person_activity")
        .select((eb) => eb.fn.max("created_at").as("at"))
        .where("person_id", "=", person)
        .executeTakeFirst(),
    ]);
    const latest = [ownLatest?.at, personLatest?.at].filter(Boolean).sort().at(-1);
    await trx
      .insertInto("lead_activity")
      .values({
        id: randomUUID(),
        lead_id: leadId,
        created_at: latest ? nextChangeTime(String(latest)) : now().toISOString(),
        staff_id: actor.staff.id,
        type: "note",
        detail: JSON.stringify({ text }),
      })
      .execute();
  }

  return { person, personOfLead, saveWorkflow, bulkChange, checkNote, addNote };
}

const SAVED: Record<string, string> = {
  status: "status",
  owner: "owner",
  "next-step": "next step",
  note: "note added",
};
