/**
 * The console's bookings and data protection against the real server's services, a real
 * SMTP server and webhook receiver, on SQLite and PostgreSQL: time off the public scheduler
 * respects at once, a cancel by the team that mails the visitor a METHOD:CANCEL .ics, and
 * an erasure after which no table holds the address or the name anywhere.
 */
import { randomUUID } from "node:crypto";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "#shared/console/staff.ts";
import { isoDateInZone, wallTimeAt } from "#shared/scheduling/zoned-time.ts";
import { maskEmail } from "../../server/console/tokens.ts";
import { BLOCKED_MESSAGE } from "../../server/scheduling/slots.ts";
import {
  backends,
  type DeliveryServer,
  deliveryEnv,
  everyRow,
  freeSlots,
  freshDatabase,
  linkToken,
  MailSink,
  postJson,
  type ReceivedMail,
  SALES_INBOX,
  startDeliveryServer,
  type TestDatabase,
  uniqueEmail,
  WebhookReceiver,
} from "./delivery-harness.ts";

function bookingBody(start: string, email: string, overrides: Record<string, unknown> = {}) {
  return { start, name: "Vikram Shah", email, company: "Example Hotels", timeZone: "Europe/London", ...overrides };
}

function calendarOf(mail: ReceivedMail) {
  const attachment = mail.parsed.attachments.find((file) => file.contentType.startsWith("application/ics"));
  if (!attachment) throw new Error("no .ics attachment");
  const calendar = new ICAL.Component(ICAL.parse(attachment.content.toString("utf8")));
  const event = calendar.getFirstSubcomponent("vevent")!;
  return {
    method: calendar.getFirstPropertyValue("method"),
    sequence: Number(event.getFirstPropertyValue("sequence")),
    status: event.getFirstPropertyValue("status"),
  };
}

/** `HH:MM` of an instant in the team's zone. */
function clockIn(iso: string, zone: string): string {
  const wall = wallTimeAt(Date.parse(iso), zone);
  return `${String(wall.hour).padStart(2, "0")}:${String(wall.minute).padStart(2, "0")}`;
}

