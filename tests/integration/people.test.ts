/**
 * People and companies against a real database (SQLite, and PostgreSQL when TEST_DATABASE_URL
 * is set): migration 0011 grouping existing submissions (case-insensitive addresses, free-mail
 * domains), the workflow form saved in one go (or not at all), the inbox's views, filters,
 * search and sorting, the unread count, the owners' daily e-mail written once per owner and
 * day by two instances and received by a real SMTP server, and erasure of a person.
 */
import { randomUUID } from "node:crypto";
import { Migrator } from "kysely/migration";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConsoleServices } from "#shared/console/contract.ts";
import type { LeadsQuery } from "#shared/console/leads.ts";
import type { Actor } from "#shared/console/staff.ts";
import type { AppDatabase } from "../../server/db/database.ts";
import { openDatabase } from "../../server/db/database.ts";
import { migrationProvider } from "../../server/db/migrations/index.ts";
import { claimLeadId } from "../../server/leads/lead-repository.ts";
import { createDailyDigest } from "../../server/people/daily-digest.ts";
import { createPeopleInbox } from "../../server/people/inbox.ts";
import {
  backends,
  type DeliveryServer,
  deliveryEnv,
  freshDatabase,
  MailSink,
  startDeliveryServer,
  type TestDatabase,
} from "./delivery-harness.ts";
import { insertSubmissionRow, LEAD_ID_KIND, type StoredSubmission } from "./fixtures/submissions.ts";

const TEAM_ZONE = "Asia/Kolkata";
const logger = pino({ level: "silent" });

/** Stores a submission's row (as the forms do); `enrol` also files it under its person, as a live submission is. */
async function insertSubmission(database: AppDatabase, lead: StoredSubmission, enrol: boolean): Promise<string> {
  const id = await insertSubmissionRow(database, lead);
  const contact = { name: lead.name, email: lead.email, company: lead.company, at: lead.at };
  if (enrol) await claimLeadId(database.db, id, LEAD_ID_KIND[lead.kind], contact);
  // Before migration 0011, lead_ids has no person_id.
  else
    await database.db
      .insertInto("lead_ids")
      .values({ id, kind: LEAD_ID_KIND[lead.kind] } as never)
      .execute();
  return id;
}

const inboxQuery = (overrides: Partial<LeadsQuery> = {}): LeadsQuery => ({
  view: "all",
  search: "",
  sort: "activity",
  page: 1,
  ...overrides,
});

