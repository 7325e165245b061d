/**
 * The audit log (table `audit_log`): who did what in the console, when, from where.
 * Targets are ids or masked addresses, never a visitor's full personal data.
 */
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { isAuditRecordId } from "#shared/console/audit.ts";
import type { AuditEntry, AuditQuery, ConsoleAudit } from "#shared/console/contract.ts";
import type { Actor } from "#shared/console/staff.ts";
import type { Clock } from "../clock.ts";
import type { DatabaseSchema } from "../db/schema.ts";

type Executor = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

export interface AuditRecord {
  /** A signed-in member, or who acted without one ("cli", "anonymous"). */
  actor: Actor | { name: string; ip: string };
  action: string;
  target?: string;
  detail?: Record<string, unknown>;
}

export const AUDIT_PAGE_SIZE = 50;

export function createAuditLog(db: Kysely<DatabaseSchema>, now: Clock) {
  /** Writes one entry, in the caller's transaction when given one. */
  async function record(entry: AuditRecord, executor: Executor = db): Promise<void> {
    const member = "staff" in entry.actor ? entry.actor.staff : undefined;
    await executor
      .insertInto("audit_log")
      .values({
        id: randomUUID(),
        created_at: now().toISOString(),
        staff_id: member?.id ?? null,
        actor: member?.email ?? ("name" in entry.actor ? entry.actor.name : "anonymous"),
        action: entry.action,
        target: entry.target ?? "",
        ip: entry.actor.ip,
        detail: JSON.stringify(entry.detail ?? {}),
      })
      .execute();
  }

  /**
   * Names for a page of entries: members (acting, or the target by id or address), people and
   * meetings' visitors by id. A record since erased or removed keeps its generic noun.
   */
  async function namesOf(rows: { actor: string; target: string }[]) {
    const ids = [...new Set(rows.map((row) => row.target).filter(isAuditRecordId))];
    const addresses = [
      ...new Set(rows.flatMap((row) => [row.actor, row.target]).filter((value) => value.includes("@"))),
    ];
    const [members, people, bookings] = await Promise.all([
      ids.length + addresses.length === 0
        ? []
        : db
            .selectFrom("staff_members")
            .select(["id", "email", "name"])
            .where((eb) =>
              eb.or([
                ...(ids.length > 0 ? [eb("id", "in", ids)] : []),
                ...(addresses.length > 0 ? [eb("email", "in", addresses)] : []),
              ]),
            )
            .execute(),
      ids.length === 0 ? [] : db.selectFrom("people").select(["id", "name"]).where("id", "in", ids).execute(),
      ids.length === 0 ? [] : db.selectFrom("bookings").select(["id", "name"]).where("id", "in", ids).execute(),
    ]);
    const names = new Map<string, string>();
    for (const row of [...people, ...bookings]) if (row.name) names.set(row.id, row.name);
    for (const member of members) {
      names.set(member.id, member.name);
      names.set(member.email, member.name);
    }
    return (key: string) => names.get(key) ?? null;
  }

  const list: ConsoleAudit["list"] = async (query: AuditQuery) => {
    let select = db.selectFrom("audit_log");
    if (typeof query.action === "string") select = select.where("action", "=", query.action);
    else if (query.action) select = select.where("action", "in", [...query.action]);
    if (query.actor) select = select.where("actor", "=", query.actor);
    // Both are written by toISOString, so the text compares as the instants do.
    if (query.from) select = select.where("created_at", ">=", query.from);
    if (query.before) select = select.where("created_at", "<", query.before);
    const page = Math.max(1, Math.floor(query.page));
    const [rows, count] = await Promise.all([
      select
        .selectAll()
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(AUDIT_PAGE_SIZE)
        .offset((page - 1) * AUDIT_PAGE_SIZE)
        .execute(),
      select.select((eb) => eb.fn.countAll<number | string>().as("total")).executeTakeFirst(),
    ]);
    const nameOf = await namesOf(rows);
    const entries: AuditEntry[] = rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      actor: row.actor,
      actorName: nameOf(row.actor),
      action: row.action,
      target: row.target,
      targetName: nameOf(row.target),
      ip: row.ip,
      detail: JSON.parse(row.detail) as Record<string, unknown>,
    }));
    return { entries, total: Number(count?.total ?? 0), pageSize: AUDIT_PAGE_SIZE };
  };

  return { record, list };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
