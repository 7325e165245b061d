import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  AUDIT_ACTION_LABELS,
  auditActionLabel,
  auditActorLabel,
  auditContentTarget,
  auditTargetLabel,
} from "./audit.ts";

/** Every action the server records (`action: "…"` in its source), so none reads as a code in the log. */
function recordedActions(): string[] {
  const root = path.join(import.meta.dirname, "../../server");
  const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter(
    (file) => file.endsWith(".ts") && !file.endsWith(".test.ts"),
  );
  const actions = files.flatMap((file) =>
    [...readFileSync(path.join(root, file), "utf8").matchAll(/\baction: "([a-z][\w.-]*)"/g)].map((match) => match[1]!),
  );
  return [...new Set(actions)].sort();
}

describe("the audit log in words", () => {
  it("reads a content target as the document it names", () => {
    expect(auditContentTarget("article:planning-capacity-for-match-day (en)")).toEqual({
      id: "article:planning-capacity-for-match-day",
      label: "Article · Planning capacity for match day",
    });
    expect(auditContentTarget("story:xyz (hi)")?.label).toBe("Customer story · Xyz (hi)");
    expect(auditContentTarget("Meera Iyer")).toBeNull();
  });

  it("names every action the server records", () => {
    const actions = recordedActions();
    expect(actions.length).toBeGreaterThan(20);
    expect(actions.filter((action) => !(action in AUDIT_ACTION_LABELS))).toEqual([]);
  });

  it("names a known action and keeps an unknown one's code", () => {
    expect(auditActionLabel("privacy.erase")).toBe("Personal data erased");
    expect(auditActionLabel("something.new")).toBe("something.new");
  });

  it("says what an id identifies, by the action's domain, and keeps readable targets", () => {
    const id = "30e75c39-782b-4132-9ff3-6d9ff07e1992";
    expect(auditTargetLabel("staff.add", id)).toBe("A staff member");
    expect(auditTargetLabel("person.workflow", id)).toBe("A person");
    expect(auditTargetLabel("unknown.thing", id)).toBe("A record");
    expect(auditTargetLabel("content.publish", "page:home")).toBe("page:home");
    expect(auditTargetLabel("privacy.erase", "a***@example.com")).toBe("a***@example.com");
  });

  it("prefers the name the log resolved, for the target and for the member who acted", () => {
    const id = "30e75c39-782b-4132-9ff3-6d9ff07e1992";
    expect(auditTargetLabel("staff.add", id, "Meera Iyer")).toBe("Meera Iyer");
    expect(auditActorLabel("asha@example.com", "Asha Rao")).toBe("Asha Rao");
  });

  it("names the command line and signed-out visitors, and keeps members' addresses", () => {
    expect(auditActorLabel("cli")).toBe("Command line");
    expect(auditActorLabel("anonymous")).toBe("Someone signed out");
    expect(auditActorLabel("asha@example.com")).toBe("asha@example.com");
  });
});
