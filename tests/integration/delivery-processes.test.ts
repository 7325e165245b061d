/**
 * Delivery across server processes: a server killed in the middle of a delivery,
 * a server stopped with SIGTERM while it holds jobs, and two servers sharing one
 * PostgreSQL. Each server is a child process (tests/integration/delivery-process.ts).
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  backends,
  deliveryEnv,
  FAST_WORKER,
  freshDatabase,
  MailSink,
  postJson,
  type ServerProcess,
  spawnDeliveryServer,
  startDeliveryServer,
  type TestDatabase,
} from "./delivery-harness.ts";

// Each test starts two servers as child processes, and a process's start grows with the machine's
// load (a 30-second test ran out while a 2-core machine also ran Chromium at a load average of 16).
vi.setConfig({ testTimeout: 60_000 });

let counter = 0;
function meetingRequest() {
  counter++;
  return {
    name: `Process Visitor ${counter}`,
    email: `process.${process.pid}.${counter}@example.com`,
    message: "Please get in touch.",
  };
}

interface JobRow {
  idempotency_key: string;
  status: string;
  attempts: number;
  locked_until: string | null;
}

async function readJobs(database: TestDatabase): Promise<JobRow[]> {
  if (database.databaseUrl) {
    const client = new pg.Client({ connectionString: database.databaseUrl });
    await client.connect();
    try {
      return (await client.query("select idempotency_key, status, attempts, locked_until from outbox_jobs")).rows;
    } finally {
      await client.end();
    }
  }
  const { DatabaseSync } = await import("node:sqlite");
  const db = new DatabaseSync(`${database.dataDir}/horizon.sqlite`, { readOnly: true });
  try {
    return db
      .prepare("select idempotency_key, status, attempts, locked_until from outbox_jobs")
      .all() as unknown as JobRow[];
  } finally {
    db.close();
  }
}

describe.each(backends)("delivery across server processes on $name", (backend) => {
  let sink: MailSink;
  const running: ServerProcess[] = [];
  const databases: TestDatabase[] = [];

  async function database() {
    const fresh = await freshDatabase(backend);
    databases.push(fresh);
    return fresh;
  }

  async function spawn(env: Record<string, string>) {
    const server = await spawnDeliveryServer(env);
    running.push(server);
    return server;
  }

  beforeAll(async () => {
    sink = new MailSink();
    await sink.start();
  });

  afterAll(async () => {
    for (const server of running) server.child.kill("SIGKILL");
    await Promise.all(running.map((server) => server.exited));
    await sink.close();
    for (const fresh of databases) await fresh.drop();
  });

  it("delivers a job after the server died in the middle of sending it, with the same idempotency key", async () => {
    const data = await database();
    const env = deliveryEnv(data, sink);
    const first = await spawn(env);
    sink.holding = true;
    const started = sink.started;
    expect((await postJson(first.baseUrl, "/api/meeting-requests", meetingRequest())).status).toBe(201);
    await sink.waitForStarted(started + 2);
    const held = await readJobs(data);
    expect(held.map((job) => [job.status, Number(job.attempts)])).toEqual([
      ["pending", 1],
      ["pending", 1],
    ]);
    first.child.kill("SIGKILL");
    expect(await first.exited).toBe("SIGKILL");
    sink.holding = false;

    // A new server takes the jobs over once the dead one's lease has run out.
    await spawn(env);
    const keys = held.map((job) => job.idempotency_key).sort();
    const delivered = await Promise.all(keys.map((key) => sink.waitForKey(key, 20_000)));
    expect(delivered.map((mail) => mail.idempotencyKey).sort()).toEqual(keys);
    // The server records the delivery just after the SMTP server's answer.
    await vi.waitFor(async () => {
      const after = await readJobs(data);
      expect(after.map((job) => [job.status, Number(job.attempts)])).toEqual([
        ["delivered", 2],
        ["delivered", 2],
      ]);
    }, 5000);
    expect(sink.messages.filter((mail) => keys.includes(mail.idempotencyKey))).toHaveLength(2);
  });

  it("gives held jobs back on SIGTERM, so the next server sends them at once", async () => {
    const data = await database();
    const env = { ...deliveryEnv(data, sink), DELIVERY_TEST_GRACE_MS: "300" };
    const server = await spawn(env);
    sink.holding = true;
    const started = sink.started;
    expect((await postJson(server.baseUrl, "/api/meeting-requests", meetingRequest())).status).toBe(201);
    await sink.waitForStarted(started + 2);
    const stoppedAt = Date.now();
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(3000);
    const released = await readJobs(data);
    expect(released.map((job) => [job.status, Number(job.attempts), job.locked_until])).toEqual([
      ["pending", 0, null],
      ["pending", 0, null],
    ]);
    sink.holding = false;

    // A lease that would otherwise block for a minute: released jobs go out at once.
    const next = await startDeliveryServer(env, { ...FAST_WORKER, leaseMs: 60_000 });
    try {
      await Promise.all(released.map((job) => sink.waitForKey(job.idempotency_key, 5000)));
    } finally {
      await next.close();
    }
  });

  it.runIf(backend.name === "postgres")(
    "delivers every job exactly once with two servers on one PostgreSQL",
    async () => {
      const data = await database();
      const env = deliveryEnv(data, sink);
      const servers = [await spawn(env), await spawn(env)];
      const before = sink.messages.length;
      const submissions = Array.from({ length: 30 }, (_, index) =>
        postJson(servers[index % 2]!.baseUrl, "/api/meeting-requests", meetingRequest()),
      );
      expect((await Promise.all(submissions)).every((response) => response.status === 201)).toBe(true);
      await sink.waitForCount(before + 60, 30_000);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const keys = sink.messages.slice(before).map((mail) => mail.idempotencyKey);
      expect(keys).toHaveLength(60);
      expect(new Set(keys).size).toBe(60);
      await vi.waitFor(async () => {
        const jobs = await readJobs(data);
        expect(jobs.filter((job) => job.status === "delivered")).toHaveLength(60);
        expect(jobs.every((job) => Number(job.attempts) === 1)).toBe(true);
      }, 5000);
    },
  );
});
