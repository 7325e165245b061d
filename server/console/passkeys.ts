/** Passkeys (WebAuthn credentials, table `passkeys`) of staff members. */
import type { Kysely } from "kysely";
import type { PasskeySummary } from "#shared/console/contract.ts";
import type { DatabaseSchema } from "../db/schema.ts";

export function createPasskeyStore(db: Kysely<DatabaseSchema>) {
  return {
    async list(staffId: string): Promise<PasskeySummary[]> {
      const rows = await db
        .selectFrom("passkeys")
        .select(["id", "name", "created_at", "last_used_at", "backed_up"])
        .where("staff_id", "=", staffId)
        .orderBy("created_at")
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        createdAt: row.created_at,
        lastUsedAt: row.last_used_at,
        backedUp: row.backed_up === 1,
      }));
    },

    /** Removes one of the member's passkeys; false when they have no such passkey. */
    async remove(staffId: string, passkeyId: string): Promise<boolean> {
      const result = await db
        .deleteFrom("passkeys")
        .where("staff_id", "=", staffId)
        .where("id", "=", passkeyId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type PasskeyStore = ReturnType<typeof createPasskeyStore>;
