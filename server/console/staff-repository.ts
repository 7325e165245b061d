/** Staff accounts (table `staff_members`), created and changed from the command line. */
import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import { STAFF_ROLES, type StaffMember, type StaffRole } from "#shared/console/staff.ts";
import type { Clock } from "../clock.ts";
import type { DatabaseSchema, StaffMemberTable } from "../db/schema.ts";

export interface StaffAccount extends StaffMember {
  createdAt: string;
  disabledAt: string | null;
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function toStaffMember(row: Pick<Selectable<StaffMemberTable>, "id" | "email" | "name" | "role">): StaffMember {
  return { id: row.id, email: row.email, name: row.name, role: isStaffRole(row.role) ? row.role : "staff" };
}

function toAccount(row: Selectable<StaffMemberTable>): StaffAccount {
  return { ...toStaffMember(row), createdAt: row.created_at, disabledAt: row.disabled_at };
}

export function createStaffRepository(db: Kysely<DatabaseSchema>, now: Clock) {
  return {
    async findActiveByEmail(email: string): Promise<StaffMember | undefined> {
      const row = await db
        .selectFrom("staff_members")
        .selectAll()
        .where("email", "=", normaliseEmail(email))
        .where("disabled_at", "is", null)
        .executeTakeFirst();
      return row && toStaffMember(row);
    },

    async findActiveById(id: string): Promise<StaffMember | undefined> {
      const row = await db
        .selectFrom("staff_members")
        .selectAll()
        .where("id", "=", id)
        .where("disabled_at", "is", null)
        .executeTakeFirst();
      return row && toStaffMember(row);
    },

    async list(): Promise<StaffAccount[]> {
      const rows = await db.selectFrom("staff_members").selectAll().orderBy("email").execute();
      return rows.map(toAccount);
    },

    /** Adds a member, or changes the name and role of an existing one (enabling it again). */
    async upsert(input: { email: string; name: string; role: StaffRole }): Promise<StaffAccount> {
      const email = normaliseEmail(input.email);
      await db
        .insertInto("staff_members")
        .values({ id: randomUUID(), email, name: input.name, role: input.role, created_at: now().toISOString() })
        .onConflict((conflict) =>
          conflict.column("email").doUpdateSet({ name: input.name, role: input.role, disabled_at: null }),
        )
        .execute();
      return toAccount(
        await db.selectFrom("staff_members").selectAll().where("email", "=", email).executeTakeFirstOrThrow(),
      );
    },

    /** Disables a member and ends their sessions; false when there is no such member. */
    async disable(email: string): Promise<boolean> {
      const row = await db
        .selectFrom("staff_members")
        .select("id")
        .where("email", "=", normaliseEmail(email))
        .executeTakeFirst();
      if (!row) return false;
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("staff_members")
          .set({ disabled_at: now().toISOString() })
          .where("id", "=", row.id)
          .execute();
        await trx.deleteFrom("staff_sessions").where("staff_id", "=", row.id).execute();
        await trx.deleteFrom("sign_in_links").where("staff_id", "=", row.id).execute();
      });
      return true;
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
