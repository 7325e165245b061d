import { describe, expect, it } from "vitest";
import { newEntryForm } from "./new-entry-form.server";

const publishedAtDefault = (now: number, timeZone: string) =>
  newEntryForm("article", { now, timeZone }).fields.find((field) => field.path === "publishedAt")?.defaultValue;

describe("newEntryForm", () => {
  it("starts an article's date at today in the team's time zone, not in UTC", () => {
    // 00:10 on 28 Nov in India is still 27 Nov in UTC.
    const justAfterMidnightIst = Date.parse("2026-11-27T18:40:00Z");
    expect(publishedAtDefault(justAfterMidnightIst, "Asia/Kolkata")).toBe("2026-11-28");
    expect(publishedAtDefault(justAfterMidnightIst, "UTC")).toBe("2026-11-27");
  });

  it("gives a customer story no date field", () => {
    const form = newEntryForm("story", { now: Date.parse("2026-11-27T18:40:00Z"), timeZone: "Asia/Kolkata" });
    expect(form.fields.some((field) => field.path === "publishedAt")).toBe(false);
  });
});
