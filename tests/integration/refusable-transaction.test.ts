/** The one way a service rolls a transaction back with an answer (server/db/refusable-transaction.ts). */
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppDatabase, openDatabase } from "../../server/db/database.ts";
import { refusableTransaction } from "../../server/db/refusable-transaction.ts";
import { freshDatabase, type TestDatabase } from "./delivery-harness.ts";
import { backends } from "./leads-harness.ts";

describe.each(backends)("refusable transactions on $name", (backend) => {
  let storage: TestDatabase;
  let database: AppDatabase;
  beforeAll(async () => {
    storage = await freshDatabase(backend);
    database = await openDatabase({
      databaseUrl: storage.databaseUrl,
      dataDir: storage.dataDir,
      logger: pino({ level: "silent" }),
    });
  });
  afterAll(async () => {
    await database?.close();
    await storage?.drop();
  });

  const secret = (name: string) =>
    database.db.selectFrom("app_secrets").select("value").where("name", "=", name).executeTakeFirst();

  it("commits and answers the work's value", async () => {
    const outcome = await refusableTransaction<string, never>(database.db, async (trx) => {
      await trx.insertInto("app_secrets").values({ name: "kept", value: "1" }).execute();
      return "done";
    });
    expect(outcome).toEqual({ committed: true, value: "done" });
    expect(await secret("kept")).toEqual({ value: "1" });
  });

  it("rolls back what was written before a refusal and answers the refusal, typed", async () => {
    const outcome = await refusableTransaction<string, { code: "taken" }>(database.db, async (trx, refuse) => {
      await trx.insertInto("app_secrets").values({ name: "undone", value: "1" }).execute();
      return refuse({ code: "taken" });
    });
    expect(outcome).toEqual({ committed: false, refusal: { code: "taken" } });
    expect(await secret("undone")).toBeUndefined();
  });

  it("rolls back and throws any other error", async () => {
    const failure = refusableTransaction(database.db, async (trx) => {
      await trx.insertInto("app_secrets").values({ name: "failed", value: "1" }).execute();
      throw new Error("disk full");
    });
    await expect(failure).rejects.toThrow("disk full");
    expect(await secret("failed")).toBeUndefined();
  });
});
