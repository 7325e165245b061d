/** Passkeys (WebAuthn credentials, table `passkeys`) of staff members. */
import type { Kysely } from "kysely";
import type { PasskeySummary } from "#shared/console/contract.ts";
import type { Clock } from "../clock.ts";
import type { DatabaseSchema, PasskeyTable } from "../db/schema.ts";

function toSummary(
  row: Pick<PasskeyTable, "id" | "name" | "created_at" | "last_used_at" | "backed_up">,
): PasskeySummary {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    backedUp: row.backed_up === 1,
  };
}

export function createPasskeyStore(db: Kysely<DatabaseSchema>, now: Clock) {
  return {
    async list(staffId: string): Promise<PasskeySummary[]> {
      const rows = await db
        .selectFrom("passkeys")
        .select(["id", "name", "created_at", "last_used_at", "backed_up"])
        .where("staff_id", "=", staffId)
        .orderBy("created_at")
        .execute();
      return rows.map(toSummary);
    },

    /** Credential ids of the member, so the browser does not register one twice. */
    async credentialsOf(staffId: string): Promise<{ id: string; transports: string[] }[]> {
      const rows = await db
        .selectFrom("passkeys")
        .select(["id", "transports"])
        .where("staff_id", "=", staffId)
        .execute();
      return rows.map((row) => ({ id: row.id, transports: JSON.parse(row.transports) as string[] }));
    },

    async find(credentialId: string): Promise<PasskeyTable | undefined> {
      return db.selectFrom("passkeys").selectAll().where("id", "=", credentialId).executeTakeFirst();
    },

    async add(row: Omit<PasskeyTable, "created_at" | "last_used_at">): Promise<PasskeySummary> {
      const stored = { ...row, created_at: now().toISOString(), last_used_at: null };
      await db.insertInto("passkeys").values(stored).execute();
      return toSummary(stored);
    },

    /** Records a sign-in: the authenticator's new signature counter and when. */
    async used(credentialId: string, counter: number, backedUp: boolean): Promise<void> {
      await db
        .updateTable("passkeys")
        .set({ counter, backed_up: backedUp ? 1 : 0, last_used_at: now().toISOString() })
        .where("id", "=", credentialId)
        .execute();
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
