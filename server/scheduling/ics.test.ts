import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildIcs, escapeIcsText, foldLine, formatIcsDate, replaceAttendeeAddress } from "./ics.ts";

const octets = (text: string) => new TextEncoder().encode(text).length;

const event = {
  uid: "0d4b7a57-3f38-4b6a-9a2f-4a4e1f0f5d11@horizon-meetings",
  start: Date.parse("2026-11-24T04:30:00Z"),
  end: Date.parse("2026-11-24T05:00:00Z"),
  stamp: Date.parse("2026-11-22T10:15:42.123Z"),
  summary: "Meeting with the Horizon team",
  description:
    "Booked by Zoë Ñandú-Øster <zoe@example.com>, Streaming Co; Ltd.\nNotes: We'd like to see VIVRE, S.A.R.A. and the Hospitality Suite — especially multi-property management, PMS-ready APIs and in-room ordering. 日本語のテキストも。",
  attendees: [{ name: 'Zoë "Z" Ñandú, CTO', email: "zoe@example.com" }, { email: "guest@example.org" }],
};

describe("iCalendar file", () => {
  const ics = buildIcs(event);

  it("uses CRLF line endings and folds lines at 75 octets", () => {
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = ics.split("\r\n").slice(0, -1);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
  });

  it("parses as a valid calendar with one event", () => {
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.name).toBe("vcalendar");
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    const vevent = calendar.getFirstSubcomponent("vevent");
    expect(vevent).not.toBeNull();
    const parsed = new ICAL.Event(vevent!);
    expect(parsed.uid).toBe(event.uid);
    expect(parsed.summary).toBe(event.summary);
    expect(parsed.description).toBe(event.description);
    expect(parsed.startDate.toJSDate().toISOString()).toBe("2026-11-24T04:30:00.000Z");
    expect(parsed.endDate.toJSDate().toISOString()).toBe("2026-11-24T05:00:00.000Z");
    const attendees = parsed.attendees.map((attendee) => ({
      value: attendee.getFirstValue(),
      cn: attendee.getParameter("cn"),
    }));
    expect(attendees).toEqual([
      { value: "mailto:zoe@example.com", cn: "Zoë Z Ñandú, CTO" },
      { value: "mailto:guest@example.org", cn: undefined },
    ]);
  });

  it("never splits a multi-byte character when folding", () => {
    const folded = foldLine(`DESCRIPTION:${"é".repeat(100)}`);
    const unfolded = folded.replace(/\r\n /g, "");
    expect(unfolded).toBe(`DESCRIPTION:${"é".repeat(100)}`);
    for (const line of folded.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it("escapes text values", () => {
    expect(escapeIcsText("a,b;c\\d\r\ne\nf")).toBe("a\\,b\\;c\\\\d\\ne\\nf");
    expect(formatIcsDate(Date.parse("2026-11-24T04:30:00.000Z"))).toBe("20261124T043000Z");
  });

  it("is a file to import (PUBLISH, SEQUENCE 0) unless it is an invitation", () => {
    expect(ics).toContain("\r\nMETHOD:PUBLISH\r\n");
    expect(ics).toContain("\r\nSEQUENCE:0\r\n");
    expect(ics).not.toContain("ORGANIZER");
  });

  it("invites with REQUEST and cancels with CANCEL, naming the organizer and the sequence", () => {
    const organizer = { name: "Horizon", email: "sales@horizon.test" };
    for (const [method, sequence, status] of [
      ["REQUEST", 1, "CONFIRMED"],
      ["CANCEL", 2, "CANCELLED"],
    ] as const) {
      const calendar = new ICAL.Component(ICAL.parse(buildIcs({ ...event, method, sequence, organizer })));
      expect(calendar.getFirstPropertyValue("method")).toBe(method);
      const vevent = calendar.getFirstSubcomponent("vevent")!;
      expect(vevent.getFirstPropertyValue("sequence")).toBe(sequence);
      expect(vevent.getFirstPropertyValue("status")).toBe(status);
      const organizerProperty = vevent.getFirstProperty("organizer")!;
      expect(organizerProperty.getFirstValue()).toBe("mailto:sales@horizon.test");
      expect(organizerProperty.getParameter("cn")).toBe("Horizon");
    }
  });
});

describe("the meeting's place and a corrected attendee", () => {
  it("writes the location, and a link also as URL", () => {
    const link = "https://meet.example.com/horizon-sales-room";
    const ics = buildIcs({ ...event, location: link, url: link });
    const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!;
    expect(vevent.getFirstPropertyValue("location")).toBe(link);
    expect(vevent.getFirstPropertyValue("url")).toBe(link);
    expect(buildIcs(event)).not.toContain("URL:");
  });

  it("replaces one attendee's address, however the line was folded, and folds again", () => {
    const long = `a.very.long.address.that.folds.${"x".repeat(40)}@example.com`;
    const ics = buildIcs({ ...event, attendees: [{ email: long }, { email: "guest@example.com" }] });
    const fixed = replaceAttendeeAddress(ics, long, "fixed@example.com");
    const attendees = new ICAL.Component(ICAL.parse(fixed))
      .getFirstSubcomponent("vevent")!
      .getAllProperties("attendee")
      .map((property) => property.getFirstValue());
    expect(attendees).toEqual(["mailto:fixed@example.com", "mailto:guest@example.com"]);
    expect(fixed.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });
});
