import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BookingConfirmation, SlotsResponse } from "#shared/scheduling/booking-schema.ts";
import { isUniqueViolation, listBookings } from "../../server/scheduling/booking-repository.ts";
import { backends, bookingBody, type Harness, NOW, postJson, startHarness } from "./scheduling-harness.ts";

const TAKEN = "This time was just taken — please pick another.";

describe.each(backends)("scheduling API on $name", (backend) => {
  let harness: Harness;
  let slots: SlotsResponse;

  beforeAll(async () => {
    harness = await startHarness(backend);
    slots = (await (await fetch(`${harness.baseUrl}/api/scheduling/slots`)).json()) as SlotsResponse;
  });
  afterAll(() => harness?.close());

  const slotAt = (iso: string) => slots.slots.find((slot) => slot.start === iso);

  describe("GET /api/scheduling/slots", () => {
    it("lists free slots as UTC instants with the team's time zone", () => {
      expect(slots.timeZone).toBe("Asia/Kolkata");
      expect(slots.slotMinutes).toBe(30);
      // 12 h notice from Monday 05:30 IST: the first slot is Tuesday 10:00 IST.
      expect(slots.slots[0]).toEqual({ start: "2026-11-24T04:30:00.000Z", end: "2026-11-24T05:00:00.000Z" });
      for (const slot of slots.slots) expect(slot.start).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z$/);
      // No slots on the configured holiday (Wednesday 2 December) or beyond 30 days.
      expect(slots.slots.some((slot) => slot.start.startsWith("2026-12-02"))).toBe(false);
      expect(Date.parse(slots.slots.at(-1)!.start)).toBeLessThanOrEqual(NOW + 30 * 86_400_000);
    });

    it("filters by calendar days in a given time zone", async () => {
      const response = await fetch(
        `${harness.baseUrl}/api/scheduling/slots?from=2026-11-26&to=2026-11-26&timeZone=America/New_York`,
      );
      expect(response.status).toBe(200);
      const body = (await response.json()) as SlotsResponse;
      // Thursday 26 Nov in New York (EST) runs 05:00Z–05:00Z next day: Thursday's IST slots except 10:00
      // (04:30Z, still Wednesday evening there), plus Friday 10:00 IST (04:30Z Friday = 23:30 Thursday).
      expect(body.slots).toHaveLength(12);
      expect(body.slots[0]!.start).toBe("2026-11-26T05:10:00.000Z");
      expect(body.slots.at(-1)!.start).toBe("2026-11-27T04:30:00.000Z");
    });

    it.each([
      ["from=26-11-2026", "from"],
      ["from=2026-11-26&to=2026-02-30", "to"],
      ["from=2026-11-26&to=2026-11-25", "to"],
      ["from=2026-01-01&to=2026-12-31", "to"],
      ["timeZone=Mars/Base", "timeZone"],
      ["from=2026-11-26&from=2026-11-27", "from"],
    ])("rejects ?%s naming %s", async (query, field) => {
      const response = await fetch(`${harness.baseUrl}/api/scheduling/slots?${query}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ field });
    });
  });

  describe("POST /api/scheduling/bookings", () => {
    it("books a free slot and stops offering it", async () => {
      const start = "2026-11-24T05:10:00.000Z";
      expect(slotAt(start)).toBeDefined();
      const response = await postJson(harness.baseUrl, bookingBody(start));
      expect(response.status).toBe(201);
      const booking = (await response.json()) as BookingConfirmation;
      expect(booking).toMatchObject({
        start,
        end: "2026-11-24T05:40:00.000Z",
        teamTimeZone: "Asia/Kolkata",
        timeZone: "Europe/London",
        name: "Asha Rao",
        guests: ["ops@example.com"],
      });
      expect(booking.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(booking.icsUrl).toBe(`/api/scheduling/bookings/${booking.id}.ics`);
      expect(response.headers.get("location")).toBe(booking.icsUrl);

      const after = (await (await fetch(`${harness.baseUrl}/api/scheduling/slots`)).json()) as SlotsResponse;
      expect(after.slots.some((slot) => slot.start === start)).toBe(false);
      expect(after.slots).toHaveLength(slots.slots.length - 1);
    });

    it("gives exactly one of many simultaneous requests for a slot, and 409 to the rest", async () => {
      const start = "2026-11-25T06:30:00.000Z"; // Wednesday 12:00 IST
      const attempts = 24;
      const responses = await Promise.all(
        Array.from({ length: attempts }, (_, index) =>
          postJson(harness.baseUrl, bookingBody(start, { name: `Visitor ${index}`, email: `v${index}@example.com` })),
        ),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(attempts - 1);
      const loser = responses.find((response) => response.status === 409)!;
      expect(await loser.json()).toEqual({ error: TAKEN, code: "slot_taken", field: "start" });

      const stored = await harness.database.db
        .selectFrom("bookings")
        .selectAll()
        .where("slot_start", "=", start)
        .execute();
      expect(stored).toHaveLength(1);
      expect(stored[0]!.status).toBe("confirmed");
    });

    it("answers 409 when booking a slot that is already taken", async () => {
      const start = "2026-11-26T04:30:00.000Z";
      expect((await postJson(harness.baseUrl, bookingBody(start))).status).toBe(201);
      const again = await postJson(harness.baseUrl, bookingBody(start, { name: "Someone Else" }));
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ error: TAKEN, code: "slot_taken", field: "start" });
    });

    it.each([
      ["in the past", "2026-11-20T04:30:00.000Z", /in the past/],
      ["under the minimum notice", "2026-11-23T11:50:00.000Z", /12 hours' notice/],
      ["beyond the horizon", "2026-12-29T04:30:00.000Z", /up to 30 days ahead/],
      ["on a holiday", "2026-12-02T04:30:00.000Z", /Office holiday/],
      ["on a weekend", "2026-11-28T04:30:00.000Z", /Saturdays/],
      ["before working hours", "2026-11-24T03:30:00.000Z", /outside the team's working hours/],
      ["after working hours", "2026-11-24T12:30:00.000Z", /outside the team's working hours/],
      ["between listed times", "2026-11-24T04:45:00.000Z", /listed times only/],
    ])("rejects a slot %s with 422", async (_label, start, message) => {
      const response = await postJson(harness.baseUrl, bookingBody(start));
      expect(response.status).toBe(422);
      const body = (await response.json()) as { error: string; code: string; field: string };
      expect(body.field).toBe("start");
      expect(body.code).toBe("slot_unavailable");
      expect(body.error).toMatch(message);
    });

    it.each([
      ["a missing name", { name: "  " }, "name", "Please enter your name."],
      ["a name of the wrong type", { name: 42 }, "name", "Please enter your name."],
      ["an invalid e-mail", { email: "asha@" }, "email", "Please enter a valid e-mail address."],
      ["an invalid guest", { guests: ["ok@example.com", "nope"] }, "guests", /Each guest/],
      [
        "too many guests",
        { guests: Array.from({ length: 11 }, (_, i) => `g${i}@example.com`) },
        "guests",
        /at most 10/,
      ],
      ["an unknown time zone", { timeZone: "Atlantis/Capital" }, "timeZone", /time zone/],
      ["a start that is not an instant", { start: "tomorrow at ten" }, "start", /pick a time/],
      ["notes that are too long", { notes: "x".repeat(2001) }, "notes", /2,000 characters or fewer/],
      ["an oversized custom answer", { a3: "y".repeat(501) }, "a3", /at most 500/],
      ["a name of zero-width spaces only", { name: "\u200b\u200b" }, "name", /invisible or control characters/],
      ["a name with a right-to-left override", { name: "Asha \u202eoaR" }, "name", /text-direction marks/],
      ["a name with a C1 control", { name: "Asha\u0085Rao" }, "name", /invisible or control/],
      ["a name of combining marks only", { name: "\u0301\u0301" }, "name", /at least one visible/],
      ["notes with a bidi isolate", { notes: "Call \u2066me\u2069" }, "notes", /invisible or control/],
    ])("rejects %s with 400 naming the field", async (_label, override, field, message) => {
      const response = await postJson(harness.baseUrl, bookingBody("2026-11-27T05:10:00.000Z", override));
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: string; field: string };
      expect(body.field).toBe(field);
      expect(body.error).toMatch(message);
    });

    it("rejects malformed, non-object, non-JSON and oversized bodies without a 5xx", async () => {
      const malformed = await postJson(harness.baseUrl, "{ not json");
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toMatchObject({ field: "body" });

      const array = await postJson(harness.baseUrl, "[1,2]");
      expect(array.status).toBe(400);
      expect(await array.json()).toMatchObject({ field: "body" });

      const text = await fetch(`${harness.baseUrl}/api/scheduling/bookings`, {
        method: "POST",
        headers: { "Content-Type": "text/plain" },
        body: "name=Asha",
      });
      expect(text.status).toBe(415);

      const huge = await postJson(
        harness.baseUrl,
        bookingBody("2026-11-27T05:10:00.000Z", { notes: "z".repeat(20_000) }),
      );
      expect(huge.status).toBe(413);
      expect(await huge.json()).toMatchObject({ field: "body" });
    });

    it("stores the custom answers, UTM fields and visitor details with the booking (and the lead export sees them)", async () => {
      const start = "2026-11-27T05:50:00.000Z";
      const response = await postJson(
        harness.baseUrl,
        bookingBody(start, {
          a1: "Hotels",
          a10: "About 40 properties",
          utm_source: "newsletter",
          utm_medium: "email",
          utm_campaign: "winter-demo",
          guests: ["ops@example.com", "ops@example.com", "cto@example.com"],
          company: "<script>alert(1)</script>",
        }),
      );
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as BookingConfirmation;
      const exported = await listBookings(harness.database.db, { from: "2026-11-23", to: "2026-11-23" });
      const booking = exported.find((entry) => entry.id === id);
      expect(booking).toMatchObject({
        start,
        status: "confirmed",
        email: "asha@example.com",
        company: "<script>alert(1)</script>",
        guests: ["ops@example.com", "cto@example.com"],
        timeZone: "Europe/London",
        teamTimeZone: "Asia/Kolkata",
        answers: { a1: "Hotels", a10: "About 40 properties" },
        utm: { source: "newsletter", medium: "email", campaign: "winter-demo", term: "", content: "" },
        createdAt: new Date(NOW).toISOString(),
      });
      expect(await listBookings(harness.database.db, { from: "2026-11-24" })).toEqual([]);
      expect(await listBookings(harness.database.db, { to: "2026-11-22" })).toEqual([]);
    });
  });

  describe("GET /api/scheduling/bookings/:id.ics", () => {
    it("serves a calendar file that parses, with the booked time and attendees", async () => {
      const start = "2026-11-30T08:30:00.000Z"; // Monday 14:00 IST
      const booked = (await (
        await postJson(
          harness.baseUrl,
          bookingBody(start, { name: "Asha Rao; CTO, Example", notes: "Line one\nLine two" }),
        )
      ).json()) as BookingConfirmation;
      const response = await fetch(`${harness.baseUrl}${booked.icsUrl}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
      expect(response.headers.get("content-disposition")).toBe('attachment; filename="horizon-meeting-2026-11-30.ics"');
      const text = await response.text();
      expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
      for (const line of text.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);

      const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!);
      expect(event.startDate.toJSDate().toISOString()).toBe(start);
      expect(event.endDate.toJSDate().toISOString()).toBe("2026-11-30T09:00:00.000Z");
      expect(event.uid).toBe(`${booked.id}@horizon-meetings`);
      expect(event.summary).toBe("Meeting with the Horizon team");
      expect(event.description).toContain("Notes: Line one\nLine two");
      expect(event.attendees.map((attendee) => attendee.getFirstValue())).toEqual([
        "mailto:asha@example.com",
        "mailto:ops@example.com",
      ]);
      expect(event.attendees[0]!.getParameter("cn")).toBe("Asha Rao; CTO, Example");
    });

    it.each(["00000000-0000-4000-8000-000000000000.ics", "not-an-id.ics", "x", "..%2F..%2Fetc.ics"])(
      "answers 404 for %s",
      async (file) => {
        const response = await fetch(`${harness.baseUrl}/api/scheduling/bookings/${file}`);
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ error: "There is no booking at this address.", code: "not_found" });
      },
    );
  });
});