describe.each(backends)("console bookings and data protection on $name", (backend) => {
  let database: TestDatabase;
  let sink: MailSink;
  let webhook: WebhookReceiver;
  let server: DeliveryServer;
  let actor: Actor;
  let zone: string;

  const consoleServices = () => server.services.console.services;
  const db = () => server.database.db;

  async function book(start: string, email: string, overrides: Record<string, unknown> = {}): Promise<string> {
    const response = await postJson(server.baseUrl, "/api/scheduling/bookings", bookingBody(start, email, overrides));
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  async function auditActions(target: string): Promise<string[]> {
    const rows = await db().selectFrom("audit_log").select("action").where("target", "=", target).execute();
    return rows.map((row) => row.action);
  }

  beforeAll(async () => {
    database = await freshDatabase(backend);
    sink = new MailSink();
    await sink.start();
    webhook = new WebhookReceiver();
    await webhook.start();
    server = await startDeliveryServer(deliveryEnv(database, sink, webhook));
    const staff = await server.services.console.staff.upsert({
      email: "ops.lead@horizon.test",
      name: "Ops Lead",
      role: "admin",
    });
    actor = { staff, ip: "127.0.0.1" };
    zone = consoleServices().teamTimeZone;
  });

  afterAll(async () => {
    await server?.close();
    await sink?.close();
    await webhook?.close();
    await database?.drop();
  });

  it("time off takes its slots off the public list at once and refuses a booking inside it", async () => {
    const bookings = consoleServices().bookings;
    const slots = await freeSlots(server.baseUrl);
    const first = slots[0]!;
    const day = isoDateInZone(Date.parse(first.start), zone);
    const sameDay = slots.filter((slot) => isoDateInZone(Date.parse(slot.start), zone) === day);
    expect(sameDay.length).toBeGreaterThan(0);

    const added = await bookings.addTimeOff(
      { startDate: day, startTime: "", endDate: "", endTime: "", reason: "Team offsite" },
      actor,
    );
    if (!added.ok) throw new Error(added.message);
    const after = await freeSlots(server.baseUrl);
    expect(after.filter((slot) => isoDateInZone(Date.parse(slot.start), zone) === day)).toEqual([]);
    expect(after.length).toBe(slots.length - sameDay.length);

    // A visitor who still has the time on screen is refused like a taken slot.
    const refused = await postJson(
      server.baseUrl,
      "/api/scheduling/bookings",
      bookingBody(first.start, uniqueEmail("late")),
    );
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toBe(BLOCKED_MESSAGE);

    // One blocked hour on another day: only the slots inside it go, the neighbours stay.
    const other = after[1]!;
    const hour = await bookings.addTimeOff(
      {
        startDate: isoDateInZone(Date.parse(other.start), zone),
        startTime: clockIn(other.start, zone),
        endDate: "",
        endTime: clockIn(other.end, zone),
        reason: "",
      },
      actor,
    );
    expect(hour.ok).toBe(true);
    const withHour = (await freeSlots(server.baseUrl)).map((slot) => slot.start);
    expect(withHour).not.toContain(other.start);
    expect(withHour).toContain(after[0]!.start);
    expect(withHour).toContain(after[2]!.start);

    // Nor can a visitor move a meeting into it through the reschedule link.
    const moverId = await book(after.at(-1)!.start, uniqueEmail("mover"));
    const token = linkToken(await sink.waitForKey(`${moverId}/booking.created/0/visitor`), "/meeting/reschedule/");
    expect(await server.services.meetings.reschedule(token, first.start)).toEqual({
      ok: false,
      problem: "taken",
      message: BLOCKED_MESSAGE,
    });

    expect(await bookings.removeTimeOff(added.period.id, actor)).toBe(true);
    expect(await bookings.removeTimeOff(added.period.id, actor)).toBe(false);
    expect((await freeSlots(server.baseUrl)).map((slot) => slot.start)).toContain(first.start);
    expect(await auditActions(added.period.id)).toEqual(expect.arrayContaining(["time-off.add", "time-off.remove"]));
    if (hour.ok) await bookings.removeTimeOff(hour.period.id, actor);
  });

  it("keeps bookings inside new time off and names them; refuses bad periods with the field at fault", async () => {
    const bookings = consoleServices().bookings;
    const slot = (await freeSlots(server.baseUrl))[3]!;
    const id = await book(slot.start, uniqueEmail("kept"));
    const day = isoDateInZone(Date.parse(slot.start), zone);
    const added = await bookings.addTimeOff(
      { startDate: day, startTime: "", endDate: day, endTime: "", reason: "Leave" },
      actor,
    );
    if (!added.ok) throw new Error(added.message);
    expect(added.period.conflicts.map((booking) => booking.id)).toEqual([id]);
    expect((await bookings.booking(id))?.status).toBe("confirmed");
    expect((await bookings.timeOff()).find((period) => period.id === added.period.id)?.conflicts).toHaveLength(1);
    await bookings.removeTimeOff(added.period.id, actor);

    const base = { startDate: day, startTime: "", endDate: "", endTime: "", reason: "" };
    const cases = [
      [{ startDate: "2026-02-30" }, 400, "startDate"],
      [{ startTime: "9am" }, 400, "startTime"],
      [{ startTime: "12:00", endTime: "11:00" }, 422, "endTime"],
      [{ startDate: "2020-01-01", endDate: "2020-01-02" }, 422, "endDate"],
      [{ endDate: "2099-01-01" }, 422, "endDate"],
      [{ reason: "x".repeat(201) }, 400, "reason"],
    ] as const;
    for (const [change, status, field] of cases) {
      const result = await bookings.addTimeOff({ ...base, ...change }, actor);
      expect(result, JSON.stringify(change)).toMatchObject({ ok: false, status, field });
    }
  });

  it("cancels a booking for the team: the visitor gets the cancellation with a METHOD:CANCEL .ics, the slot is free again", async () => {
    const bookings = consoleServices().bookings;
    const email = uniqueEmail("nila");
    const slot = (await freeSlots(server.baseUrl))[0]!;
    const id = await book(slot.start, email, { name: "Nila Menon" });
    await sink.waitForKey(`${id}/booking.created/0/visitor`);
    const booking = (await bookings.booking(id))!;
    expect(booking).toMatchObject({ status: "confirmed", sequence: 0, email });

    expect(await bookings.cancel(id, { sequence: 5, reason: "" }, actor)).toMatchObject({ ok: false, status: 409 });
    expect(await bookings.cancel(randomUUID(), { sequence: 0, reason: "" }, actor)).toMatchObject({ status: 404 });
    const cancelled = await bookings.cancel(id, { sequence: 0, reason: "Double-booked the sales lead" }, actor);
    expect(cancelled).toMatchObject({ ok: true, booking: { status: "cancelled", sequence: 1 } });

    const visitorMail = await sink.waitForKey(`${id}/booking.cancelled/1/visitor`);
    expect(visitorMail.envelopeTo).toEqual([email]);
    expect(visitorMail.parsed.subject).toMatch(/^Cancelled: your meeting with Horizon/);
    expect(visitorMail.parsed.text).toContain("the Horizon team had to cancel");
    expect(calendarOf(visitorMail)).toEqual({ method: "CANCEL", sequence: 1, status: "CANCELLED" });
    const teamMail = await sink.waitForKey(`${id}/booking.cancelled/1/team`);
    expect(teamMail.envelopeTo).toEqual([SALES_INBOX]);
    const [event] = await webhook.waitFor(`${id}/booking.cancelled/`, 1);
    expect(event).toMatchObject({ verified: true, type: "booking.cancelled" });

    expect((await freeSlots(server.baseUrl)).map((free) => free.start)).toContain(slot.start);
    expect(await bookings.cancel(id, { sequence: 1, reason: "" }, actor)).toMatchObject({
      ok: false,
      status: 409,
      message: "This meeting is already cancelled.",
    });
    const note = await db().selectFrom("lead_activity").selectAll().where("lead_id", "=", id).executeTakeFirst();
    expect(JSON.parse(note!.detail)).toEqual({ text: "Cancelled from the agenda: Double-booked the sales lead" });
    expect(await auditActions(id)).toEqual(["booking.cancel"]);

    const agenda = await bookings.agenda({ from: isoDateInZone(Date.parse(slot.start), zone), days: "1" });
    expect(agenda.dayList[0]!.bookings.find((entry) => entry.id === id)?.status).toBe("cancelled");
  });

  it("puts the cancellation's note on the lead's timeline through the workflow: its checks, and after the latest entry", async () => {
    const { bookings, leads } = consoleServices();
    const email = uniqueEmail("ravi");
    const slot = (await freeSlots(server.baseUrl))[1]!;
    const id = await book(slot.start, email, { name: "Ravi Iyer" });

    // The workflow's own check refuses a control character; nothing is cancelled.
    const refused = await bookings.cancel(id, { sequence: 0, reason: "Moved\u0007 to next week" }, actor);
    expect(refused).toMatchObject({ ok: false, status: 400 });
    expect(await bookings.booking(id)).toMatchObject({ status: "confirmed", sequence: 0 });

    const personId = (await leads.personOfLead(id))!;
    const version = (await leads.person(personId))!.workflow.version;
    const edit = { version, status: "new" as const, ownerId: null, note: "Called, no answer", nextStep: null };
    expect(await leads.saveWorkflow(personId, edit, actor)).toMatchObject({ ok: true });
    expect(await bookings.cancel(id, { sequence: 0, reason: "Asked to cancel by phone" }, actor)).toMatchObject({
      ok: true,
    });
    const timeline = (await leads.person(personId))!.timeline.filter((entry) => entry.type === "note");
    expect(timeline.map((entry) => (entry.type === "note" ? entry.text : entry.type))).toEqual([
      "Cancelled from the agenda: Asked to cancel by phone",
      "Called, no answer",
    ]);
    // Written in one instant (the pinned clock) yet ordered: the agenda's entry comes just after.
    expect(Date.parse(timeline[0]!.at)).toBeGreaterThan(Date.parse(timeline[1]!.at));
  });

  describe("erasure", () => {
    const NAME = "Zubin Quillfeather";
    const SURNAME = "quillfeather";

    async function countsPerKind() {
      const count = async (table: "whitepaper_requests" | "meeting_requests" | "bookings") =>
        Number(
          (
            await db()
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<number>().as("n"))
              .executeTakeFirstOrThrow()
          ).n,
        );
      return {
        whitepapers: await count("whitepaper_requests"),
        meetings: await count("meeting_requests"),
        bookings: await count("bookings"),
      };
    }

    /** Until the worker has tried every job once. */
    async function waitForOutbox() {
      await expect
        .poll(
          async () =>
            (await db().selectFrom("outbox_jobs").select("id").where("status", "=", "pending").execute()).length,
          { timeout: 15_000 },
        )
        .toBe(0);
    }

    it("finds every record, downloads them, then erases the address and the name from every table", async () => {
      const { bookings, privacy } = consoleServices();
      const target = uniqueEmail("Zubin.Q");
      // The visitor's mails fail for good, so their jobs keep their payloads (delivered ones are emptied).
      sink.refused.add(target);
      sink.refused.add(target.toUpperCase());
      const whitepaper = await postJson(server.baseUrl, "/local/getPdf", {
        id: "whitepaper1",
        name: NAME,
        email: target,
        companyName: "Quillfeather Media",
        phone: "9876543210",
        marketingConsent: true,
      });
      expect(whitepaper.status).toBe(200);
      const meetingId = randomUUID();
      const meeting = await postJson(server.baseUrl, "/api/meeting-requests", {
        name: NAME,
        email: target,
        company: "Quillfeather Media",
        message: `Hello, this is ${NAME}.`,
        submissionId: meetingId,
      });
      expect(meeting.status).toBe(201);
      const slots = await freeSlots(server.baseUrl);
      const bookingId = await book(slots[0]!.start, target.toUpperCase(), {
        name: NAME,
        company: "Quillfeather Media",
        notes: `Call ${NAME}`,
        guests: ["assistant@example.com"],
      });
      const otherEmail = uniqueEmail("host");
      const guestBookingId = await book(slots[1]!.start, otherEmail, { guests: [target, "keep@example.com"] });
      await waitForOutbox();
      const whitepaperRow = await db()
        .selectFrom("whitepaper_requests")
        .select("id")
        .where("email", "=", target)
        .executeTakeFirstOrThrow();
      for (const leadId of [whitepaperRow.id, meetingId, bookingId]) {
        await db()
          .insertInto("lead_activity")
          .values({
            id: randomUUID(),
            lead_id: leadId,
            created_at: new Date().toISOString(),
            staff_id: actor.staff.id,
            type: "note",
            detail: JSON.stringify({ text: `Spoke to ${NAME} about pricing` }),
          })
          .execute();
      }
      await db()
        .updateTable("people")
        .set({
          status: "contacted",
          owner_id: actor.staff.id,
          next_step_on: "2030-01-01",
          next_step_text: `Call ${NAME}`,
        })
        .where("email_key", "=", target.toLowerCase())
        .execute();

      const found = await privacy.find(` ${target.toUpperCase()} `, actor);
      if (!found.ok) throw new Error(found.message);
      expect(found.summary.counts).toMatchObject({
        whitepaperRequests: 1,
        meetingRequests: 1,
        bookings: 1,
        guestOf: 1,
        workflow: 1,
        notes: 3,
        auditMentions: 0,
      });
      expect(found.summary.counts.outboxJobs).toBeGreaterThanOrEqual(8);
      expect(found.summary.counts.undeliveredJobs).toBeGreaterThanOrEqual(2);
      expect(found.summary.upcomingBookings.map((record) => record.id)).toEqual([bookingId]);
      expect(await privacy.find("not an address", actor)).toMatchObject({
        ok: false,
        code: "invalid_input",
        field: "email",
      });

      const download = await privacy.download(target, actor);
      if (!download.ok) throw new Error(download.message);
      expect(download.fileName).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
      const document = JSON.parse(download.json);
      expect(document.email).toBe(target.toLowerCase());
      expect(document.whitepaperRequests).toMatchObject([{ name: NAME, email: target, phone: "9876543210" }]);
      expect(document.meetingRequests).toMatchObject([{ id: meetingId, message: `Hello, this is ${NAME}.` }]);
      expect(document.bookings).toMatchObject([
        { id: bookingId, notes: `Call ${NAME}`, guests: ["assistant@example.com"] },
      ]);
      expect(document.guestOf).toEqual([expect.objectContaining({ id: guestBookingId })]);
      expect(document.guestOf[0].name).toBeUndefined();
      expect(document.leadActivity).toHaveLength(3);
      expect(document.person).toMatchObject([{ email_key: target.toLowerCase(), status: "contacted" }]);
      // The e-mails about the address are in it (a visitor's own e-mails name the address only).
      expect(
        document.outboxJobs.some((job: { payload?: unknown }) => JSON.stringify(job.payload).includes(target)),
      ).toBe(true);

      expect(await privacy.erase(target, "someone@else.com", actor)).toMatchObject({
        ok: false,
        field: "confirmation",
      });
      const upcoming = await privacy.erase(target, target, actor);
      expect(upcoming).toMatchObject({ ok: false, code: "upcoming_meetings" });
      expect(upcoming.ok || upcoming.message).toMatch(/Cancel it in the bookings agenda first/);
      const booking = (await bookings.booking(bookingId))!;
      expect(
        (await bookings.cancel(bookingId, { sequence: booking.sequence, reason: `${NAME} asked` }, actor)).ok,
      ).toBe(true);
      await waitForOutbox();

      const mentionsTarget = (row: { text: string }) =>
        row.text.includes(target.toLowerCase()) || row.text.includes(SURNAME);
      const tablesBefore = new Set((await everyRow(server.database)).filter(mentionsTarget).map((row) => row.table));
      expect([...tablesBefore].sort()).toEqual(
        expect.arrayContaining(["bookings", "lead_activity", "meeting_requests", "outbox_jobs", "whitepaper_requests"]),
      );
      const countsBefore = await countsPerKind();
      const erased = await privacy.erase(target, target.toUpperCase(), actor);
      expect(erased).toMatchObject({
        ok: true,
        erased: { whitepaperRequests: 1, meetingRequests: 1, bookings: 1, notes: 4 },
      });

      expect((await everyRow(server.database)).filter(mentionsTarget).length).toBe(0);
      expect(await countsPerKind()).toEqual(countsBefore);
      const guestBooking = await db()
        .selectFrom("bookings")
        .selectAll()
        .where("id", "=", guestBookingId)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(guestBooking.guests)).toEqual(["keep@example.com"]);
      expect(guestBooking.email).toBe(otherEmail);
      const erasedBooking = await db()
        .selectFrom("bookings")
        .selectAll()
        .where("id", "=", bookingId)
        .executeTakeFirstOrThrow();
      expect(erasedBooking).toMatchObject({
        status: "cancelled",
        name: "[erased]",
        guests: "[]",
        slot_start: slots[0]!.start,
      });
      // The person (status, owner, next step naming them) leaves the inbox; the submissions stay, erased and unfiled.
      expect(
        await db().selectFrom("people").selectAll().where("email_key", "=", target.toLowerCase()).execute(),
      ).toEqual([]);
      const filed = await db()
        .selectFrom("lead_ids")
        .select("person_id")
        .where("id", "in", [whitepaperRow.id, meetingId, bookingId])
        .execute();
      expect(filed.map((row) => row.person_id)).toEqual([null, null, null]);
      const pending = await db()
        .selectFrom("outbox_jobs")
        .select("id")
        .where("subject_id", "in", [whitepaperRow.id, meetingId, bookingId])
        .where("status", "=", "pending")
        .execute();
      expect(pending).toEqual([]);

      const masked = maskEmail(target.toLowerCase());
      expect(await auditActions(masked)).toEqual(
        expect.arrayContaining(["privacy.find", "privacy.download", "privacy.erase"]),
      );

      const again = await privacy.find(target, actor);
      expect(again.ok && again.summary.records).toEqual([]);
    });
  });
});
