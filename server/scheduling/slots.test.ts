import { describe, expect, it } from "vitest";
import { defaultSchedulingConfig, type SchedulingConfig } from "#shared/scheduling/availability-rules.ts";
import { groupSlotsByDay } from "#shared/scheduling/slot-days.ts";
import { BLOCKED_MESSAGE, checkSlot, generateSlots, slotsOfTeamDay, TAKEN_MESSAGE } from "./slots.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

/** The default availability with a fixed holiday list, so tests do not depend on the shipped list. */
const config: SchedulingConfig = {
  ...defaultSchedulingConfig,
  holidays: [
    { date: "2026-12-25", name: "Christmas Day" },
    { date: "2027-01-26", name: "Republic Day" },
  ],
};

// Monday 23 November 2026, 05:30 in Bengaluru.
const monday = at("2026-11-23T00:00:00Z");

describe("slotsOfTeamDay", () => {
  it("starts every slot + buffer from 10:00 IST and ends the last slot by 18:00", () => {
    const slots = slotsOfTeamDay(config, "2026-11-24");
    // 10:00, 10:40, … 17:20 IST → 12 slots; 10:00 IST is 04:30 UTC.
    expect(slots).toHaveLength(12);
    expect(iso(slots[0]!.start)).toBe("2026-11-24T04:30:00.000Z");
    expect(iso(slots[1]!.start)).toBe("2026-11-24T05:10:00.000Z");
    expect(iso(slots.at(-1)!.start)).toBe("2026-11-24T11:50:00.000Z");
    expect(slots.at(-1)!.end - slots.at(-1)!.start).toBe(30 * MINUTE);
    expect(slots.at(-1)!.end).toBeLessThanOrEqual(at("2026-11-24T12:30:00Z")); // 18:00 IST
  });

  it("offers nothing on weekends and holidays", () => {
    expect(slotsOfTeamDay(config, "2026-11-28")).toEqual([]); // Saturday
    expect(slotsOfTeamDay(config, "2026-11-29")).toEqual([]); // Sunday
    expect(slotsOfTeamDay(config, "2026-12-25")).toEqual([]); // Friday, holiday
    expect(slotsOfTeamDay(config, "2026-12-24")).toHaveLength(12);
  });

  it("skips wall times that a DST jump removes in the team's zone (New York, March)", () => {
    const night: SchedulingConfig = {
      ...config,
      teamTimeZone: "America/New_York",
      workingDays: [1, 2, 3, 4, 5, 6, 7],
      dayStart: "00:00",
      dayEnd: "04:00",
      bufferMinutes: 0,
    };
    // 14 March 2027: clocks jump from 02:00 to 03:00.
    const spring = slotsOfTeamDay(night, "2027-03-14").map((slot) => iso(slot.start));
    expect(spring).toEqual([
      "2027-03-14T05:00:00.000Z", // 00:00 EST
      "2027-03-14T05:30:00.000Z",
      "2027-03-14T06:00:00.000Z", // 01:00 EST
      "2027-03-14T06:30:00.000Z",
      // 02:00 and 02:30 do not exist
      "2027-03-14T07:00:00.000Z", // 03:00 EDT
      "2027-03-14T07:30:00.000Z",
    ]);
    // 7 November 2027: 01:00–02:00 happens twice; the earlier (EDT) one is used, once.
    const autumn = slotsOfTeamDay(night, "2027-11-07").map((slot) => iso(slot.start));
    expect(autumn).toHaveLength(8);
    expect(autumn[2]).toBe("2027-11-07T05:00:00.000Z"); // 01:00 EDT
    expect(autumn[4]).toBe("2027-11-07T07:00:00.000Z"); // 02:00 EST
  });

  it("follows the team's clock across a DST change (London office hours)", () => {
    const london: SchedulingConfig = { ...config, teamTimeZone: "Europe/London", dayStart: "09:00", dayEnd: "17:00" };
    expect(iso(slotsOfTeamDay(london, "2027-03-26")[0]!.start)).toBe("2027-03-26T09:00:00.000Z"); // GMT
    expect(iso(slotsOfTeamDay(london, "2027-03-29")[0]!.start)).toBe("2027-03-29T08:00:00.000Z"); // BST
    expect(iso(slotsOfTeamDay(london, "2027-10-29")[0]!.start)).toBe("2027-10-29T08:00:00.000Z"); // BST
    expect(iso(slotsOfTeamDay(london, "2027-11-01")[0]!.start)).toBe("2027-11-01T09:00:00.000Z"); // GMT
  });
});

