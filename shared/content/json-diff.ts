/**
 * A readable, field-by-field difference between two JSON values: one change per leaf that
 * differs, with its path ("hero.title", "steps.2.text"), the value before and after
 * (`undefined` where the field did not exist). Arrays are compared position by position, so an
 * item added at the end reads as one addition. Used for the versions of the content studio.
 */

export interface FieldChange {
  /** Dot-separated field path; "" for the document itself. */
  path: string;
  before: unknown;
  after: unknown;
}

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return typeof value === "object" && value !== null;
}

const join = (path: string, key: string | number) => (path === "" ? String(key) : `${path}.${key}`);

function keysOf(value: Container): (string | number)[] {
  return Array.isArray(value) ? value.map((_, index) => index) : Object.keys(value);
}

function childOf(value: Container, key: string | number): unknown {
  return (value as Record<string | number, unknown>)[key];
}

export function jsonChanges(before: unknown, after: unknown, path = ""): FieldChange[] {
  if (Object.is(before, after)) return [];
  const sameKind = isContainer(before) && isContainer(after) && Array.isArray(before) === Array.isArray(after);
  if (!sameKind) return [{ path, before, after }];
  const keys = [...new Set([...keysOf(before), ...keysOf(after)])];
  return keys.flatMap((key) => {
    const inBefore = Object.hasOwn(before, key);
    const inAfter = Object.hasOwn(after, key);
    return jsonChanges(
      inBefore ? childOf(before, key) : undefined,
      inAfter ? childOf(after, key) : undefined,
      join(path, key),
    );
  });
}
