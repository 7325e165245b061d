/**
 * The console's leads, workflow, deliveries and export against a real database (SQLite, and
 * PostgreSQL when TEST_DATABASE_URL is set): the inbox query's search, filters, ordering and
 * pagination; status, owner and notes with their activity and audit rows; retrying a failed
 * delivery until a real SMTP server receives it; and the export equal to the command's CSV.
 */
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConsoleServices } from "#shared/console/contract.ts";
import { INBOX_PAGE_SIZE, type LeadKind, type LeadsQuery } from "#shared/console/leads.ts";
import type { Actor } from "#shared/console/staff.ts";
import type { AppDatabase } from "../../server/db/database.ts";
import { claimLeadId } from "../../server/leads/lead-repository.ts";
import {
  backends,
  type DeliveryServer,
  deliveryEnv,
  freshDatabase,
  MailSink,
  postJson,
  startDeliveryServer,
  type TestDatabase,
} from "./delivery-harness.ts";
import { insertSubmissionRow, LEAD_ID_KIND } from "./fixtures/submissions.ts";

const run = promisify(execFile);
const TEAM_ZONE = "Asia/Kolkata";

/** What these leads hold beyond the plain defaults: consent and a phone, a form post, a booking's details and campaign. */
const SEED_COLUMNS: Record<LeadKind, Record<string, unknown>> = {
  whitepaper: { phone: "9876543210", marketing_consent: 1 },
  "meeting-request": { channel: "form" },
  booking: {
    guests: JSON.stringify(["guest@example.com"]),
    notes: "Bring the roadmap.",
    time_zone: "Europe/London",
    team_time_zone: TEAM_ZONE,
    answers: JSON.stringify({ a1: "Hotels" }),
    utm_source: "newsletter",
    utm_medium: "email",
    utm_campaign: "winter",
  },
};

interface SeedLead {
  kind: LeadKind;
  createdAt: string;
  name?: string;
  email?: string;
  company?: string;
  suspectedBot?: boolean;
}

/** Writes a lead as the public forms would have stored it, received at a chosen time. */
async function seed(database: AppDatabase, lead: SeedLead): Promise<string> {
  const stored = {
    kind: lead.kind,
    at: lead.createdAt,
    name: lead.name ?? "Meera Iyer",
    email: lead.email ?? `${randomUUID().slice(0, 8)}@example.com`,
    company: lead.company ?? "Example Media",
    suspectedBot: lead.suspectedBot,
    columns: SEED_COLUMNS[lead.kind],
  };
  const id = await insertSubmissionRow(database, stored);
  await claimLeadId(database.db, id, LEAD_ID_KIND[lead.kind], {
    name: stored.name,
    email: stored.email,
    company: stored.company,
    at: stored.at,
  });
  return id;
}

const query = (overrides: Partial<LeadsQuery> = {}): LeadsQuery => ({
  view: "all",
  search: "",
  sort: "activity",
  page: 1,
  ...overrides,
});

