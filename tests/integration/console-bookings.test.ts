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
import { writeTypedDay } from "#shared/console/typed-day.ts";
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

const MEETING_LINK = "https://meet.horizon.test/sales-room";

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

function eventOf(mail: ReceivedMail) {
  const attachment = mail.parsed.attachments.find((file) => file.contentType.startsWith("application/ics"));
  const calendar = new ICAL.Component(ICAL.parse(attachment!.content.toString("utf8")));
  const event = calendar.getFirstSubcomponent("vevent")!;
  return {
    uid: event.getFirstPropertyValue("uid"),
    start: (event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString(),
    location: event.getFirstPropertyValue("location"),
    url: event.getFirstPropertyValue("url"),
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
    server = await startDeliveryServer({
      ...deliveryEnv(database, sink, webhook),
      SCHEDULING_MEETING_LOCATION: MEETING_LINK,
    });
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
    // The end day as a person types it in the console's day field ("24 Dec 2026").
    const added = await bookings.addTimeOff(
      { startDate: day, startTime: "", endDate: writeTypedDay(day), endTime: "", reason: "Leave" },
      actor,
    );
    if (!added.ok) throw new Error(added.message);
    expect(added.period.conflicts.map((booking) => booking.id)).toEqual([id]);
    expect((await bookings.booking(id))?.status).toBe("confirmed");
    expect((await bookings.timeOff()).find((period) => period.id === added.period.id)?.conflicts).toHaveLength(1);
    await bookings.removeTimeOff(added.period.id, actor);

    const base = { startDate: day, startTime: "", endDate: "", endTime: "", reason: "" };
    const cases = [
      [{ startDate: "2026-02-30" }, "invalid_input", "startDate"],
      [{ startDate: "30 Feb 2026" }, "invalid_input", "startDate"],
      [{ startTime: "9am" }, "invalid_input", "startTime"],
      [{ startTime: "12:00", endTime: "11:00" }, "impossible_period", "endTime"],
      [{ startDate: "2020-01-01", endDate: "2020-01-02" }, "impossible_period", "endDate"],
      [{ endDate: "2099-01-01" }, "impossible_period", "endDate"],
      [{ reason: "x".repeat(201) }, "invalid_input", "reason"],
    ] as const;
    for (const [change, code, field] of cases) {
      const result = await bookings.addTimeOff({ ...base, ...change }, actor);
      expect(result, JSON.stringify(change)).toMatchObject({ ok: false, code, field });
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

    expect(await bookings.cancel(id, { sequence: 5, reason: "", message: "" }, actor)).toMatchObject({
      ok: false,
      code: "changed",
    });
    expect(await bookings.cancel(randomUUID(), { sequence: 0, reason: "", message: "" }, actor)).toMatchObject({
      code: "not_found",
    });
    const cancelled = await bookings.cancel(
      id,
      { sequence: 0, reason: "Double-booked the sales lead", message: "" },
      actor,
    );
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
    expect(await bookings.cancel(id, { sequence: 1, reason: "", message: "" }, actor)).toMatchObject({
      ok: false,
      code: "changed",
      message: "This meeting is already cancelled.",
    });
    const note = await db().selectFrom("lead_activity").selectAll().where("lead_id", "=", id).executeTakeFirst();
    expect(JSON.parse(note!.detail)).toEqual({ text: "Cancelled from the agenda: Double-booked the sales lead" });
    expect(await auditActions(id)).toEqual(["booking.cancel"]);

    const agenda = await bookings.agenda({ from: isoDateInZone(Date.parse(slot.start), zone), days: "1" }, actor);
    expect(agenda.dayList[0]!.bookings.find((entry) => entry.id === id)?.status).toBe("cancelled");
  });

  it("cancels with a message to the visitor: in their cancellation (METHOD:CANCEL) and the team's copy, not in the note", async () => {
    const bookings = consoleServices().bookings;
    const email = uniqueEmail("asha");
    const slot = (await freeSlots(server.baseUrl))[1]!;
    const id = await book(slot.start, email, { name: "Asha Rao" });
    const invitation = await sink.waitForKey(`${id}/booking.created/0/visitor`);
    // The meeting link setting is in the invitation: its text, the .ics LOCATION and URL.
    expect(invitation.parsed.text).toContain(MEETING_LINK);
    expect(eventOf(invitation)).toMatchObject({ location: MEETING_LINK, url: MEETING_LINK });

    const message = "Our product lead is unwell; we will write with new times today.";
    expect(await bookings.cancel(id, { sequence: 0, reason: "", message: "x".repeat(1001) }, actor)).toMatchObject({
      ok: false,
      code: "invalid_input",
      message: "Keep the message to the visitor under 1000 characters.",
    });
    const cancelled = await bookings.cancel(id, { sequence: 0, reason: "", message }, actor);
    expect(cancelled).toMatchObject({ ok: true, booking: { status: "cancelled", sequence: 1 } });

    const visitorMail = await sink.waitForKey(`${id}/booking.cancelled/1/visitor`);
    expect(visitorMail.parsed.text).toContain("the Horizon team had to cancel");
    expect(visitorMail.parsed.text).toContain(`A message from the team: ${message}`);
    expect(calendarOf(visitorMail)).toEqual({ method: "CANCEL", sequence: 1, status: "CANCELLED" });
    expect(eventOf(visitorMail).uid).toBe(eventOf(invitation).uid);
    const teamMail = await sink.waitForKey(`${id}/booking.cancelled/1/team`);
    expect(teamMail.parsed.text).toContain("Ops Lead cancelled the meeting with Asha Rao");
    expect(teamMail.parsed.text).toContain(`Message sent to the visitor: ${message}`);
    // Only the internal note goes on the lead; none was given.
    expect(await db().selectFrom("lead_activity").selectAll().where("lead_id", "=", id).execute()).toEqual([]);
  });

  it("moves a meeting for the team: same UID, higher SEQUENCE, the message, the old time free and the new one held", async () => {
    const bookings = consoleServices().bookings;
    const email = uniqueEmail("dev");
    const [first, , , , target] = await freeSlots(server.baseUrl);
    const id = await book(first!.start, email, { name: "Dev Iyer" });
    const invitation = await sink.waitForKey(`${id}/booking.created/0/visitor`);

    const options = await bookings.rescheduleSlots(id);
    expect(options.map((slot) => slot.start)).toContain(first!.start);
    const input = {
      sequence: 0,
      message: "Moving you to meet our streaming architect too.",
      reason: "Architect joins",
    };
    expect(await bookings.reschedule(id, { ...input, start: "tomorrow" }, actor)).toMatchObject({
      ok: false,
      code: "changed",
    });
    expect(await bookings.reschedule(id, { ...input, start: first!.start }, actor)).toMatchObject({
      ok: false,
      code: "changed",
    });
    expect(await bookings.reschedule(id, { ...input, sequence: 3, start: target!.start }, actor)).toMatchObject({
      ok: false,
      code: "changed",
    });
    expect(await bookings.reschedule(id, { ...input, start: "" }, actor)).toMatchObject({
      ok: false,
      code: "invalid_input",
    });

    const moved = await bookings.reschedule(id, { ...input, start: target!.start }, actor);
    expect(moved).toMatchObject({ ok: true, booking: { status: "confirmed", sequence: 1, start: target!.start } });

    const visitorMail = await sink.waitForKey(`${id}/booking.rescheduled/1/visitor`);
    expect(visitorMail.envelopeTo).toEqual([email]);
    expect(visitorMail.parsed.subject).toMatch(/^Your meeting with Horizon has moved to /);
    expect(visitorMail.parsed.text).toContain("the Horizon team has moved your meeting");
    expect(visitorMail.parsed.text).toContain(`A message from the team: ${input.message}`);
    expect(calendarOf(visitorMail)).toEqual({ method: "REQUEST", sequence: 1, status: "CONFIRMED" });
    expect(eventOf(visitorMail)).toMatchObject({ uid: eventOf(invitation).uid, start: target!.start });
    const teamMail = await sink.waitForKey(`${id}/booking.rescheduled/1/team`);
    expect(teamMail.parsed.text).toContain("Ops Lead moved the meeting with Dev Iyer");
    expect(teamMail.parsed.text).toContain(`Message sent to the visitor: ${input.message}`);
    const [event] = await webhook.waitFor(`${id}/booking.rescheduled/1/`, 1);
    expect(event).toMatchObject({ verified: true, type: "booking.rescheduled" });

    const free = (await freeSlots(server.baseUrl)).map((slot) => slot.start);
    expect(free).toContain(first!.start);
    expect(free).not.toContain(target!.start);
    const note = await db().selectFrom("lead_activity").selectAll().where("lead_id", "=", id).executeTakeFirst();
    expect(JSON.parse(note!.detail)).toEqual({ text: "Moved from the agenda: Architect joins" });
    expect(await auditActions(id)).toEqual(["booking.reschedule"]);
    // The log names who acted and whom the change concerns, not their ids or addresses.
    const logged = await consoleServices().audit.list({ page: 1, action: "booking.reschedule" });
    expect(logged.entries.find((entry) => entry.target === id)).toMatchObject({
      actorName: "Ops Lead",
      targetName: "Dev Iyer",
    });
    // A period keeps the entries made inside it only (the page's From and To, as instants).
    const hour = 3_600_000;
    const within = await consoleServices().audit.list({
      page: 1,
      action: "booking.reschedule",
      from: new Date(Date.now() - hour).toISOString(),
      before: new Date(Date.now() + hour).toISOString(),
    });
    expect(within.entries.some((entry) => entry.target === id)).toBe(true);
    const later = await consoleServices().audit.list({
      page: 1,
      action: "booking.reschedule",
      from: new Date(Date.now() + hour).toISOString(),
    });
    expect(later.total).toBe(0);
    // Several actions at once: the entries of any of them, in one list.
    const either = await consoleServices().audit.list({ page: 1, action: ["booking.reschedule", "no.such-action"] });
    expect(either.total).toBe(logged.total);
    expect(either.entries.map((entry) => entry.id)).toEqual(logged.entries.map((entry) => entry.id));
    // The visitor's old link names the old sequence, so it no longer changes anything.
    const oldToken = linkToken(invitation, "/meeting/cancel/");
    expect(await server.services.meetings.cancel(oldToken)).toMatchObject({ ok: false, problem: "changed" });
  });

  it("assigns an owner, lists only my meetings, and marks held or no-show only after the meeting ends", async () => {
    const bookings = consoleServices().bookings;
    const colleague = await server.services.console.staff.upsert({
      email: "field.sales@horizon.test",
      name: "Field Sales",
      role: "staff",
    });
    const slot = (await freeSlots(server.baseUrl))[6]!;
    const wants = "A walkthrough of the hotel TV home screen for our 40 properties.";
    const id = await book(slot.start, uniqueEmail("meera"), { name: "Meera Pillai", notes: wants });
    const day = isoDateInZone(Date.parse(slot.start), zone);

    expect(await bookings.assignOwner(id, "not-a-member", actor)).toMatchObject({ ok: false, code: "invalid_input" });
    expect(await bookings.assignOwner(randomUUID(), colleague.id, actor)).toMatchObject({
      ok: false,
      code: "not_found",
    });
    expect(await bookings.assignOwner(id, colleague.id, actor)).toMatchObject({
      ok: true,
      booking: { owner: { id: colleague.id, name: "Field Sales" } },
    });
    const agendaFor = async (who: Actor, mine: boolean) =>
      (await bookings.agenda({ from: day, days: "1", mine }, who)).dayList[0]!.bookings.map((booking) => booking.id);
    expect(await agendaFor(actor, false)).toContain(id);
    expect(await agendaFor(actor, true)).not.toContain(id);
    expect(await agendaFor({ staff: colleague, ip: "127.0.0.1" }, true)).toEqual([id]);
    expect((await bookings.agenda({ from: day, days: "1" }, actor)).owners).toEqual(
      expect.arrayContaining([{ id: colleague.id, name: "Field Sales" }]),
    );

    // Not before it has ended (checked in the statement itself).
    expect(await bookings.markOutcome(id, "held", actor)).toMatchObject({
      ok: false,
      code: "changed",
      message: "This meeting has not ended yet: it can be marked “Held” once it is over.",
    });
    const analytics = consoleServices().analytics;
    // Goals count the team's days.
    const today = isoDateInZone(Date.now(), zone);
    const range = { range: { from: today, to: today } };
    const heldBefore = (await analytics.report(range)).goals.held;

    // The meeting took place: its time moves into the past, as if the clock had run on.
    const ended = {
      start: new Date(Date.now() - 3_600_000).toISOString(),
      end: new Date(Date.now() - 1_800_000).toISOString(),
    };
    await db()
      .updateTable("bookings")
      .set({ slot_start: ended.start, slot_end: ended.end })
      .where("id", "=", id)
      .execute();
    // Until someone answers, the agenda asks for its outcome whatever days it shows, with what the visitor wanted.
    const awaiting = async (who: Actor, mine = false) =>
      (await bookings.agenda({ from: day, days: "1", mine }, who)).awaitingOutcome;
    expect((await awaiting(actor)).find((booking) => booking.id === id)).toMatchObject({
      name: "Meera Pillai",
      notes: wants,
    });
    expect((await awaiting(actor, true)).map((booking) => booking.id)).not.toContain(id);
    expect((await awaiting({ staff: colleague, ip: "127.0.0.1" }, true)).map((booking) => booking.id)).toEqual([id]);
    expect(await bookings.markOutcome(id, "no-show", actor)).toMatchObject({
      ok: true,
      booking: { outcome: "no-show" },
    });
    expect((await analytics.report(range)).goals.held).toBe(heldBefore);
    expect(await bookings.markOutcome(id, "held", actor)).toMatchObject({ ok: true, booking: { outcome: "held" } });
    expect((await analytics.report(range)).goals.held).toBe(heldBefore + 1);
    expect((await awaiting(actor)).map((booking) => booking.id)).not.toContain(id);
    expect(await auditActions(id)).toEqual(expect.arrayContaining(["booking.assign", "booking.outcome"]));
    // A started meeting can no longer be moved or cancelled.
    expect(await bookings.cancel(id, { sequence: 0, reason: "", message: "" }, actor)).toMatchObject({
      code: "changed",
    });

    // A cancelled meeting is never marked.
    const other = (await freeSlots(server.baseUrl))[7]!;
    const cancelledId = await book(other.start, uniqueEmail("late"));
    await bookings.cancel(cancelledId, { sequence: 0, reason: "", message: "" }, actor);
    await db()
      .updateTable("bookings")
      .set({ slot_start: ended.start, slot_end: ended.end })
      .where("id", "=", cancelledId)
      .execute();
    expect(await bookings.markOutcome(cancelledId, "held", actor)).toMatchObject({ ok: false, code: "changed" });
    expect(await bookings.markOutcome(randomUUID(), "held", actor)).toMatchObject({ ok: false, code: "not_found" });
  });

  it("a bounced invitation: the address is corrected on the booking and the same e-mail resent to it; another is dismissed", async () => {
    const services = consoleServices();
    const typo = uniqueEmail("kiran").replace("@example.com", "@exmaple.com");
    sink.refused.add(typo);
    const slot = (await freeSlots(server.baseUrl))[8]!;
    const id = await book(slot.start, typo, { name: "Kiran Das" });
    const visitorJob = () =>
      db()
        .selectFrom("outbox_jobs")
        .selectAll()
        .where("idempotency_key", "=", `${id}/booking.created/0/visitor`)
        .executeTakeFirstOrThrow();
    await expect.poll(async () => (await visitorJob()).status, { timeout: 30_000 }).toBe("failed");
    const job = (await services.deliveries.list({ page: 1, status: "failed" })).jobs.find(
      (entry) => entry.leadId === id,
    );
    expect(job).toMatchObject({ recipient: "visitor", address: typo, refused: true, status: "failed" });

    const corrected = typo.replace("@exmaple.com", "@example.com");
    expect(await services.deliveries.fixAddressAndResend(job!.id, "not an address", actor)).toMatchObject({
      ok: false,
      code: "invalid_input",
      field: "email",
    });
    expect(await services.deliveries.fixAddressAndResend(job!.id, typo.toUpperCase(), actor)).toMatchObject({
      ok: false,
      code: "invalid_input",
      field: "email",
    });
    expect(await services.deliveries.fixAddressAndResend(randomUUID(), corrected, actor)).toMatchObject({
      code: "not_found",
    });
    const teamJob = (await services.deliveries.list({ page: 1 })).jobs.find((entry) => entry.recipient === "team");
    if (teamJob) {
      expect(await services.deliveries.fixAddressAndResend(teamJob.id, corrected, actor)).toMatchObject({
        code: "not_retryable",
      });
    }

    expect(await services.deliveries.fixAddressAndResend(job!.id, ` ${corrected} `, actor)).toMatchObject({ ok: true });
    const resent = await sink.waitForKey(`${id}/booking.created/0/visitor`);
    expect(resent.envelopeTo).toEqual([corrected]);
    const ics = resent.parsed.attachments[0]!.content.toString("utf8").replace(/\r\n[ \t]/g, "");
    expect(ics).toContain(`mailto:${corrected}`);
    expect(ics).not.toContain(typo);
    expect((await services.bookings.booking(id))?.email).toBe(corrected);
    // The booking is filed under the person of its corrected address.
    const person = await db()
      .selectFrom("lead_ids")
      .innerJoin("people", "people.id", "lead_ids.person_id")
      .select("people.email_key")
      .where("lead_ids.id", "=", id)
      .executeTakeFirstOrThrow();
    expect(person.email_key).toBe(corrected.toLowerCase());
    // The SMTP server accepts before the worker records it.
    await expect.poll(async () => (await visitorJob()).status, { timeout: 30_000 }).toBe("delivered");
    const audit = await db()
      .selectFrom("audit_log")
      .selectAll()
      .where("target", "=", job!.id)
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe("delivery.fix-address");
    expect(audit.detail).not.toContain(corrected);
    const note = await db().selectFrom("lead_activity").selectAll().where("lead_id", "=", id).executeTakeFirstOrThrow();
    expect(JSON.parse(note.detail).text).toBe(`E-mail address corrected after a bounce: ${typo} → ${corrected}`);
    // Delivered now: nothing left to correct.
    expect(await services.deliveries.fixAddressAndResend(job!.id, uniqueEmail("again"), actor)).toMatchObject({
      code: "not_retryable",
    });

    // A second bounce nobody needs: dismissed, its message deleted, off the list.
    const other = uniqueEmail("gone");
    sink.refused.add(other);
    const otherId = await book((await freeSlots(server.baseUrl))[9]!.start, other);
    const otherJob = async () =>
      db()
        .selectFrom("outbox_jobs")
        .selectAll()
        .where("idempotency_key", "=", `${otherId}/booking.created/0/visitor`)
        .executeTakeFirstOrThrow();
    await expect.poll(async () => (await otherJob()).status, { timeout: 30_000 }).toBe("failed");
    const otherJobId = (await otherJob()).id;
    expect(await services.deliveries.dismiss(otherJobId, actor)).toMatchObject({ ok: true });
    expect(await otherJob()).toMatchObject({ status: "dismissed", payload: "{}" });
    expect((await services.deliveries.list({ page: 1 })).jobs.map((entry) => entry.id)).not.toContain(otherJobId);
    expect(await services.deliveries.dismiss(otherJobId, actor)).toMatchObject({ ok: false, code: "not_retryable" });
    expect(await services.deliveries.dismiss(randomUUID(), actor)).toMatchObject({ ok: false, code: "not_found" });
    expect(await auditActions(otherJobId)).toEqual(["delivery.dismiss"]);
    sink.refused.delete(typo);
    sink.refused.delete(other);
  }, 90_000);

  it("puts the cancellation's note on the lead's timeline through the workflow: its checks, and after the latest entry", async () => {
    const { bookings, leads } = consoleServices();
    const email = uniqueEmail("ravi");
    const slot = (await freeSlots(server.baseUrl))[1]!;
    const id = await book(slot.start, email, { name: "Ravi Iyer" });

    // The workflow's own check refuses a control character; nothing is cancelled.
    const refused = await bookings.cancel(id, { sequence: 0, reason: "Moved\u0007 to next week", message: "" }, actor);
    expect(refused).toMatchObject({ ok: false, code: "invalid_input" });
    expect(await bookings.booking(id)).toMatchObject({ status: "confirmed", sequence: 0 });

    const personId = (await leads.personOfLead(id))!;
    const version = (await leads.person(personId))!.workflow.version;
    const edit = { version, status: "new" as const, ownerId: null, note: "Called, no answer", nextStep: null };
    expect(await leads.saveWorkflow(personId, edit, actor)).toMatchObject({ ok: true });
    expect(
      await bookings.cancel(id, { sequence: 0, reason: "Asked to cancel by phone", message: "" }, actor),
    ).toMatchObject({
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
        (await bookings.cancel(bookingId, { sequence: booking.sequence, reason: `${NAME} asked`, message: "" }, actor))
          .ok,
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
