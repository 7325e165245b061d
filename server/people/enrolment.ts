/**
 * Files a new submission under its person (found by address, created the first time) and the
 * company it names, in the submission's transaction. The person's latest submission moves to
 * this one, so the inbox shows them at the top again with what they asked for now.
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../db/schema.ts";
import { companyOf, emailKey } from "./identity.ts";

export interface Contact {
  name: string;
  email: string;
  company: string;
  /** When the submission was received (ISO). */
  at: string;
}

async function companyIdOf(db: Kysely<DatabaseSchema>, contact: Contact): Promise<string | null> {
  const company = companyOf(contact.company, contact.email);
  if (!company) return null;
  await db
    .insertInto("companies")
    .values({ id: randomUUID(), ...company })
    .onConflict((conflict) => conflict.column("key").doNothing())
    .execute();
  const row = await db.selectFrom("companies").select("id").where("key", "=", company.key).executeTakeFirstOrThrow();
  return row.id;
}

/** The person's id, after recording `leadId` as their latest submission. */
export async function enrolSubmission(db: Kysely<DatabaseSchema>, leadId: string, contact: Contact): Promise<string> {
  const key = emailKey(contact.email);
  const companyId = await companyIdOf(db, contact);
  await db
    .insertInto("people")
    .values({
      id: randomUUID(),
      email_key: key,
      name: contact.name,
      company_id: companyId,
      status: "new",
      owner_id: null,
      next_step_on: null,
      next_step_text: "",
      first_lead_at: contact.at,
      latest_lead_at: contact.at,
      latest_lead_id: leadId,
      updated_at: contact.at,
    })
    .onConflict((conflict) =>
      conflict.column("email_key").doUpdateSet((eb) => ({
        name: eb.ref("excluded.name"),
        company_id: eb.fn.coalesce(eb.ref("excluded.company_id"), eb.ref("people.company_id")),
        latest_lead_at: eb.ref("excluded.latest_lead_at"),
        latest_lead_id: eb.ref("excluded.latest_lead_id"),
      })),
    )
    .execute();
  const person = await db.selectFrom("people").select("id").where("email_key", "=", key).executeTakeFirstOrThrow();
  await db.updateTable("lead_ids").set({ person_id: person.id }).where("id", "=", leadId).execute();
  return person.id;
}

/**
 * After a submission's address was corrected (a bounce fixed in the console): the submission
 * moves to the person of the new address. The person keeps it and takes the new address when this
 * was their only submission and nobody holds that address yet.
 */
export async function refileUnderAddress(
  db: Kysely<DatabaseSchema>,
  leadId: string,
  email: string,
  at: string,
): Promise<void> {
  const key = emailKey(email);
  const lead = await db.selectFrom("lead_ids").select("person_id").where("id", "=", leadId).executeTakeFirst();
  if (!lead?.person_id) return;
  const holder = await db.selectFrom("people").select("id").where("email_key", "=", key).executeTakeFirst();
  if (holder) {
    if (holder.id !== lead.person_id) {
      await db.updateTable("lead_ids").set({ person_id: holder.id }).where("id", "=", leadId).execute();
    }
    return;
  }
  const others = await db
    .selectFrom("lead_ids")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("person_id", "=", lead.person_id)
    .where("id", "!=", leadId)
    .executeTakeFirst();
  if (Number(others?.count ?? 0) === 0) {
    await db.updateTable("people").set({ email_key: key, updated_at: at }).where("id", "=", lead.person_id).execute();
    return;
  }
  const person = await db
    .selectFrom("people")
    .select("name")
    .where("id", "=", lead.person_id)
    .executeTakeFirstOrThrow();
  await enrolSubmission(db, leadId, { name: person.name, email, company: "", at });
}
