/**
 * Opening the database: migrations on a fresh SQLite folder, and PostgreSQL
 * starting later than the server (when TEST_DATABASE_URL is set).
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import pg from "pg";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, SQLITE_FILE_NAME } from "../../server/db/database.ts";
import { migrations } from "../../server/db/migrations/index.ts";
import { Relay } from "./leads-harness.ts";

const logger = pino({ level: "silent" });

describe("SQLite", () => {
  const parent = mkdtempSync(path.join(os.tmpdir(), "horizon-db-"));
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it("creates the data folder and file on first start and applies every migration, in WAL mode", async () => {
    const dataDir = path.join(parent, "nested", "data");
    const database = await openDatabase({ dataDir, logger });
    try {
      expect(existsSync(path.join(dataDir, SQLITE_FILE_NAME))).toBe(true);
      const applied = await database.db
        .selectFrom("kysely_migration" as never)
        .select("name" as never)
        .execute();
      expect(applied.map((row) => (row as { name: string }).name)).toEqual(Object.keys(migrations));
      const journal = await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(database.db);
      expect(journal.rows[0]?.journal_mode).toBe("wal");
    } finally {
      await database.close();
    }
    // A second start finds everything in place.
    const again = await openDatabase({ dataDir, logger });
    await again.close();
  });

  it("answers a read at once while a transaction is open, with the last committed state; a write waits for the transaction", async () => {
    const database = await openDatabase({ dataDir: path.join(parent, "reads"), logger });
    try {
      const probe = (checked: string) =>
        database.db
          .insertInto("health_probe")
          .values({ id: "p", checked_at: checked })
          .onConflict((c) => c.column("id").doUpdateSet({ checked_at: checked }));
      await probe("committed").execute();
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const order: string[] = [];
      const transaction = database.db.transaction().execute(async (trx) => {
        await trx.updateTable("health_probe").set({ checked_at: "uncommitted" }).where("id", "=", "p").execute();
        await held;
        order.push("commit");
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const read = await database.db
        .selectFrom("health_probe")
        .select("checked_at")
        .where("id", "=", "p")
        .executeTakeFirst();
      order.push("read");
      expect(read?.checked_at).toBe("committed");
      const write = probe("after")
        .execute()
        .then(() => order.push("write"));
      await new Promise((resolve) => setTimeout(resolve, 50));
      release();
      await Promise.all([transaction, write]);
      expect(order).toEqual(["read", "commit", "write"]);
      const last = await database.db
        .selectFrom("health_probe")
        .select("checked_at")
        .where("id", "=", "p")
        .executeTakeFirst();
      expect(last?.checked_at).toBe("after");
    } finally {
      await database.close();
    }
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)("PostgreSQL", () => {
  it("migrates and lists only its own schema's tables while other schemas are created and dropped", async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const own = `own_test_${process.pid}_${Date.now()}`;
    await admin.query(`create schema "${own}"`);
    const appUrl = new URL(url as string);
    appUrl.searchParams.set("options", `-c search_path=${own}`);
    let churning = true;
    // Another test's schema, with tables that have sequences, dropped while this one introspects.
    const churn = (async () => {
      for (let round = 0; churning; round++) {
        const other = `churn_test_${process.pid}_${round}`;
        await admin.query(`create schema "${other}"`);
        await admin.query(`create table "${other}".t (id serial primary key, note text)`);
        await admin.query(`drop schema "${other}" cascade`);
      }
    })();
    try {
      const database = await openDatabase({ databaseUrl: appUrl.toString(), dataDir: os.tmpdir(), logger });
      try {
        for (let read = 0; read < 30; read++) {
          const tables = await database.db.introspection.getTables({ withInternalKyselyTables: true });
          expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([own]));
          expect(tables.map((table) => table.name)).toContain("kysely_migration");
        }
        const requests = (await database.db.introspection.getTables()).find(
          (table) => table.name === "whitepaper_requests",
        );
        expect(requests?.columns.find((column) => column.name === "id")).toMatchObject({ isNullable: false });
      } finally {
        await database.close();
      }
    } finally {
      churning = false;
      await churn;
      await admin.query(`drop schema "${own}" cascade`);
      await admin.end();
    }
  });

  it("waits for a server that is not up yet, then migrates", async () => {
    const target = new URL(url as string);
    const schema = `open_test_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema "${schema}"`);
    const relay = new Relay({ host: target.hostname, port: Number(target.port || 5432) });
    await relay.start();
    await relay.stop();
    const appUrl = new URL(url as string);
    appUrl.hostname = "127.0.0.1";
    appUrl.port = String(relay.port);
    appUrl.searchParams.set("options", `-c search_path=${schema}`);
    try {
      // Nothing listening and no patience: fails at once.
      await expect(
        openDatabase({ databaseUrl: appUrl.toString(), dataDir: os.tmpdir(), logger, waitForPostgresMs: 0 }),
      ).rejects.toThrow();
      // The database comes up a moment after the server starts.
      const opening = openDatabase({
        databaseUrl: appUrl.toString(),
        dataDir: os.tmpdir(),
        logger,
        waitForPostgresMs: 20_000,
      });
      setTimeout(() => void relay.start(), 1500);
      const database = await opening;
      await database.ping();
      await database.close();
    } finally {
      await relay.stop();
      await admin.query(`drop schema "${schema}" cascade`);
      await admin.end();
    }
  });
});