describe("generateSlots", () => {
  it("respects the minimum notice", () => {
    const slots = generateSlots({ config, now: monday });
    // Monday 17:20 IST (11:50 UTC) is under 12 h away; the first bookable slot is Tuesday 10:00 IST.
    expect(iso(slots[0]!.start)).toBe("2026-11-24T04:30:00.000Z");
    expect(slots.every((slot) => slot.start >= monday + 12 * HOUR)).toBe(true);

    const earlier = monday - 6 * HOUR; // Sunday 23:30 IST: Monday 10:00–11:20 IST are < 12 h away
    const first = generateSlots({ config, now: earlier })[0]!;
    expect(iso(first.start)).toBe("2026-11-23T06:30:00.000Z"); // Monday 12:00 IST
    expect(first.start - earlier).toBeGreaterThanOrEqual(12 * HOUR);
  });

  it("stops at the horizon", () => {
    const slots = generateSlots({ config, now: monday });
    const last = slots.at(-1)!;
    expect(last.start).toBeLessThanOrEqual(monday + 30 * DAY);
    // 30 days after Monday 23 Nov is Wednesday 23 Dec; its slots until 05:30 IST… none, so Tuesday 22 Dec is last.
    expect(iso(last.start)).toBe("2026-12-22T11:50:00.000Z");
    // Working days from Tue 24 Nov to Tue 22 Dec: 21, each with 12 slots.
    expect(slots).toHaveLength(21 * 12);
  });

  it("leaves out holidays inside the horizon", () => {
    const slots = generateSlots({ config, now: at("2026-12-10T00:00:00Z") });
    const dates = new Set(slots.map((slot) => iso(slot.start).slice(0, 10)));
    expect(dates.has("2026-12-24")).toBe(true);
    expect(dates.has("2026-12-25")).toBe(false);
  });

  it("keeps the buffer around booked meetings", () => {
    const day = slotsOfTeamDay(config, "2026-11-25");
    const booked = day[1]!; // 10:40 IST
    const free = generateSlots({ config, now: monday, busy: [booked] }).map((slot) => slot.start);
    expect(free).not.toContain(booked.start);
    expect(free).toContain(day[0]!.start); // 10:00–10:30 ends 10 min before 10:40
    expect(free).toContain(day[2]!.start); // 11:20 starts 10 min after 11:10

    // A meeting off the grid (e.g. booked before the hours changed) blocks every slot within the buffer.
    const odd = { start: day[0]!.start + 15 * MINUTE, end: day[0]!.start + 45 * MINUTE }; // 10:15–10:45 IST
    const freeAroundOdd = generateSlots({ config, now: monday, busy: [odd] }).map((slot) => slot.start);
    expect(freeAroundOdd).not.toContain(day[0]!.start);
    expect(freeAroundOdd).not.toContain(day[1]!.start);
    expect(freeAroundOdd).toContain(day[2]!.start);
  });

  it("leaves out slots overlapping time off, without a buffer around it", () => {
    const day = slotsOfTeamDay(config, "2026-11-25");
    // 10:40–11:10 IST off: the neighbours 10:00 and 11:20 stay bookable (no buffer around time off).
    const blocked = [{ start: day[1]!.start, end: day[1]!.end }];
    const free = generateSlots({ config, now: monday, blocked }).map((slot) => slot.start);
    expect(free).not.toContain(day[1]!.start);
    expect(free).toContain(day[0]!.start);
    expect(free).toContain(day[2]!.start);

    const wholeDay = [{ start: at("2026-11-24T18:30:00Z"), end: at("2026-11-25T18:30:00Z") }]; // 25 Nov in IST
    const dates = generateSlots({ config, now: monday, blocked: wholeDay }).map((slot) => iso(slot.start).slice(0, 10));
    expect(dates).not.toContain("2026-11-25");
    expect(dates).toContain("2026-11-26");
  });

  it("limits the result to the requested range", () => {
    const slots = generateSlots({
      config,
      now: monday,
      from: at("2026-11-25T00:00:00Z"),
      to: at("2026-11-26T00:00:00Z"),
    });
    expect(slots).toHaveLength(12);
    expect(slots.every((slot) => iso(slot.start).startsWith("2026-11-25"))).toBe(true);
  });
});

