import { describe, expect, it } from "vitest";
import type { PersonSummary } from "#shared/console/leads.ts";
import { wantText } from "./LeadsPage";

const BEFORE = Date.parse("2026-11-26T10:00:00.000Z");
const AFTER = Date.parse("2026-11-27T05:00:00.000Z");

const person = (latest: PersonSummary["latest"]): PersonSummary => ({
  id: "p1",
  name: "Daniel Okafor",
  email: "daniel@kestrelmedia.example",
  company: "Kestrel Media",
  status: "new",
  owner: null,
  nextStep: null,
  latestAt: "2026-11-26T10:00:00.000Z",
  latest,
  submissions: 1,
  suspectedBot: false,
});

describe("what a person wants, in the inbox's row", () => {
  it("names a booked meeting's time (team's zone) and what the visitor wrote they want from it", () => {
    const booked = person({
      kind: "booking",
      text: "Demo of VIVRE for our team.",
      meetingStart: "2026-11-27T04:30:00.000Z",
    });
    expect(wantText(booked, "Asia/Kolkata", BEFORE)).toBe(
      "Meeting tomorrow, 10:00\u202fam · Demo of VIVRE for our team.",
    );
    const silent = person({ kind: "booking", text: "", meetingStart: "2026-11-27T04:30:00.000Z" });
    expect(wantText(silent, "Asia/Kolkata", BEFORE)).toBe("Meeting tomorrow, 10:00\u202fam");
    // Once it has started it is never read as still to come.
    expect(wantText(silent, "Asia/Kolkata", AFTER)).toBe("Past meeting today, 10:00\u202fam");
  });

  it("gives a message or a whitepaper as it is", () => {
    expect(wantText(person({ kind: "meeting-request", text: "A Tizen app", meetingStart: null }), "UTC", BEFORE)).toBe(
      "A Tizen app",
    );
  });
});
