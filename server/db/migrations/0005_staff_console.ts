import type { Kysely } from "kysely";

/**
 * The staff console: accounts, sign-in, the team's work on leads, time off and the audit log.
 *
 * - `staff_members`: created from the command line (`npm run staff`); no passwords.
 * - `staff_sessions`: server-side sessions; the cookie holds a random token, the table only
 *   its SHA-256, so a copy of the database cannot be used to sign in.
 * - `sign_in_links`: one-time e-mail links (hash of the token, expiry, when used).
 * - `passkeys` and `passkey_challenges`: WebAuthn credentials and the challenges in flight.
 * - `lead_workflow` and `lead_activity`: status and owner of each lead (whitepaper request,
 *   meeting request or booking, by id), and every change and note, in order.
 * - `time_off`: periods the public scheduler offers no times in.
 * - `audit_log`: who did what, when, from where (no personal data of visitors).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("staff_members")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("email", "text", (col) => col.notNull().unique())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("role", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("disabled_at", "text")
    .execute();

  await db.schema
    .createTable("staff_sessions")
    .addColumn("token_hash", "text", (col) => col.primaryKey())
    .addColumn("staff_id", "text", (col) => col.notNull())
    .addColumn("csrf_token", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("last_seen_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("ip", "text", (col) => col.notNull())
    .addColumn("user_agent", "text", (col) => col.notNull())
    .addColumn("sign_in_method", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("staff_sessions_staff").on("staff_sessions").column("staff_id").execute();

  await db.schema
    .createTable("sign_in_links")
    .addColumn("token_hash", "text", (col) => col.primaryKey())
    .addColumn("staff_id", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("used_at", "text")
    .execute();

  await db.schema
    .createTable("passkeys")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("staff_id", "text", (col) => col.notNull())
    .addColumn("public_key", "text", (col) => col.notNull())
    .addColumn("counter", "integer", (col) => col.notNull())
    .addColumn("transports", "text", (col) => col.notNull())
    .addColumn("device_type", "text", (col) => col.notNull())
    .addColumn("backed_up", "integer", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("last_used_at", "text")
    .execute();
  await db.schema.createIndex("passkeys_staff").on("passkeys").column("staff_id").execute();

  await db.schema
    .createTable("passkey_challenges")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("challenge", "text", (col) => col.notNull())
    .addColumn("purpose", "text", (col) => col.notNull())
    .addColumn("staff_id", "text")
    .addColumn("expires_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("lead_workflow")
    .addColumn("lead_id", "text", (col) => col.primaryKey())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("owner_id", "text")
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("lead_workflow_status").on("lead_workflow").column("status").execute();

  await db.schema
    .createTable("lead_activity")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("lead_id", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("staff_id", "text", (col) => col.notNull())
    .addColumn("type", "text", (col) => col.notNull())
    .addColumn("detail", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("lead_activity_lead").on("lead_activity").columns(["lead_id", "created_at"]).execute();

  await db.schema
    .createTable("time_off")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("starts_at", "text", (col) => col.notNull())
    .addColumn("ends_at", "text", (col) => col.notNull())
    .addColumn("reason", "text", (col) => col.notNull())
    .addColumn("created_by", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("time_off_range").on("time_off").columns(["ends_at", "starts_at"]).execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("staff_id", "text")
    .addColumn("actor", "text", (col) => col.notNull())
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("target", "text", (col) => col.notNull())
    .addColumn("ip", "text", (col) => col.notNull())
    .addColumn("detail", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("audit_log_created").on("audit_log").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "audit_log",
    "time_off",
    "lead_activity",
    "lead_workflow",
    "passkey_challenges",
    "passkeys",
    "sign_in_links",
    "staff_sessions",
    "staff_members",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
