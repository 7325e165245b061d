import { describe, expect, it } from "vitest";
import { dayRangeInstants, leadsUrl, parseExportRequest, parseLeadsQuery, STATUS_TRANSITIONS } from "./leads.ts";

describe("the inbox's query string", () => {
  it("reads filters and leaves out what it cannot use", () => {
    const { query, errors } = parseLeadsQuery(
      new URLSearchParams("q=%20Asha%20&kind=booking&status=odd&from=2026-03-01&to=2026-02-30&page=-2"),
    );
    expect(query).toEqual({
      view: "all",
      sort: "activity",
      search: "Asha",
      kind: "booking",
      status: undefined,
      from: "2026-03-01",
      to: undefined,
      page: 1,
    });
    expect(errors.to).toBe('To: "2026-02-30" is not a day. Write it like 26 Nov 2026.');
  });

  it("refuses a range that ends before it starts", () => {
    const { query, errors } = parseLeadsQuery(new URLSearchParams("from=2026-03-02&to=2026-03-01"));
    expect(query.to).toBeUndefined();
    expect(errors.to).toBe("The end date is before the start date.");
  });

  it("writes shareable URLs back, without empty filters", () => {
    expect(leadsUrl({ search: "a&b", status: "new", page: 3 })).toBe("/console/leads?q=a%26b&status=new&page=3");
    expect(leadsUrl({ page: 1 })).toBe("/console/leads");
    const { query } = parseLeadsQuery(
      new URL(`https://x${leadsUrl({ search: "a&b", kind: "whitepaper" })}`).searchParams,
    );
    expect(query).toMatchObject({ search: "a&b", kind: "whitepaper" });
  });
});

describe("team days", () => {
  it("cover whole days in the team's time zone, both ends included", () => {
    const range = dayRangeInstants({ from: "2026-03-01", to: "2026-03-01" }, "Asia/Kolkata");
    expect(range.from?.toISOString()).toBe("2026-02-28T18:30:00.000Z");
    expect(range.to?.toISOString()).toBe("2026-03-01T18:30:00.000Z");
  });
});

describe("the export form", () => {
  it("names an unknown kind", () => {
    expect(parseExportRequest(new URLSearchParams("kind=spam")).errors.kind).toBe(
      "Choose a kind of lead from the list.",
    );
    expect(parseExportRequest(new URLSearchParams("kind=booking&from=2026-01-01")).request).toEqual({
      kind: "booking",
      from: "2026-01-01",
      to: undefined,
    });
  });
});

describe("the workflow", () => {
  it("closes from anywhere and reopens a closed lead", () => {
    for (const from of ["new", "contacted", "qualified"] as const) expect(STATUS_TRANSITIONS[from]).toContain("closed");
    expect(STATUS_TRANSITIONS.closed).toEqual(["new", "contacted"]);
    expect(STATUS_TRANSITIONS.new).not.toContain("qualified");
  });
});
