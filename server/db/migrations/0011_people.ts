import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { companyOf, emailKey } from "../../people/identity.ts";

/**
 * People and companies: the console works on people, not on single submissions.
 *
 * - `companies`: a name and the domain of its people's addresses ("" for free-mail addresses).
 * - `people`: one per e-mail address (case-insensitive) with the team's workflow — status,
 *   owner and next step — and the latest submission, which orders the inbox.
 * - `lead_ids.person_id`: the person each submission belongs to (null once erased).
 * - `person_activity`: the team's changes to a person and their notes (older entries stay in
 *   `lead_activity`, against the submission they were made on; the timeline reads both).
 * - `staff_members.leads_seen_at`: when the member last opened the inbox (the unread count).
 *
 * Existing submissions are grouped by address; erased ones (address "[erased]") belong to
 * nobody. A person's status is the most advanced of their submissions' statuses (new <
 * contacted < qualified < closed) and their owner the one set most recently; `lead_workflow`
 * is then dropped.
 */
const STATUS_RANK = ["new", "contacted", "qualified", "closed"];
const ERASED = "[erased]";

interface LeadRow {
  id: string;
  created_at: string;
  name: string;
  email: string;
  company: string;
}

interface WorkflowRow {
  lead_id: string;
  status: string;
  owner_id: string | null;
  updated_at: string;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("companies")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("key", "text", (col) => col.notNull().unique())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("domain", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("people")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("email_key", "text", (col) => col.notNull().unique())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("company_id", "text")
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("owner_id", "text")
    .addColumn("next_step_on", "text")
    .addColumn("next_step_text", "text", (col) => col.notNull())
    .addColumn("first_lead_at", "text", (col) => col.notNull())
    .addColumn("latest_lead_at", "text", (col) => col.notNull())
    .addColumn("latest_lead_id", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("people_latest").on("people").columns(["latest_lead_at", "id"]).execute();
  await db.schema.createIndex("people_owner").on("people").column("owner_id").execute();
  await db.schema.createIndex("people_next_step").on("people").column("next_step_on").execute();

  await db.schema.alterTable("lead_ids").addColumn("person_id", "text").execute();
  await db.schema.createIndex("lead_ids_person").on("lead_ids").column("person_id").execute();

  await db.schema
    .createTable("person_activity")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("person_id", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("staff_id", "text", (col) => col.notNull())
    .addColumn("type", "text", (col) => col.notNull())
    .addColumn("detail", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("person_activity_person")
    .on("person_activity")
    .columns(["person_id", "created_at"])
    .execute();

  await db.schema.alterTable("staff_members").addColumn("leads_seen_at", "text").execute();

  await groupExistingLeads(db);
  await db.schema.dropTable("lead_workflow").execute();
}

async function groupExistingLeads(db: Kysely<unknown>): Promise<void> {
  const { rows: leads } = await sql<LeadRow>`
    select id, created_at, name, email, company_name as company from whitepaper_requests
    union all select id, created_at, name, email, company from meeting_requests
    union all select id, created_at, name, email, company from bookings
    order by created_at, id`.execute(db);
  const { rows: workflows } =
    await sql<WorkflowRow>`select lead_id, status, owner_id, updated_at from lead_workflow`.execute(db);
  const workflowOf = new Map(workflows.map((row) => [row.lead_id, row]));
  const groups = new Map<string, LeadRow[]>();
  for (const lead of leads) {
    if (lead.email === ERASED) continue;
    const key = emailKey(lead.email);
    groups.set(key, [...(groups.get(key) ?? []), lead]);
  }
  const companyIds = new Map<string, string>();
  for (const [key, group] of groups) {
    // Oldest first: the latest submission names the person and their company.
    const latest = group.at(-1) as LeadRow;
    const company =
      [...group]
        .reverse()
        .map((lead) => companyOf(lead.company, lead.email))
        .find(Boolean) ?? null;
    let companyId: string | null = null;
    if (company) {
      companyId = companyIds.get(company.key) ?? randomUUID();
      if (!companyIds.has(company.key)) {
        companyIds.set(company.key, companyId);
        await sql`insert into companies (id, key, name, domain) values (${companyId}, ${company.key}, ${company.name}, ${company.domain})`.execute(
          db,
        );
      }
    }
    const states = group.flatMap((lead) => workflowOf.get(lead.id) ?? []);
    const status = states.reduce(
      (best, state) => (STATUS_RANK.indexOf(state.status) > STATUS_RANK.indexOf(best) ? state.status : best),
      "new",
    );
    const owned = states.filter((state) => state.owner_id).sort((a, b) => a.updated_at.localeCompare(b.updated_at));
    const ownerId = owned.at(-1)?.owner_id ?? null;
    const updatedAt =
      states
        .map((state) => state.updated_at)
        .sort()
        .at(-1) ?? latest.created_at;
    const personId = randomUUID();
    await sql`insert into people (id, email_key, name, company_id, status, owner_id, next_step_on, next_step_text,
        first_lead_at, latest_lead_at, latest_lead_id, updated_at)
      values (${personId}, ${key}, ${latest.name}, ${companyId}, ${status}, ${ownerId}, null, '',
        ${group[0]?.created_at ?? latest.created_at}, ${latest.created_at}, ${latest.id}, ${updatedAt})`.execute(db);
    await sql`update lead_ids set person_id = ${personId} where id in (${sql.join(group.map((lead) => lead.id))})`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("lead_workflow")
    .addColumn("lead_id", "text", (col) => col.primaryKey())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("owner_id", "text")
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.alterTable("staff_members").dropColumn("leads_seen_at").execute();
  await db.schema.dropTable("person_activity").execute();
  await db.schema.dropIndex("lead_ids_person").execute();
  await db.schema.alterTable("lead_ids").dropColumn("person_id").execute();
  await db.schema.dropTable("people").execute();
  await db.schema.dropTable("companies").execute();
}
