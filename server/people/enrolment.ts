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
