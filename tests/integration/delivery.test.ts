/**
 * Delivery end to end over HTTP: leads and bookings posted to the API, e-mails
 * received by a real SMTP server and webhook events by a real HTTP endpoint, on
 * SQLite and on PostgreSQL.
 */
import { Writable } from "node:stream";
import ICAL from "ical.js";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { DeliveryChannelName } from "../../server/delivery/outbox.ts";
import { signLink } from "../../server/delivery/signed-links.ts";
import {
  backends,
  type DeliveryServer,
  deliveryEnv,
  FAST_WORKER,
  freeSlots,
  freshDatabase,
  linkToken,
  MAIL_FROM,
  MailSink,
  postJson,
  type ReceivedMail,
  SALES_INBOX,
  startDeliveryServer,
  type TestDatabase,
  uniqueEmail,
  WebhookReceiver,
} from "./delivery-harness.ts";

function whitepaperBody(email: string, overrides: Record<string, unknown> = {}) {
  return {
    id: "whitepaper1",
    name: "Asha <b>Rao</b>",
    email,
    companyName: "Tom & Jerry <Streaming>",
    phone: "9876543210",
    marketingConsent: true,
    ...overrides,
  };
}

function bookingBody(start: string, email: string, overrides: Record<string, unknown> = {}) {
  return {
    start,
    name: "Vikram Shah",
    email,
    company: "Example Hotels",
    guests: ["ops@example.com"],
    notes: "Hospitality Suite, please.",
    timeZone: "Europe/London",
    a1: "Hotels",
    utm_source: "newsletter",
    utm_campaign: "winter",
    ...overrides,
  };
}

