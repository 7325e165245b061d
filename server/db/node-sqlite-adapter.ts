import type { DatabaseSync, SQLInputValue, StatementSync } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";

/**
 * Adapts Node's built-in `node:sqlite` (DatabaseSync) to the better-sqlite3-like
 * interface Kysely's SqliteDialect expects, so no native addon is needed.
 */
export function adaptNodeSqlite(database: DatabaseSync): SqliteDatabase {
  return {
    close: () => database.close(),
    prepare: (sql: string) => adaptStatement(database.prepare(sql)),
  };
}

function adaptStatement(statement: StatementSync): SqliteStatement {
  return {
    // A statement that returns columns (SELECT, or anything with RETURNING) is a reader.
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...toSqliteValues(parameters)),
    run: (parameters) => statement.run(...toSqliteValues(parameters)),
    iterate: (parameters) => statement.iterate(...toSqliteValues(parameters)),
  };
}

/** node:sqlite binds only null, numbers, bigints, strings and bytes. */
function toSqliteValues(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map((value): SQLInputValue => {
    if (value === undefined || value === null) return null;
    if (typeof value === "boolean") return value ? 1 : 0;
    if (value instanceof Date) return value.toISOString();
    if (typeof value === "string" || typeof value === "number" || typeof value === "bigint") return value;
    if (value instanceof Uint8Array) return value;
    throw new TypeError(`Cannot bind a value of type ${typeof value} to SQLite`);
  });
}
