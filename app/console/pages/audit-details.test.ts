import { describe, expect, it } from "vitest";
import { auditDetails } from "./audit-details";

const ZONE = "Asia/Kolkata";

describe("an audit entry's details in words", () => {
  it("says a workflow change with status labels and no staff ids", () => {
    expect(
      auditDetails(
        {
          status: { from: "new", to: "contacted" },
          owner: { from: null, to: "d4a9efd0-bad2-446f-a1ea-2435d2db1813" },
          nextStep: true,
          note: true,
        },
        ZONE,
      ),
    ).toBe("Status: New → Contacted · Owner set · Next step changed · Note added");
    expect(auditDetails({ owner: { from: "d4a9efd0-bad2-446f-a1ea-2435d2db1813", to: null } }, ZONE)).toBe(
      "Owner removed",
    );
    expect(auditDetails({ leadId: "d4a9efd0-bad2-446f-a1ea-2435d2db1813", from: "p***@example.com" }, ZONE)).toBe(
      "From: p***@example.com",
    );
  });

  it("writes roles as labels, times in the team's zone, and leaves out content hashes", () => {
    expect(auditDetails({ role: "editor" }, ZONE)).toBe("Role: Editor");
    expect(auditDetails({ start: "2026-12-01T04:30:00.000Z" }, ZONE)).toMatch(
      /^Start: Tue\s1\sDec(\s2026)?, 10:00\sam$/,
    );
    expect(auditDetails({ version: 3, baseHash: "9f2c1ab" }, ZONE)).toBe("Version 3");
    expect(auditDetails({ slug: { from: "old-name", to: "new-name" } }, ZONE)).toBe("Address: old-name → new-name");
    expect(auditDetails({ collection: "article", slug: "planning-capacity" }, ZONE)).toBe(
      "Article at /planning-capacity",
    );
    expect(auditDetails({ version: 1, baseVersion: 0 }, ZONE)).toBe("Version 1");
  });
});
