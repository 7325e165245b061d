/**
 * Statements run on the e2e server's own database (its SQLite file or PostgreSQL), for what no
 * page or API can set up: a document edited as a deploy would, a meeting moved into the past.
 */
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";

/** Runs statements on the test server's database (SQLite file or PostgreSQL), as a deploy's migration would. */
export async function onDatabase(statements: { sql: string; params: (string | number | null)[] }[]): Promise<void> {
  if (process.env.E2E_DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
    await client.connect();
    try {
      for (const { sql, params } of statements) {
        let index = 0;
        await client.query(
          sql.replace(/\?/g, () => `$${++index}`),
          params,
        );
      }
    } finally {
      await client.end();
    }
    return;
  }
  const database = new DatabaseSync(path.join(process.env.E2E_DATA_DIR ?? "", "horizon.sqlite"));
  try {
    database.exec("PRAGMA busy_timeout = 5000");
    for (const { sql, params } of statements) database.prepare(sql).run(...params);
  } finally {
    database.close();
  }
}
