/**
 * A document's content against its zod schema, as `{ path, message }` problems worded for an
 * editor. Light enough for every page render (no MDX compiler): `contentOf` skips a stored
 * version that today's schema rejects, and the studio reports it (validation.server.ts adds the
 * checks of a save on top).
 */
import type { z } from "zod";

export interface FieldProblem {
  /** Dot-separated path of the field ("hero.title", "steps.2.text"); "" for the whole document. */
  path: string;
  message: string;
  /** Inside MDX text: where the problem is (1-based). */
  line?: number;
  column?: number;
}

export const pathOf = (segments: readonly PropertyKey[]) => segments.map(String).join(".");

function characters(count: number): string {
  return count === 1 ? "1 character" : `${count} characters`;
}

/** Messages for zod's own issues (a schema's own message, where it has one, wins over these). */
export function readableIssue(issue: z.core.$ZodRawIssue): string | undefined {
  const input = issue.input;
  if (issue.code === "too_big" && typeof input === "string") {
    return `Too long: ${characters(input.length)}, at most ${characters(Number(issue.maximum))}.`;
  }
  if (issue.code === "too_small" && typeof input === "string") {
    return input.trim() === ""
      ? "Required: this text cannot be empty."
      : `Too short: ${characters(input.length)}, at least ${characters(Number(issue.minimum))}.`;
  }
  if (issue.code === "too_big" && Array.isArray(input)) return `Too many items: at most ${issue.maximum}.`;
  if (issue.code === "too_small" && Array.isArray(input)) return `Too few items: at least ${issue.minimum}.`;
  if (issue.code === "invalid_type" && input === undefined) return "Required: this field is missing.";
  if (issue.code === "invalid_type") return `Expected ${issue.expected}.`;
  if (issue.code === "invalid_value") return `Must be one of: ${issue.values.map(String).join(", ")}.`;
  return undefined;
}

/** What the schema rejects in the content (empty when it is valid). */
export function schemaProblems(schema: z.ZodType, content: unknown): FieldProblem[] {
  const result = schema.safeParse(content, { error: readableIssue });
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: pathOf(issue.path), message: issue.message }));
}