describe("slots on the visitor's clock", () => {
  // The IST 10:00 slot (04:30 UTC) is 23:30 the day before in New York under EST, 00:30 the same day under EDT.
  const week = (now: number) =>
    generateSlots({ config, now }).map((slot) => ({ start: iso(slot.start), end: iso(slot.end) }));

  it("moves the first Bengaluru slot across midnight in New York when DST starts (March)", () => {
    const days = groupSlotsByDay(week(at("2027-03-05T00:00:00Z")), "America/New_York");
    // Monday 8 March 2027, 10:00 IST = Sunday 7 March 23:30 EST.
    expect(days.get("2027-03-07")?.map((slot) => slot.start)).toEqual(["2027-03-08T04:30:00.000Z"]);
    // The rest of Monday's slots stay on Monday, joined by Tuesday's first; Friday loses its first to Thursday.
    expect(days.get("2027-03-08")?.at(-1)?.start).toBe("2027-03-09T04:30:00.000Z");
    expect(days.get("2027-03-12")).toHaveLength(11);
    // DST starts Sunday 14 March; Monday 15 March 10:00 IST = 00:30 EDT on Monday itself.
    expect(days.has("2027-03-14")).toBe(false);
    expect(days.get("2027-03-15")).toHaveLength(12);
    expect(days.get("2027-03-15")?.[0]?.start).toBe("2027-03-15T04:30:00.000Z");
    expect(days.get("2027-03-19")).toHaveLength(12);
  });

  it("moves it back when DST ends (November)", () => {
    const days = groupSlotsByDay(week(at("2027-10-27T00:00:00Z")), "America/New_York");
    expect(days.get("2027-11-01")).toHaveLength(12); // Monday, still EDT → 00:30 Monday
    expect(days.has("2027-11-07")).toBe(true); // Sunday: Monday 8 Nov 10:00 IST = 23:30 EST Sunday
    expect(days.get("2027-11-07")?.map((slot) => slot.start)).toEqual(["2027-11-08T04:30:00.000Z"]);
  });

  it("keeps every slot on the same day in London, one hour earlier after the clocks go back", () => {
    const days = groupSlotsByDay(week(at("2027-10-25T00:00:00Z")), "Europe/London");
    const format = (ms: number) =>
      new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", hour: "2-digit", minute: "2-digit" }).format(ms);
    expect(format(days.get("2027-10-29")![0]!.startMs)).toBe("05:30"); // BST
    expect(format(days.get("2027-11-01")![0]!.startMs)).toBe("04:30"); // GMT
    expect(days.get("2027-10-29")).toHaveLength(12);
    expect(days.get("2027-11-01")).toHaveLength(12);
  });

  it("shows each slot exactly once whatever the zone", () => {
    const slots = week(at("2027-03-05T00:00:00Z"));
    for (const zone of [
      "America/New_York",
      "Europe/London",
      "Pacific/Kiritimati",
      "Pacific/Pago_Pago",
      "Asia/Kolkata",
    ]) {
      const total = [...groupSlotsByDay(slots, zone).values()].reduce((sum, day) => sum + day.length, 0);
      expect(total).toBe(slots.length);
    }
  });
});

describe("checkSlot", () => {
  const tuesday = slotsOfTeamDay(config, "2026-11-24");

  it("accepts a free slot", () => {
    const result = checkSlot({ config, now: monday, start: tuesday[3]!.start });
    expect(result).toEqual({ ok: true, slot: tuesday[3] });
  });

  it.each([
    ["past", at("2026-11-20T04:30:00Z"), /in the past/],
    ["notice", at("2026-11-23T11:50:00Z"), /at least 12 hours' notice/],
    ["horizon", at("2026-12-24T04:30:00Z"), /up to 30 days ahead/],
    ["non-working-day", at("2026-11-28T04:30:00Z"), /Saturdays/],
    ["outside-hours", at("2026-11-24T02:30:00Z"), /outside the team's working hours \(10:00–18:00, Asia\/Kolkata\)/],
    ["outside-hours", at("2026-11-24T12:30:00Z"), /outside the team's working hours/],
    ["not-a-slot", at("2026-11-24T04:45:00Z"), /listed times only/],
  ])("rejects %s", (problem, start, message) => {
    const result = checkSlot({ config, now: monday, start });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problem).toBe(problem);
      expect(result.message).toMatch(message);
    }
  });

  it("rejects holidays by name", () => {
    const result = checkSlot({ config, now: at("2026-12-20T00:00:00Z"), start: at("2026-12-25T04:30:00Z") });
    expect(result).toMatchObject({ ok: false, problem: "holiday" });
    if (!result.ok) expect(result.message).toContain("Christmas Day");
  });

  it("reports a slot inside time off as blocked", () => {
    const blocked = [{ start: tuesday[0]!.start - HOUR, end: tuesday[0]!.start + MINUTE }];
    const result = checkSlot({ config, now: monday, start: tuesday[0]!.start, blocked });
    expect(result).toEqual({ ok: false, problem: "blocked", message: BLOCKED_MESSAGE });
    expect(checkSlot({ config, now: monday, start: tuesday[1]!.start, blocked }).ok).toBe(true);
  });

  it("reports a booked slot as taken", () => {
    const result = checkSlot({ config, now: monday, start: tuesday[0]!.start, busy: [tuesday[0]!] });
    expect(result).toEqual({ ok: false, problem: "taken", message: TAKEN_MESSAGE });
  });
});