function calendarOf(mail: ReceivedMail) {
  const attachment = mail.parsed.attachments.find((file) => file.contentType.startsWith("application/ics"));
  if (!attachment) throw new Error("no .ics attachment");
  const text = attachment.content.toString("utf8");
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent("vevent")!;
  return {
    text,
    filename: attachment.filename,
    method: calendar.getFirstPropertyValue("method"),
    uid: event.getFirstPropertyValue("uid"),
    sequence: Number(event.getFirstPropertyValue("sequence")),
    status: event.getFirstPropertyValue("status"),
    start: (event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString(),
  };
}

/** The mails with a given idempotency-key suffix (e.g. "/team"), for one subject. */
function mailsFor(sink: MailSink, subjectId: string): Map<string, ReceivedMail> {
  return new Map(
    sink.messages
      .filter((mail) => mail.idempotencyKey.startsWith(`${subjectId}/`))
      .map((mail) => [mail.idempotencyKey.slice(subjectId.length), mail]),
  );
}

/** Words a requester typed, in the shape of a phishing lure: none may reach an unconfirmed address. */
const LURE = {
  name: "URGENT your account is locked verify at evil.example",
  company: "Call evil.example now",
  message: "Your password expires today, log in at http://evil.example/login",
};

/** Every part of a visitor's e-mail (subject, To, text, HTML, invitation) is free of the requester's words. */
function expectNoRequesterText(mail: ReceivedMail, words: readonly string[]): void {
  const calendar = mail.parsed.attachments.map((file) => file.content.toString("utf8")).join("\n");
  const parts = [
    mail.parsed.subject ?? "",
    mail.parsed.to ? JSON.stringify(mail.parsed.to) : "",
    mail.parsed.text ?? "",
  ];
  const everything = [...parts, String(mail.parsed.html), calendar].join("\n").replace(/\r\n[ \t]/g, "");
  for (const word of words) expect(everything, mail.parsed.subject).not.toContain(word);
  const to = [mail.parsed.to ?? []].flat().flatMap((address) => address.value);
  expect(to.map((address) => address.name)).toEqual([""]);
}

/**
 * Waits until no job of the channel waits in the server's outbox, so everything sent so far has reached
 * the sink or the receiver (a job is marked delivered only once they accepted it) and a check that
 * nothing more arrived holds.
 */
async function settled(server: DeliveryServer, channel: DeliveryChannelName = "email"): Promise<void> {
  await vi.waitFor(
    async () => {
      const waiting = await server.database.db
        .selectFrom("outbox_jobs")
        .select("id")
        .where("status", "=", "pending")
        .where("channel", "=", channel)
        .execute();
      expect(waiting, `${channel} jobs still pending`).toEqual([]);
    },
    { timeout: 20_000, interval: 50 },
  );
}

describe.each(backends)("delivery on $name", (backend) => {
  let database: TestDatabase;
  let sink: MailSink;
  let webhook: WebhookReceiver;
  let server: DeliveryServer;

  beforeAll(async () => {
    database = await freshDatabase(backend);
    sink = new MailSink();
    await sink.start();
    webhook = new WebhookReceiver();
    await webhook.start();
    server = await startDeliveryServer(deliveryEnv(database, sink, webhook));
  });

  afterAll(async () => {
    await server?.close();
    await sink?.close();
    await webhook?.close();
    await database?.drop();
  });

  afterEach(async () => {
    sink.holding = false;
    await sink.comeBack();
  });

  it("announces a whitepaper request: the team's e-mail, the visitor's link and a signed event", async () => {
    const email = uniqueEmail("asha");
    const before = sink.messages.length;
    const response = await postJson(server.baseUrl, "/local/getPdf", whitepaperBody(email));
    expect(response.status).toBe(200);
    await sink.waitForCount(before + 2);
    await settled(server);

    const [team, extra] = sink.to(SALES_INBOX).filter((mail) => mail.parsed.replyTo?.text.includes(email));
    expect(extra).toBeUndefined();
    expect(team!.parsed.from?.text).toBe(MAIL_FROM.replace("Horizon", '"Horizon"'));
    expect(team!.parsed.replyTo?.value[0]).toMatchObject({ address: email, name: "Asha <b>Rao</b>" });
    expect(team!.parsed.subject).toMatch(/^Whitepaper request: .+ — Asha <b>Rao<\/b>, Tom & Jerry <Streaming>$/);
    const text = team!.parsed.text ?? "";
    for (const line of [
      `E-mail: ${email}`,
      "Company: Tom & Jerry <Streaming>",
      "Phone: 9876543210",
      "Marketing e-mails: Yes, agreed",
      "Sent from: Website form",
      "Browser check: Passed",
    ]) {
      expect(text).toContain(line);
    }
    // Every value escaped in the HTML part; nothing loaded from elsewhere.
    const html = String(team!.parsed.html);
    expect(html).toContain("Tom &amp; Jerry &lt;Streaming&gt;");
    expect(html).not.toContain("<b>Rao</b>");
    expect(html).not.toMatch(/<img|src=|url\(/i);

    const [visitor, again] = sink.to(email);
    expect(again).toBeUndefined();
    expect(visitor!.parsed.subject).toMatch(/^Your whitepaper: /);
    expect(visitor!.parsed.replyTo).toBeUndefined();
    const token = linkToken(visitor!, "/whitepapers/download/");
    const download = await fetch(`${server.baseUrl}/whitepapers/download/${token}`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect((await download.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    // The signature's first letter: its last one carries two unused bits, so changing it can leave the bytes alone.
    const [payload, signature = ""] = token.split(".");
    const tampered = `${payload}.${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`;
    expect((await fetch(`${server.baseUrl}/whitepapers/download/${tampered}`)).status).toBe(404);
    const secret = await server.services.delivery.linkSecret();
    const expired = signLink(secret, { purpose: "whitepaper", whitepaperId: "whitepaper1", leadId: "x", expiresAt: 1 });
    expect((await fetch(`${server.baseUrl}/whitepapers/download/${expired}`)).status).toBe(410);

    const leadId = visitor!.idempotencyKey.split("/")[0]!;
    const [event] = await webhook.waitFor(`${leadId}/`, 1);
    expect(event!.verified).toBe(true);
    expect(event!.type).toBe("lead.created");
    expect(event!.id).toBe(event!.body.id);
    expect(event!.body.data.lead).toMatchObject({
      type: "whitepaper",
      name: "Asha <b>Rao</b>",
      company: "Tom & Jerry <Streaming>",
      phone: "9876543210",
      marketingConsent: true,
      whitepaper: { id: "whitepaper1" },
    });
    // The keys name the lead and the recipient.
    expect([...mailsFor(sink, leadId).keys()].sort()).toEqual(["/lead.created/team", "/lead.created/visitor"]);
    expect(event!.id).toBe(`${leadId}/lead.created/webhook`);
  });

  it("announces a meeting request once, however often the browser retries it", async () => {
    const email = uniqueEmail("mira");
    const submissionId = crypto.randomUUID();
    const body = {
      name: "Mira Iyer",
      email,
      company: "Example Streaming",
      message: "Line one\nLine <two> & three",
      submissionId,
    };
    expect((await postJson(server.baseUrl, "/api/meeting-requests", body)).status).toBe(201);
    expect((await postJson(server.baseUrl, "/api/meeting-requests", body)).status).toBe(201);
    await sink.waitForKey(`${submissionId}/lead.created/visitor`);
    await sink.waitForKey(`${submissionId}/lead.created/team`);
    await settled(server);
    const mails = mailsFor(sink, submissionId);
    expect(mails.size).toBe(2);
    expect(sink.messages.filter((mail) => mail.idempotencyKey.startsWith(submissionId))).toHaveLength(2);
    const team = mails.get("/lead.created/team")!;
    expect(team.envelopeTo).toEqual([SALES_INBOX]);
    expect(team.parsed.replyTo?.value[0]?.address).toBe(email);
    expect(team.parsed.text).toContain("Line one\nLine <two> & three");
    expect(String(team.parsed.html)).toContain("Line one<br>Line &lt;two&gt; &amp; three");
    const ack = mails.get("/lead.created/visitor")!;
    expect(ack.envelopeTo).toEqual([email]);
    expect(ack.parsed.subject).toBe("We have received your meeting request");
    const events = await webhook.waitFor(`${submissionId}/`, 1);
    await settled(server, "webhook");
    expect(webhook.events.filter((event) => event.id.startsWith(submissionId))).toHaveLength(1);
    expect(events[0]).toMatchObject({
      verified: true,
      body: { data: { lead: { type: "meeting", message: body.message } } },
    });
  });

  it("mails nothing to the visitor of a submission that failed the browser check; the team gets it, flagged", async () => {
    const email = uniqueEmail("someone.else");
    const before = sink.messages.length;
    const whitepaper = await postJson(
      server.baseUrl,
      "/local/getPdf",
      whitepaperBody(email, { name: LURE.name, companyName: LURE.company }),
      { proof: false },
    );
    expect(whitepaper.status).toBe(200);
    const meetingId = crypto.randomUUID();
    const meeting = await postJson(
      server.baseUrl,
      "/api/meeting-requests",
      { name: LURE.name, email, company: LURE.company, message: LURE.message, submissionId: meetingId },
      { proof: false },
    );
    expect(meeting.status).toBe(201);
    const team = await sink.waitForKey(`${meetingId}/lead.created/team`);
    expect(team.parsed.text).toContain("Browser check: Not passed");
    expect(team.parsed.text).toContain(LURE.message);
    await sink.waitForCount(before + 2);
    await settled(server);
    expect(sink.to(email)).toEqual([]);
    const jobs = await server.services.database.db
      .selectFrom("outbox_jobs")
      .select("topic")
      .where("subject_id", "=", meetingId)
      .where("channel", "=", "email")
      .execute();
    expect(jobs.map((job) => job.topic)).toEqual(["lead.created/team"]);
  });

  it("mails a visitor only the site's own words: no name, company or message they typed", async () => {
    const email = uniqueEmail("lured");
    const meetingId = crypto.randomUUID();
    expect(
      (
        await postJson(
          server.baseUrl,
          "/local/getPdf",
          whitepaperBody(email, { name: LURE.name, companyName: LURE.company }),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await postJson(server.baseUrl, "/api/meeting-requests", {
          name: LURE.name,
          email,
          company: LURE.company,
          message: LURE.message,
          submissionId: meetingId,
        })
      ).status,
    ).toBe(201);
    await sink.waitForKey(`${meetingId}/lead.created/visitor`);
    const [whitepaperMail, ack] = await vi.waitFor(
      () => {
        const mails = sink.to(email);
        expect(mails.length).toBeGreaterThanOrEqual(2);
        return mails;
      },
      { timeout: 20_000, interval: 50 },
    );
    for (const mail of [whitepaperMail!, ack!]) expectNoRequesterText(mail, Object.values(LURE));
    expect(whitepaperMail!.parsed.text).toContain("/whitepapers/download/");
  });

  it("books, moves and cancels a meeting through the signed links, telling the team and the visitor each time", async () => {
    const email = uniqueEmail("vikram");
    const [first, second] = await freeSlots(server.baseUrl);
    const typed = { name: LURE.name, company: LURE.company, notes: LURE.message };
    const booked = await postJson(server.baseUrl, "/api/scheduling/bookings", bookingBody(first!.start, email, typed));
    expect(booked.status).toBe(201);
    const { id } = (await booked.json()) as { id: string };

    // Booked: the invitation (REQUEST, SEQUENCE 0) with links, the team's note, the event.
    const confirmation = await sink.waitForKey(`${id}/booking.created/0/visitor`);
    const teamNote = await sink.waitForKey(`${id}/booking.created/0/team`);
    expect(confirmation.parsed.subject).toMatch(/^Your meeting with Horizon: /);
    expectNoRequesterText(confirmation, Object.values(typed));
    const invite = calendarOf(confirmation);
    expect(invite).toMatchObject({ method: "REQUEST", sequence: 0, status: "CONFIRMED", start: first!.start });
    expect(invite.uid).toBe(`${id}@horizon-meetings`);
    expect(invite.text).toContain('ORGANIZER;CN="Horizon":mailto:sales@horizon.test');
    expect(teamNote.parsed.replyTo?.value[0]?.address).toBe(email);
    for (const field of ["Guests: ops@example.com", "a1: Hotels", "utm_source: newsletter", "utm_campaign: winter"]) {
      expect(teamNote.parsed.text).toContain(field);
    }
    const token = linkToken(confirmation, "/meeting/cancel/");
    expect(linkToken(confirmation, "/meeting/reschedule/")).toBe(token);
    const manage = await fetch(`${server.baseUrl}/api/scheduling/manage/${token}`);
    expect(manage.status).toBe(200);
    expect(await manage.json()).toMatchObject({ booking: { start: first!.start, email } });

    // Moved: one UPDATE, a new invitation (same UID, SEQUENCE 1) with new links; the old link is spent.
    const moved = await postJson(server.baseUrl, `/api/scheduling/manage/${token}/reschedule`, {
      start: second!.start,
    });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ booking: { start: second!.start } });
    const movedMail = await sink.waitForKey(`${id}/booking.rescheduled/1/visitor`);
    const movedNote = await sink.waitForKey(`${id}/booking.rescheduled/1/team`);
    expect(movedMail.parsed.subject).toMatch(/has moved to/);
    expectNoRequesterText(movedMail, Object.values(typed));
    expect(calendarOf(movedMail)).toMatchObject({
      method: "REQUEST",
      sequence: 1,
      uid: invite.uid,
      start: second!.start,
    });
    expect(movedNote.parsed.subject).toMatch(/^Meeting moved: /);
    const spent = await fetch(`${server.baseUrl}/api/scheduling/manage/${token}`);
    expect(spent.status).toBe(409);
    expect(await spent.json()).toMatchObject({ code: "changed" });
    let slots = (await freeSlots(server.baseUrl)).map((slot) => slot.start);
    expect(slots).toContain(first!.start);
    expect(slots).not.toContain(second!.start);

    // Cancelled with the new link: CANCEL (SEQUENCE 2) to the visitor, the team told, the slot free.
    const newToken = linkToken(movedMail, "/meeting/cancel/");
    const cancelled = await postJson(server.baseUrl, `/api/scheduling/manage/${newToken}/cancel`, {});
    expect(cancelled.status).toBe(200);
    const cancelMail = await sink.waitForKey(`${id}/booking.cancelled/2/visitor`);
    expectNoRequesterText(cancelMail, Object.values(typed));
    await sink.waitForKey(`${id}/booking.cancelled/2/team`);
    expect(calendarOf(cancelMail)).toMatchObject({
      method: "CANCEL",
      sequence: 2,
      status: "CANCELLED",
      uid: invite.uid,
    });
    slots = (await freeSlots(server.baseUrl)).map((slot) => slot.start);
    expect(slots).toContain(second!.start);

    // Replayed, guessed, tampered or expired links change nothing.
    const replay = await postJson(server.baseUrl, `/api/scheduling/manage/${newToken}/cancel`, {});
    expect(replay.status).toBe(409);
    expect(await replay.json()).toMatchObject({ code: "cancelled" });
    expect((await postJson(server.baseUrl, "/api/scheduling/manage/guess/cancel", {})).status).toBe(404);
    const [payload, signature] = newToken.split(".");
    const forged = `${Buffer.from(JSON.stringify({ purpose: "booking", bookingId: id, sequence: 2, expiresAt: 9e12 })).toString("base64url")}.${signature}`;
    expect((await postJson(server.baseUrl, `/api/scheduling/manage/${forged}/cancel`, {})).status).toBe(404);
    expect(payload).toBeTruthy();
    const secret = await server.services.delivery.linkSecret();
    const expired = signLink(secret, { purpose: "booking", bookingId: id, sequence: 2, expiresAt: Date.now() - 1 });
    expect((await postJson(server.baseUrl, `/api/scheduling/manage/${expired}/cancel`, {})).status).toBe(410);

    const events = await webhook.waitFor(`${id}/`, 3);
    expect(events.map((event) => event.type)).toEqual(["booking.created", "booking.rescheduled", "booking.cancelled"]);
    expect(events.every((event) => event.verified)).toBe(true);
    expect(events[1]!.body.data).toMatchObject({
      previous: { start: first!.start },
      booking: { start: second!.start },
    });
    expect(events[0]!.body.data.booking).toMatchObject({ answers: { a1: "Hotels" }, utm: { source: "newsletter" } });
    expect(mailsFor(sink, id).size).toBe(6);
  });

  it("caps upcoming bookings per e-mail address (2 by default)", async () => {
    const email = uniqueEmail("busy");
    const slots = await freeSlots(server.baseUrl);
    const starts = slots.slice(-3).map((slot) => slot.start);
    const statuses: number[] = [];
    for (const start of starts) {
      const response = await postJson(
        server.baseUrl,
        "/api/scheduling/bookings",
        bookingBody(start, email.toUpperCase()),
      );
      statuses.push(response.status);
      if (response.status === 422) {
        expect(await response.json()).toMatchObject({ code: "booking_limit", field: "email" });
      }
    }
    expect(statuses).toEqual([201, 201, 422]);
  });

  describe("races through the signed links", () => {
    async function book(start: string) {
      const email = uniqueEmail("racer");
      const response = await postJson(server.baseUrl, "/api/scheduling/bookings", bookingBody(start, email));
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const mail = await sink.waitForKey(`${id}/booking.created/0/visitor`);
      return { id, token: linkToken(mail, "/meeting/cancel/") };
    }

    async function row(id: string) {
      return server.database.db
        .selectFrom("bookings")
        .select(["slot_start", "status", "sequence"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
    }

    async function jobsOf(id: string) {
      const jobs = await server.database.db
        .selectFrom("outbox_jobs")
        .select("topic")
        .where("subject_id", "=", id)
        .execute();
      return jobs.map((job) => job.topic).sort();
    }

    it("gives a slot to exactly one of two reschedules aimed at it; the other booking stays as it was", async () => {
      const slots = await freeSlots(server.baseUrl);
      const [a, b, target] = [slots[10]!, slots[11]!, slots[12]!];
      const first = await book(a.start);
      const other = await book(b.start);
      const responses = await Promise.all(
        [first, other].map((booking) =>
          postJson(server.baseUrl, `/api/scheduling/manage/${booking.token}/reschedule`, { start: target.start }),
        ),
      );
      expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
      const rows = await Promise.all([row(first.id), row(other.id)]);
      expect(rows.filter((stored) => stored.slot_start === target.start)).toHaveLength(1);
      const loser = rows.find((stored) => stored.slot_start !== target.start)!;
      expect(Number(loser.sequence)).toBe(0);
      expect([a.start, b.start]).toContain(loser.slot_start);
      const jobs = [...(await jobsOf(first.id)), ...(await jobsOf(other.id))];
      expect(jobs.filter((topic) => topic.startsWith("booking.rescheduled"))).toHaveLength(3);
    });

    it("applies one of two reschedules sent with the same link at once", async () => {
      const slots = await freeSlots(server.baseUrl);
      const booking = await book(slots[13]!.start);
      const targets = [slots[14]!.start, slots[15]!.start];
      const responses = await Promise.all(
        targets.map((start) =>
          postJson(server.baseUrl, `/api/scheduling/manage/${booking.token}/reschedule`, { start }),
        ),
      );
      expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
      const stored = await row(booking.id);
      expect(Number(stored.sequence)).toBe(1);
      expect(targets).toContain(stored.slot_start);
      expect((await jobsOf(booking.id)).filter((topic) => topic.startsWith("booking.rescheduled"))).toHaveLength(3);
    });

    it("leaves one consistent state when a cancel and a reschedule race", async () => {
      for (let round = 0; round < 4; round++) {
        const slots = await freeSlots(server.baseUrl);
        const [from, to] = [slots[16 + round * 2]!, slots[17 + round * 2]!];
        const booking = await book(from.start);
        const [cancel, move] = await Promise.all([
          postJson(server.baseUrl, `/api/scheduling/manage/${booking.token}/cancel`, {}),
          postJson(server.baseUrl, `/api/scheduling/manage/${booking.token}/reschedule`, { start: to.start }),
        ]);
        expect([cancel.status, move.status].sort()).toEqual([200, 409]);
        const stored = await row(booking.id);
        const topics = await jobsOf(booking.id);
        if (cancel.status === 200) {
          expect(stored).toMatchObject({ status: "cancelled", slot_start: from.start });
          expect(topics.filter((topic) => topic.startsWith("booking.rescheduled"))).toHaveLength(0);
          expect(topics.filter((topic) => topic.startsWith("booking.cancelled"))).toHaveLength(3);
        } else {
          expect(stored).toMatchObject({ status: "confirmed", slot_start: to.start });
          expect(topics.filter((topic) => topic.startsWith("booking.cancelled"))).toHaveLength(0);
          expect(topics.filter((topic) => topic.startsWith("booking.rescheduled"))).toHaveLength(3);
        }
        expect(Number(stored.sequence)).toBe(1);
      }
    });
  });

  it("keeps everything while the SMTP server is down, shows the backlog, and delivers each job once when it returns", async () => {
    await sink.waitForCount(1);
    await settled(server);
    const before = sink.messages.length;
    await sink.goDown();
    webhook.failures = 3;
    const submissions = Array.from({ length: 5 }, (_, index) =>
      postJson(server.baseUrl, "/api/meeting-requests", {
        name: `Outage ${index}`,
        email: uniqueEmail("outage"),
        message: "Sent while the mail server is down.",
      }),
    );
    expect((await Promise.all(submissions)).map((response) => response.status)).toEqual([201, 201, 201, 201, 201]);
    // Every e-mail tried and refused at least once, and the backlog at least a second old on the health check.
    await vi.waitFor(
      async () => {
        const retried = await server.database.db
          .selectFrom("outbox_jobs")
          .select(["attempts", "last_error"])
          .where("status", "=", "pending")
          .where("channel", "=", "email")
          .execute();
        expect(retried).toHaveLength(10);
        expect(retried.every((job) => Number(job.attempts) >= 1 && job.last_error)).toBe(true);
        const health = (await (await fetch(`${server.baseUrl}/healthz`)).json()) as {
          status: string;
          delivery: { pending: number; oldestPendingAgeSeconds: number; email: boolean };
        };
        expect(health.status).toBe("ok");
        expect(health.delivery.email).toBe(true);
        expect(health.delivery.pending).toBeGreaterThanOrEqual(10);
        expect(health.delivery.oldestPendingAgeSeconds).toBeGreaterThanOrEqual(1);
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(sink.messages.length).toBe(before);

    await sink.comeBack();
    await sink.waitForCount(before + 10, 20_000);
    await settled(server);
    expect(sink.messages.length).toBe(before + 10);
    const keys = sink.messages.map((mail) => mail.idempotencyKey);
    expect(new Set(keys).size).toBe(keys.length);
    const after = (await (await fetch(`${server.baseUrl}/healthz`)).json()) as { delivery: { pending: number } };
    expect(after.delivery.pending).toBe(0);
    const eventIds = webhook.events.map((event) => event.id);
    expect(new Set(eventIds).size).toBe(eventIds.length);
  });
});

describe.each(backends)("giving up on $name", (backend) => {
  let database: TestDatabase;
  let sink: MailSink;
  let server: DeliveryServer;
  const logs: { level: number; msg: string; topic?: string }[] = [];

  beforeAll(async () => {
    database = await freshDatabase(backend);
    sink = new MailSink();
    await sink.start();
    const logger = pino(
      { level: "warn" },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          logs.push(JSON.parse(chunk.toString()));
          done();
        },
      }),
    );
    // Give up after 1.5 s instead of 24 h.
    server = await startDeliveryServer(deliveryEnv(database, sink), { ...FAST_WORKER, giveUpAfterMs: 1500 }, logger);
  });

  afterAll(async () => {
    await server?.close();
    await sink?.close();
    await database?.drop();
  });

  async function statusesOf(subjectId: string) {
    const jobs = await server.database.db
      .selectFrom("outbox_jobs")
      .select(["topic", "status", "last_error"])
      .where("subject_id", "=", subjectId)
      .orderBy("topic")
      .execute();
    return jobs;
  }

  async function waitForSettled(subjectId: string) {
    return vi.waitFor(
      async () => {
        const jobs = await statusesOf(subjectId);
        expect(
          jobs.filter((job) => job.status === "pending"),
          "jobs still pending",
        ).toEqual([]);
        return jobs;
      },
      { timeout: 10_000, interval: 100 },
    );
  }

  it("fails a job at once when the SMTP server refuses the recipient for good, and logs an error", async () => {
    const email = uniqueEmail("refused");
    sink.refused.add(email);
    const response = await postJson(server.baseUrl, "/api/meeting-requests", { name: "Nobody", email });
    const { id } = (await response.json()) as { id: string };
    const jobs = await waitForSettled(id);
    expect(jobs.map((job) => [job.topic, job.status])).toEqual([
      ["lead.created/team", "delivered"],
      ["lead.created/visitor", "failed"],
    ]);
    expect(jobs[1]!.last_error).toMatch(/550/);
    // The worker logs after it has marked the job failed, so the line may follow the status by a moment.
    await expect.poll(() => logs).toContainEqual(expect.objectContaining({ level: 50, topic: "lead.created/visitor" }));
  });

  it("retries until the retry period is over, then marks the jobs failed, logs errors and shows them", async () => {
    await sink.goDown();
    try {
      const response = await postJson(server.baseUrl, "/api/meeting-requests", {
        name: "Patient",
        email: uniqueEmail("patient"),
      });
      const { id } = (await response.json()) as { id: string };
      const jobs = await waitForSettled(id);
      expect(jobs.map((job) => job.status)).toEqual(["failed", "failed"]);
      const attempts = await server.database.db
        .selectFrom("outbox_jobs")
        .select("attempts")
        .where("subject_id", "=", id)
        .execute();
      expect(attempts.every((job) => Number(job.attempts) > 1)).toBe(true);
      await expect
        .poll(() => logs.filter((entry) => entry.level === 50 && /retry period/.test(entry.msg)))
        .toHaveLength(2);
      const health = (await (await fetch(`${server.baseUrl}/healthz`)).json()) as { delivery: { failed: number } };
      expect(health.delivery.failed).toBe(3);
    } finally {
      await sink.comeBack();
    }
  });
});