describe.each(backends)("console leads on $name", (backend) => {
  let database: TestDatabase;
  let sink: MailSink;
  let server: DeliveryServer;
  let services: ConsoleServices;
  let actor: Actor;
  const ids: Record<string, string> = {};
  /** The one submission of a seeded person (each seed has its own address). */
  const leadOf = new Map<string, string>();
  const lead = (personId: string) => leadOf.get(personId);

  beforeAll(async () => {
    database = await freshDatabase(backend);
    sink = new MailSink();
    await sink.start();
    server = await startDeliveryServer({ ...deliveryEnv(database, sink), SCHEDULING_TIME_ZONE: TEAM_ZONE });
    services = server.services.console.services;
    const member = await server.services.console.staff.upsert({
      email: `ravi.${randomUUID()}@horizon.test`,
      name: "Ravi Staff",
      role: "staff",
    });
    await server.services.console.staff.upsert({
      email: `asha.${randomUUID()}@horizon.test`,
      name: "Asha Admin",
      role: "admin",
    });
    actor = { staff: member, ip: "203.0.113.7" };
    // 2026-03-01T20:00Z is 2 March 01:30 in Kolkata: a team day other than the UTC day.
    ids.lateWhitepaper = await seed(server.database, {
      kind: "whitepaper",
      createdAt: "2026-03-01T20:00:00.000Z",
      name: "Zoya Khan",
      company: "Percent 100% Media",
    });
    ids.meeting = await seed(server.database, {
      kind: "meeting-request",
      createdAt: "2026-03-01T10:00:00.000Z",
      name: "Arjun Das",
      email: "Arjun.Das@Example.com",
      company: "Riverbank Hotels",
      suspectedBot: true,
    });
    ids.booking = await seed(server.database, {
      kind: "booking",
      createdAt: "2026-03-01T15:00:00.000Z",
      name: "Kavya Nair",
      company: "Northwind Streaming",
    });
    for (let index = 0; index < 30; index++) {
      await seed(server.database, {
        kind: (["whitepaper", "meeting-request", "booking"] as const)[index % 3]!,
        createdAt: new Date(Date.UTC(2026, 1, 1, 0, index)).toISOString(),
        name: `Bulk Lead ${index}`,
        company: "Bulk Co",
      });
    }
    const rows = await server.database.db.selectFrom("lead_ids").select(["id", "person_id"]).execute();
    for (const row of rows) if (row.person_id) leadOf.set(row.person_id, row.id);
  }, 90_000);

  afterAll(async () => {
    await server?.close();
    await sink?.close();
    await database?.drop();
  });

  it("lists every kind newest first and counts them", async () => {
    const page = await services.leads.inbox(query(), actor);
    expect(page.total).toBe(33);
    expect(page.people.map((person) => lead(person.id)).slice(0, 3)).toEqual([
      ids.lateWhitepaper,
      ids.booking,
      ids.meeting,
    ]);
    expect(page.people[0]).toMatchObject({
      latest: { kind: "whitepaper" },
      status: "new",
      owner: null,
      suspectedBot: false,
    });
    expect(page.people[2]).toMatchObject({
      latest: { kind: "meeting-request", text: "Please call us." },
      suspectedBot: true,
      email: "arjun.das@example.com",
    });
    const received = page.people.map((person) => person.latestAt);
    expect([...received].sort().reverse()).toEqual(received);
  });

  it("paginates in the database, continuing the order", async () => {
    const first = await services.leads.inbox(query(), actor);
    const second = await services.leads.inbox(query({ page: 2 }), actor);
    expect(first.people).toHaveLength(INBOX_PAGE_SIZE);
    expect(second.people).toHaveLength(33 - INBOX_PAGE_SIZE);
    expect(second.total).toBe(33);
    expect(first.people.at(-1)!.latestAt > second.people[0]!.latestAt).toBe(true);
    const seen = new Set([...first.people, ...second.people].map((person) => person.id));
    expect(seen.size).toBe(33);
    expect((await services.leads.inbox(query({ page: 3 }), actor)).people).toEqual([]);
  });

  it("counts each view's people on its own, whatever the search (a view's link drops the search)", async () => {
    const plain = await services.leads.inbox(query(), actor);
    expect((await services.leads.inbox(query({ search: "kavya" }), actor)).viewCounts).toEqual(plain.viewCounts);
    expect(plain.viewCounts.all).toBe(plain.total);
    for (const view of ["mine", "unassigned", "due"] as const) {
      expect(plain.viewCounts[view], view).toBe((await services.leads.inbox(query({ view }), actor)).total);
    }
  });

  it("searches name, e-mail and company, ignoring case, with LIKE's wildcards taken literally", async () => {
    const found = async (search: string) =>
      (await services.leads.inbox(query({ search }), actor)).people.map((person) => lead(person.id)).sort();
    expect(await found("kavya")).toEqual([ids.booking]);
    expect(await found("arjun.das@example")).toEqual([ids.meeting]);
    expect(await found("RIVERBANK")).toEqual([ids.meeting]);
    expect(await found("100%")).toEqual([ids.lateWhitepaper]);
    expect(await found("_")).toEqual([]);
    expect(await found("bulk lead 2")).toHaveLength(11);
  });

  it("filters by kind and by days in the team's time zone", async () => {
    const bookings = await services.leads.inbox(query({ kind: "booking" }), actor);
    expect(bookings.total).toBe(11);
    expect(bookings.people.every((person) => person.latest.kind === "booking")).toBe(true);
    const firstOfMarch = await services.leads.inbox(query({ from: "2026-03-01", to: "2026-03-01" }), actor);
    expect(firstOfMarch.people.map((person) => lead(person.id))).toEqual([ids.booking, ids.meeting]);
    const secondOfMarch = await services.leads.inbox(query({ from: "2026-03-02" }), actor);
    expect(secondOfMarch.people.map((person) => lead(person.id))).toEqual([ids.lateWhitepaper]);
    const february = await services.leads.inbox(query({ to: "2026-02-28", kind: "whitepaper" }), actor);
    expect(february.total).toBe(10);
  });

  it("shows every field of a person's submissions, and nothing for an unknown id", async () => {
    const detailOf = async (leadId: string) => services.leads.person((await services.leads.personOfLead(leadId)) ?? "");
    const booking = (await detailOf(ids.booking!))?.submissions[0];
    expect(booking).toMatchObject({
      kind: "booking",
      visitorTimeZone: "Europe/London",
      guests: ["guest@example.com"],
      answers: { a1: "Hotels" },
      utm: { source: "newsletter", campaign: "winter" },
    });
    const whitepaper = (await detailOf(ids.lateWhitepaper!))?.submissions[0];
    expect(whitepaper).toMatchObject({ kind: "whitepaper", phone: "9876543210", marketingConsent: true });
    expect(await services.leads.person(randomUUID())).toBeUndefined();
    const edit = { version: "x", status: "new" as const, ownerId: null, note: "hi", nextStep: null };
    expect(await services.leads.saveWorkflow(randomUUID(), edit, actor)).toMatchObject({ code: "not_found" });
  });

  it("retries a failed delivery with a fresh budget until the SMTP server takes it", async () => {
    const email = `refused.${randomUUID()}@example.com`;
    sink.refused.add(email);
    const response = await postJson(server.baseUrl, "/api/meeting-requests", {
      name: "Dev Patel",
      email,
      company: "Bounce Media",
      message: "Hello",
    });
    expect(response.status).toBeLessThan(300);
    const personId = (await services.leads.inbox(query({ search: email }), actor)).people[0]!.id;
    const lead = { id: (await services.leads.person(personId))!.submissions[0]!.id };
    const failedJob = async () =>
      server.database.db
        .selectFrom("outbox_jobs")
        .selectAll()
        .where("subject_id", "=", lead.id)
        .where("topic", "like", "%/visitor")
        .executeTakeFirstOrThrow();
    await expect.poll(async () => (await failedJob()).status, { timeout: 30_000 }).toBe("failed");
    const listed = await services.deliveries.list({ page: 1, status: "failed" });
    const job = listed.jobs.find((entry) => entry.leadId === lead.id);
    expect(job).toMatchObject({ recipient: "visitor", channel: "email", attempts: 1 });
    expect(job?.lastError).toMatch(/550|No such mailbox/);
    expect(listed.backlog.failed).toBeGreaterThanOrEqual(1);

    // Written two days ago: without a fresh window, a single failure now would fail it for good.
    await server.database.db
      .updateTable("outbox_jobs")
      .set({ created_at: new Date(Date.now() - 2 * 86_400_000).toISOString() })
      .where("id", "=", job!.id)
      .execute();
    sink.refused.delete(email);
    await sink.goDown();
    try {
      expect(await services.deliveries.retry(job!.id, actor)).toMatchObject({ ok: true, retried: 1 });
      await expect
        .poll(async () => (await failedJob()).last_error ?? "", { timeout: 30_000 })
        .not.toMatch(/550|No such mailbox/);
      const retrying = await failedJob();
      expect(retrying.status).toBe("pending");
      expect(retrying.attempts).toBeGreaterThanOrEqual(1);
      expect(retrying.retried_at).not.toBeNull();
    } finally {
      // Whatever happened above, the next tests need the mail server back.
      await sink.comeBack();
    }
    await expect.poll(async () => (await failedJob()).status, { timeout: 30_000 }).toBe("delivered");
    expect(sink.to(email)).toHaveLength(1);

    expect(await services.deliveries.retry(job!.id, actor)).toMatchObject({ ok: false, code: "not_retryable" });
    expect(await services.deliveries.retry(randomUUID(), actor)).toMatchObject({ ok: false, code: "not_found" });
    const audit = await server.database.db
      .selectFrom("audit_log")
      .select(["action", "target"])
      .where("action", "=", "delivery.retry")
      .execute();
    expect(audit).toEqual([{ action: "delivery.retry", target: job!.id }]);
  }, 90_000);

  it("retries every failed delivery at once", async () => {
    const emails = [`a.${randomUUID()}@example.com`, `b.${randomUUID()}@example.com`];
    for (const email of emails) {
      sink.refused.add(email);
      await postJson(server.baseUrl, "/api/meeting-requests", { name: "Bulk", email, company: "B", message: "Hi" });
    }
    await expect
      .poll(async () => (await services.deliveries.list({ page: 1, status: "failed" })).total, { timeout: 30_000 })
      .toBe(2);
    for (const email of emails) sink.refused.delete(email);
    expect(await services.deliveries.retryAllFailed(actor)).toMatchObject({ ok: true, retried: 2 });
    await expect.poll(() => emails.every((email) => sink.to(email).length === 1), { timeout: 30_000 }).toBe(true);
    expect((await services.deliveries.list({ page: 1, status: "failed" })).total).toBe(0);
  }, 90_000);

  it("exports exactly the CSV of npm run leads:export, and audits the download", async () => {
    const request = { from: "2026-03-01", to: "2026-03-02", kind: "meeting-request" as const };
    const file = await services.leads.exportCsv(request, actor);
    const env = { ...process.env, DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl ?? "" };
    // The team's days 1–2 March in Kolkata, as the instants the command takes.
    const { stdout } = await run(
      process.execPath,
      [
        path.resolve("scripts/export-leads.ts"),
        "--from",
        "2026-02-28T18:30:00.000Z",
        "--to",
        "2026-03-02T18:30:00.000Z",
        "--type",
        "meeting",
      ],
      { env },
    );
    expect(file.csv).toBe(stdout);
    expect(file.rows).toBe(1);
    // The export page's count before the download: the same rows, and no download recorded for it.
    expect(await services.leads.exportCount(request, actor)).toBe(1);
    expect(file.csv).toContain("Riverbank Hotels");
    expect(file.filename).toBe("leads-meeting-request-2026-03-01-to-2026-03-02.csv");
    const all = await services.leads.exportCsv({}, actor);
    const { stdout: everything } = await run(process.execPath, [path.resolve("scripts/export-leads.ts")], { env });
    expect(all.csv).toBe(everything);
    const audit = await server.database.db
      .selectFrom("audit_log")
      .select(["detail"])
      .where("action", "=", "lead.export")
      .orderBy("created_at")
      .execute();
    expect(JSON.parse(audit[0]!.detail)).toEqual({
      from: "2026-03-01",
      to: "2026-03-02",
      timeZone: TEAM_ZONE,
      kind: "meeting-request",
      view: null,
      rows: 1,
    });
  }, 90_000);

  it("gives the overview's figures", async () => {
    const overview = await services.leads.overview(actor);
    expect(overview.lastWeek["meeting-request"]).toBeGreaterThanOrEqual(3);
    expect(overview.awaitingContact).toBe((await services.leads.inbox(query({ status: "new" }), actor)).total);
    expect(overview.bookingsUpcoming).toBe(11);
    expect(overview.bookingsToday).toBe(0);
  });
});
