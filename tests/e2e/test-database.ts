/**
 * Statements run on the e2e server's own database (its SQLite file or PostgreSQL), for what no
 * page or API can set up: a document edited as a deploy would, a meeting moved into the past.
 */
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";

type Statement = { sql: string; params: (string | number | null)[] };
type Row = Record<string, unknown>;

/** Runs statements on the test server's database (SQLite file or PostgreSQL), as a deploy's migration would. */
export async function onDatabase(statements: Statement[]): Promise<void> {
  await withDatabase(statements);
}

/** The rows one query reads from the test server's database. */
export async function readDatabase<T extends Row>(sql: string, params: Statement["params"] = []): Promise<T[]> {
  return (await withDatabase([{ sql, params }]))[0] as T[];
}

/** Each statement's rows, in order, on one connection (`?` placeholders, numbered for PostgreSQL). */
async function withDatabase(statements: Statement[]): Promise<Row[][]> {
  if (process.env.E2E_DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
    await client.connect();
    try {
      const results: Row[][] = [];
      for (const { sql, params } of statements) {
        let index = 0;
        results.push(
          (
            await client.query(
              sql.replace(/\?/g, () => `$${++index}`),
              params,
            )
          ).rows,
        );
      }
      return results;
    } finally {
      await client.end();
    }
  }
  const database = new DatabaseSync(path.join(process.env.E2E_DATA_DIR ?? "", "horizon.sqlite"));
  try {
    database.exec("PRAGMA busy_timeout = 5000");
    return statements.map(({ sql, params }) => {
      const statement = database.prepare(sql);
      if (statement.columns().length > 0) return statement.all(...params) as Row[];
      statement.run(...params);
      return [];
    });
  } finally {
    database.close();
  }
}