describe.each(backends)("bookings table on $name", (backend) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness(backend);
  });
  afterAll(() => harness?.close());

  const row = (id: string, status: string) => ({
    id,
    created_at: new Date(NOW).toISOString(),
    slot_start: "2026-12-01T04:30:00.000Z",
    slot_end: "2026-12-01T05:00:00.000Z",
    status,
    name: "Direct insert",
    email: "direct@example.com",
    company: "",
    guests: "[]",
    notes: "",
    time_zone: "UTC",
    team_time_zone: "Asia/Kolkata",
    answers: "{}",
    utm_source: "",
    utm_medium: "",
    utm_campaign: "",
    utm_term: "",
    utm_content: "",
  });

  it("holds one confirmed booking per slot by itself, whatever the application checks", async () => {
    const { db } = harness.database;
    await db.insertInto("bookings").values(row("00000000-0000-4000-8000-000000000001", "cancelled")).execute();
    await db.insertInto("bookings").values(row("00000000-0000-4000-8000-000000000002", "confirmed")).execute();
    await expect(
      db.insertInto("bookings").values(row("00000000-0000-4000-8000-000000000003", "confirmed")).execute(),
    ).rejects.toSatisfy(isUniqueViolation);
    // A second cancelled booking for the slot is fine: only confirmed ones are unique.
    await db.insertInto("bookings").values(row("00000000-0000-4000-8000-000000000004", "cancelled")).execute();
  });
});

