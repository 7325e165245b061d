import { describe, expect, it } from "vitest";
import { readTypedDay, writeTypedDay } from "./typed-day.ts";

describe("typed days", () => {
  it.each([
    ["2026-11-26", "2026-11-26"],
    ["26 Nov 2026", "2026-11-26"],
    [" 26  november 2026 ", "2026-11-26"],
    ["Thu, 26 Nov 2026", "2026-11-26"],
    ["26/11/2026", "2026-11-26"],
    ["6-1-2027", "2027-01-06"],
    ["26.11.2026", "2026-11-26"],
    ["26-Nov-2026", "2026-11-26"],
    ["Nov 26, 2026", "2026-11-26"],
    ["1st Sept 2026", "2026-09-01"],
    ["29 Feb 2028", "2028-02-29"],
  ])("reads %j as %s", (typed, iso) => {
    expect(readTypedDay(typed)).toBe(iso);
  });

  it.each(["", "tomorrow", "31 Feb 2026", "29 Feb 2027", "11/31/2026", "26 No 2026", "26 Nov", "2026-13-01"])(
    "refuses %j",
    (typed) => {
      expect(readTypedDay(typed)).toBeNull();
    },
  );

  it("writes a day as it reads it back", () => {
    expect(writeTypedDay("2026-11-26")).toBe("26 Nov 2026");
    expect(writeTypedDay("2027-01-06")).toBe("6 Jan 2027");
    expect(readTypedDay(writeTypedDay("2027-01-06"))).toBe("2027-01-06");
    expect(writeTypedDay("not a day")).toBe("not a day");
  });
});