describe.each(backends)("people on $name", (backend) => {
  let database: TestDatabase;
  let sink: MailSink;
  let server: DeliveryServer;
  let services: ConsoleServices;
  let actor: Actor;
  let colleague: Actor;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    database = await freshDatabase(backend);
    // Submissions stored before people existed: migrate to 0009, write them with their old workflow, then migrate on.
    const old = await openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir, logger });
    const migrator = new Migrator({ db: old.db, provider: migrationProvider });
    const down = await migrator.migrateTo("0009_analytics");
    if (down.error) throw down.error;
    const staffId = randomUUID();
    await old.db
      .insertInto("staff_members")
      .values({
        id: staffId,
        email: "old.owner@horizon.test",
        name: "Old Owner",
        role: "staff",
        created_at: "2026-01-01T00:00:00.000Z",
        disabled_at: null,
      })
      .execute();
    ids.oldA = await insertSubmission(
      old,
      {
        kind: "whitepaper",
        at: "2026-02-01T10:00:00.000Z",
        name: "Leela Rao",
        email: "Leela@Acme-Media.example",
        company: "Acme Media",
      },
      false,
    );
    ids.oldB = await insertSubmission(
      old,
      {
        kind: "meeting-request",
        at: "2026-02-03T10:00:00.000Z",
        name: "Leela R.",
        email: "leela@acme-media.example ",
        company: "Acme Media",
      },
      false,
    );
    ids.oldFree = await insertSubmission(
      old,
      {
        kind: "whitepaper",
        at: "2026-02-02T10:00:00.000Z",
        name: "Sam Free",
        email: "sam@gmail.com",
        company: "Acme Media",
      },
      false,
    );
    ids.oldErased = await insertSubmission(
      old,
      { kind: "whitepaper", at: "2026-02-02T11:00:00.000Z", name: "[erased]", email: "[erased]", company: "[erased]" },
      false,
    );
    const workflow = (leadId: string, status: string, owner: string | null, at: string) =>
      old.db
        .insertInto("lead_workflow" as never)
        .values({ lead_id: leadId, kind: "whitepaper", status, owner_id: owner, updated_at: at } as never)
        .execute();
    await workflow(ids.oldA, "qualified", staffId, "2026-02-04T00:00:00.000Z");
    await workflow(ids.oldB, "contacted", null, "2026-02-05T00:00:00.000Z");
    await old.close();

    sink = new MailSink();
    await sink.start();
    server = await startDeliveryServer({ ...deliveryEnv(database, sink), SCHEDULING_TIME_ZONE: TEAM_ZONE });
    services = server.services.console.services;
    const member = await server.services.console.staff.upsert({
      email: `ravi.${randomUUID()}@horizon.test`,
      name: "Ravi Staff",
      role: "staff",
    });
    const other = await server.services.console.staff.upsert({
      email: `asha.${randomUUID()}@horizon.test`,
      name: "Asha Admin",
      role: "admin",
    });
    actor = { staff: member, ip: "203.0.113.7" };
    colleague = { staff: other, ip: "203.0.113.8" };
    for (const [key, lead] of Object.entries({
      triple1: {
        kind: "whitepaper",
        at: "2026-03-01T10:00:00.000Z",
        name: "Nila Shah",
        email: "nila@tidewater.example",
        company: "Tidewater TV",
      },
      triple2: {
        kind: "whitepaper",
        at: "2026-03-02T10:00:00.000Z",
        name: "Nila Shah",
        email: "NILA@tidewater.example",
        company: "Tidewater TV",
      },
      triple3: {
        kind: "booking",
        at: "2026-03-03T10:00:00.000Z",
        name: "Nila Shah",
        email: "Nila@Tidewater.example",
        company: "Tidewater TV",
        text: "Bring the roadmap",
      },
      solo: {
        kind: "meeting-request",
        at: "2026-03-04T10:00:00.000Z",
        name: "Omar Qureshi",
        email: "omar@harbour.example",
        company: "Harbour Sports",
        text: "We need 50% off the ad stack",
      },
    } satisfies Record<string, StoredSubmission>)) {
      ids[key] = await insertSubmission(server.database, lead, true);
    }
  }, 90_000);

  afterAll(async () => {
    await server?.close();
    await sink?.close();
    await database?.drop();
  });

  const personOf = async (leadId: string) => (await services.leads.personOfLead(leadId)) ?? "";

  it("groups the submissions stored before people by address, ignoring case, with the most advanced status and latest owner", async () => {
    const leela = await personOf(ids.oldA!);
    expect(leela).not.toBe("");
    expect(await personOf(ids.oldB!)).toBe(leela);
    expect(await personOf(ids.oldErased!)).toBe("");
    const detail = await services.leads.person(leela);
    expect(detail).toMatchObject({
      name: "Leela R.",
      email: "leela@acme-media.example",
      company: { name: "Acme Media", domain: "acme-media.example" },
      workflow: { status: "qualified", owner: { name: "Old Owner" } },
    });
    expect(detail?.submissions).toHaveLength(2);
    // A free-mail address says nothing about the company: grouped by its name alone, apart from acme-media.example's.
    const sam = await services.leads.person(await personOf(ids.oldFree!));
    expect(sam?.company).toEqual({ name: "Acme Media", domain: "" });
    expect(sam?.workflow.status).toBe("new");
  });

  it("files new submissions under one person: three submissions, one row whose timeline shows all three", async () => {
    const nila = await personOf(ids.triple1!);
    expect(await personOf(ids.triple2!)).toBe(nila);
    expect(await personOf(ids.triple3!)).toBe(nila);
    const page = await services.leads.inbox(inboxQuery(), actor);
    expect(page.total).toBe(4);
    expect(page.people.map((person) => person.name)).toEqual(["Omar Qureshi", "Nila Shah", "Leela R.", "Sam Free"]);
    expect(page.people[1]).toMatchObject({ submissions: 3, latest: { kind: "booking" }, status: "new" });
    expect(page.people[1]?.latest.meetingStart).toMatch(/^2027-01-01T/);
    expect(page.people[0]?.latest.text).toBe("We need 50% off the ad stack");
    const detail = await services.leads.person(nila);
    const submissions = detail?.timeline.filter((entry) => entry.type === "submission").map((entry) => entry.id);
    expect(submissions).toEqual([ids.triple3, ids.triple2, ids.triple1]);
  });

  it("saves status, owner, note and next step together, clears nothing on a stale form, and records each change", async () => {
    const nila = await personOf(ids.triple1!);
    const before = await services.leads.person(nila);
    const version = before!.workflow.version;
    const edit = {
      version,
      status: "contacted" as const,
      ownerId: colleague.staff.id,
      note: "Called: wants the hotel bundle",
      nextStep: { on: "2026-03-10", text: "Send pricing" },
    };
    expect(await services.leads.saveWorkflow(nila, edit, actor)).toMatchObject({ ok: true });
    const after = await services.leads.person(nila);
    expect(after?.workflow).toMatchObject({
      status: "contacted",
      owner: { id: colleague.staff.id },
      nextStep: { on: "2026-03-10", text: "Send pricing" },
    });
    const types = after?.timeline.filter((entry) => "by" in entry).map((entry) => entry.type);
    expect(types?.sort()).toEqual(["next-step", "note", "owner", "status"]);
    // The same form again (its version is stale): refused, nothing saved, the note not added twice.
    const stale = await services.leads.saveWorkflow(nila, { ...edit, status: "qualified" }, actor);
    expect(stale).toMatchObject({ ok: false, code: "changed" });
    const again = await services.leads.person(nila);
    expect(again?.workflow.status).toBe("contacted");
    expect(again?.timeline.filter((entry) => entry.type === "note")).toHaveLength(1);
    // A transition the workflow does not allow is refused as a field error.
    const refused = await services.leads.saveWorkflow(
      nila,
      { ...edit, version: again!.workflow.version, status: "new", note: "" },
      actor,
    );
    expect(refused).toMatchObject({ ok: false, code: "invalid_input", fields: { status: expect.any(String) } });
    const audit = await server.database.db
      .selectFrom("audit_log")
      .select("detail")
      .where("action", "=", "person.workflow")
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.detail).not.toContain("hotel bundle");
  });

  it("triages: my leads, unassigned, due today, owner and kind filters, search across messages and companies, sorting", async () => {
    const names = async (overrides: Partial<LeadsQuery>, who: Actor = actor) =>
      (await services.leads.inbox(inboxQuery(overrides), who)).people.map((person) => person.name);
    const omar = await personOf(ids.solo!);
    expect(await services.leads.bulkChange([omar], { type: "owner", ownerId: actor.staff.id }, actor)).toMatchObject({
      ok: true,
    });
    expect(await names({ view: "mine" })).toEqual(["Omar Qureshi"]);
    expect(await names({ view: "mine" }, colleague)).toEqual(["Nila Shah"]);
    expect(await names({ view: "unassigned" })).toEqual(["Sam Free"]);
    expect(await names({ owner: "none" })).toEqual(["Sam Free"]);
    expect(await names({ view: "due" })).toEqual(["Nila Shah"]);
    expect(await names({ kind: "booking" })).toEqual(["Nila Shah"]);
    expect(await names({ status: "qualified" })).toEqual(["Leela R."]);
    expect(await names({ search: "roadmap" })).toEqual(["Nila Shah"]);
    expect(await names({ search: "50%" })).toEqual(["Omar Qureshi"]);
    expect(await names({ search: "TIDEWATER" })).toEqual(["Nila Shah"]);
    expect(await names({ search: "_" })).toEqual([]);
    expect(await names({ sort: "name" })).toEqual(["Leela R.", "Nila Shah", "Omar Qureshi", "Sam Free"]);
    expect((await names({ sort: "next-step" }))[0]).toBe("Nila Shah");
    expect(await names({ sort: "oldest" })).toEqual(["Sam Free", "Leela R.", "Nila Shah", "Omar Qureshi"]);
    // Bulk status: a status that cannot follow a person's is left as it was, and said so.
    const leela = await personOf(ids.oldA!);
    const bulk = await services.leads.bulkChange([omar, leela], { type: "status", to: "contacted" }, actor);
    expect(bulk).toMatchObject({ ok: true, message: expect.stringContaining("1 person changed; 1 left as they were") });
  });

  it("counts people with news since the member last opened the inbox", async () => {
    expect(await services.leads.unread(actor)).toBe(4);
    await services.leads.markInboxSeen(actor);
    expect(await services.leads.unread(actor)).toBe(0);
    expect(await services.leads.unread(colleague)).toBe(4);
  });

  it("e-mails each owner their due next steps once a day, however many instances run, from the configured hour", async () => {
    const db = server.database.db;
    const owner = colleague.staff;
    const instance = (iso: string) =>
      createDailyDigest({
        db,
        inbox: createPeopleInbox(db, () => new Date(iso), TEAM_ZONE),
        delivery: server.services.delivery,
        hour: 9,
        teamTimeZone: TEAM_ZONE,
        consoleOrigin: "https://console.example",
        logger,
        now: () => new Date(iso),
      });
    // 08:59 in Kolkata on the day the step is due: not yet.
    expect(await instance("2026-03-10T03:29:00.000Z").runOnce()).toBe(0);
    const [first, second] = await Promise.all([
      instance("2026-03-10T03:30:00.000Z").runOnce(),
      instance("2026-03-10T03:30:00.000Z").runOnce(),
    ]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    const jobs = await db
      .selectFrom("outbox_jobs")
      .select("idempotency_key")
      .where("topic", "=", "people.daily-digest")
      .execute();
    expect(jobs.map((job) => job.idempotency_key)).toEqual([`people/daily-digest/2026-03-10/${owner.id}`]);
    const mail = await sink.waitForKey(`people/daily-digest/2026-03-10/${owner.id}`);
    expect(mail.envelopeTo).toEqual([owner.email]);
    expect(mail.parsed.text).toContain("Nila Shah, Tidewater TV");
    expect(mail.parsed.text).toContain("Send pricing");
    // Later the same day, another instance writes nothing more.
    expect(await instance("2026-03-10T12:00:00.000Z").runOnce()).toBe(0);
    expect(sink.to(owner.email)).toHaveLength(1);
  });

  it("erases a person: they leave the inbox with their timeline, and their company when nobody else is in it", async () => {
    const omar = await personOf(ids.solo!);
    const result = await services.privacy.erase("omar@harbour.example", "omar@harbour.example", colleague);
    expect(result).toMatchObject({ ok: true });
    expect(await services.leads.person(omar)).toBeUndefined();
    expect(await services.leads.personOfLead(ids.solo!)).toBeUndefined();
    const page = await services.leads.inbox(inboxQuery(), actor);
    expect(page.people.map((person) => person.name)).not.toContain("Omar Qureshi");
    const db = server.database.db;
    expect(await db.selectFrom("person_activity").select("id").where("person_id", "=", omar).execute()).toEqual([]);
    expect(await db.selectFrom("companies").select("id").where("name", "=", "Harbour Sports").execute()).toEqual([]);
  });
});
