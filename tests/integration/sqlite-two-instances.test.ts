/**
 * Two server processes on one SQLite file (one DATA_DIR). The booking transaction reads, then
 * writes; begun as a plain (deferred) transaction, the instance that lost the race to write failed
 * at once with "database is locked" (a 503 for the visitor). Begun IMMEDIATE, it waits for the
 * other's write to end, so every request gets its real answer: a booking, or 409 for a taken slot.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  deliveryEnv,
  freeSlots,
  freshDatabase,
  postJson,
  type ServerProcess,
  spawnDeliveryServer,
  type TestDatabase,
  uniqueEmail,
} from "./delivery-harness.ts";

describe("two instances on one SQLite file", () => {
  let database: TestDatabase;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await freshDatabase({ name: "sqlite" });
    const env = deliveryEnv(database, undefined);
    // One after the other: the first creates the file and applies the migrations.
    servers.push(await spawnDeliveryServer(env));
    servers.push(await spawnDeliveryServer(env));
  });

  afterAll(async () => {
    for (const server of servers) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    await database?.drop();
  });

  it("answers every booking raced on both instances with 201 or 409, never 5xx", async () => {
    const slots = (await freeSlots(servers[0]!.baseUrl)).slice(0, 30);
    expect(slots.length).toBe(30);
    const attempts = slots.flatMap((slot) =>
      servers.map(async (server) => {
        const response = await postJson(
          server.baseUrl,
          "/api/scheduling/bookings",
          {
            start: slot.start,
            name: "Asha Verma",
            email: uniqueEmail("race"),
            company: "Example Media",
            timeZone: "Asia/Kolkata",
          },
          // Sixty bookings at once would exceed the challenge endpoint's limit; unproven ones are stored flagged.
          { proof: false },
        );
        return { start: slot.start, status: response.status };
      }),
    );
    const results = await Promise.all(attempts);
    expect(results.filter((result) => result.status >= 500)).toEqual([]);
    for (const slot of slots) {
      const statuses = results.filter((result) => result.start === slot.start).map((result) => result.status);
      expect(statuses.sort()).toEqual([201, 409]);
    }
  });
});