describe("scheduling API rate limits", () => {
  it("answers 429 with Retry-After once an address has booked too often", async () => {
    const harness = await startHarness(backends[0]!, {
      limits: { bookingLimit: { limit: 3, windowMs: 60_000 }, slotsLimit: { limit: 2, windowMs: 60_000 } },
    });
    try {
      const posts = [];
      for (let attempt = 0; attempt < 4; attempt++) posts.push(await postJson(harness.baseUrl, { start: "x" }));
      expect(posts.map((response) => response.status)).toEqual([400, 400, 400, 429]);
      // A fixed window per address: the seconds left of this minute.
      const retryAfter = Number(posts[3]!.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(50);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(await posts[3]!.json()).toMatchObject({ code: "rate_limited", retryAfterSeconds: retryAfter });

      const lists = [];
      for (let attempt = 0; attempt < 3; attempt++)
        lists.push((await fetch(`${harness.baseUrl}/api/scheduling/slots`)).status);
      expect(lists).toEqual([200, 200, 429]);
    } finally {
      await harness.close();
    }
  });
});

describe.each(backends)("scheduling API with the database down ($name)", (backend) => {
  it("answers 503 with a retry hint, never a stack trace", async () => {
    const harness = await startHarness(backend);
    try {
      await harness.database.close();
      const slots = await fetch(`${harness.baseUrl}/api/scheduling/slots`);
      expect(slots.status).toBe(503);
      expect(slots.headers.get("retry-after")).toBe("30");
      const booking = await postJson(harness.baseUrl, bookingBody("2026-11-24T04:30:00.000Z"));
      expect(booking.status).toBe(503);
      const body = (await booking.json()) as { error: string; retryAfterSeconds: number };
      expect(body).toEqual({
        error: "Booking is unavailable right now. Please try again in a minute.",
        code: "storage_unavailable",
        retryAfterSeconds: 30,
      });
    } finally {
      await harness.close();
    }
  });
});
