import type { SQLInputValue } from "node:sqlite";

/** node:sqlite binds only null, numbers, bigints, strings and bytes: converts what Kysely passes. */
export function toSqliteValues(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map((value): SQLInputValue => {
    if (value === undefined || value === null) return null;
    if (typeof value === "boolean") return value ? 1 : 0;
    if (value instanceof Date) return value.toISOString();
    if (typeof value === "string" || typeof value === "number" || typeof value === "bigint") return value;
    if (value instanceof Uint8Array) return value;
    throw new TypeError(`Cannot bind a value of type ${typeof value} to SQLite`);
  });
}
