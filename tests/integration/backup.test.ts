/**
 * The embedded database's backup, restore and damage handling (SQLite only; PostgreSQL is backed
 * up with its own tools):
 * - `npm run backup` while a server process takes meeting requests from several clients: every
 *   request acknowledged before the backup started is in the copy, which passes integrity_check,
 *   and a server started on the restored copy is healthy and takes new leads.
 * - One damaged page in a copy of the file: the server refuses to start on it, `/healthz` of an
 *   instance already on it answers 503, and `npm run leads:export` exports every readable lead,
 *   reporting the damaged rows it skipped.
 */
import { execFile, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { copyFileSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { integrityProblems } from "../../server/db/backup.ts";
import { openDatabase, SQLITE_FILE_NAME } from "../../server/db/database.ts";
import {
  deliveryEnv,
  freshDatabase,
  postJson,
  type ServerProcess,
  spawnDeliveryServer,
  startDeliveryServer,
  type TestDatabase,
  uniqueEmail,
} from "./delivery-harness.ts";

const run = promisify(execFile);
const NODE = process.execPath;

function meetingRequest(submissionId: string) {
  return {
    name: "Meera Iyer",
    email: uniqueEmail("backup"),
    company: "Example Studios",
    message: "We would like a demo of the platform for our streaming service.",
    submissionId,
  };
}

describe("backup and restore of the SQLite database", () => {
  const folders: string[] = [];
  let database: TestDatabase;
  let server: ServerProcess | undefined;

  function folder(): string {
    const dir = mkdtempSync(path.join(os.tmpdir(), "horizon-backup-"));
    folders.push(dir);
    return dir;
  }

  beforeAll(async () => {
    database = await freshDatabase({ name: "sqlite" });
    server = await spawnDeliveryServer(deliveryEnv(database, undefined));
  });

  afterAll(async () => {
    if (server) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    await database?.drop();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it("copies every acknowledged lead while the server keeps taking them, and the copy restores", async () => {
    const baseUrl = server!.baseUrl;
    const acknowledged: { id: string; at: number }[] = [];
    let running = true;
    const client = async () => {
      while (running) {
        const id = randomUUID();
        const response = await postJson(baseUrl, "/api/meeting-requests", meetingRequest(id), { proof: false });
        expect(response.status).toBe(201);
        acknowledged.push({ id, at: performance.now() });
      }
    };
    const clients = Array.from({ length: 4 }, client);
    await expect.poll(() => acknowledged.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(40);

    const file = path.join(folder(), "nightly.sqlite");
    const startedAt = performance.now();
    const backup = await run(NODE, ["scripts/backup.ts", file], {
      env: { ...process.env, DATA_DIR: database.dataDir, DATABASE_URL: "" },
    });
    const during = acknowledged.filter((lead) => lead.at > startedAt).length;
    running = false;
    await Promise.all(clients);
    expect(backup.stdout).toMatch(/^Backup written to .*nightly\.sqlite \(\d+ KB, integrity ok\)/);
    // The server kept acknowledging leads while the backup ran.
    expect(during).toBeGreaterThan(0);
    expect(integrityProblems(file)).toEqual([]);

    // Restore: the copy becomes the file of a new data folder (no -wal or -shm beside it).
    const restoredDir = folder();
    copyFileSync(file, path.join(restoredDir, SQLITE_FILE_NAME));
    const restored = await startDeliveryServer(
      deliveryEnv({ databaseUrl: undefined, dataDir: restoredDir, drop: async () => {} }, undefined),
    );
    try {
      const ids = new Set(
        (await restored.database.db.selectFrom("meeting_requests").select("id").execute()).map((row) => row.id),
      );
      const before = acknowledged.filter((lead) => lead.at < startedAt);
      expect(before.length).toBeGreaterThanOrEqual(40);
      expect(before.filter((lead) => !ids.has(lead.id))).toEqual([]);
      const health = await fetch(`${restored.baseUrl}/healthz`);
      expect(health.status).toBe(200);
      const next = await postJson(restored.baseUrl, "/api/meeting-requests", meetingRequest(randomUUID()), {
        proof: false,
      });
      expect(next.status).toBe(201);
    } finally {
      await restored.close();
    }
  });

  describe("a damaged page", () => {
    const LEADS = 400;
    let damagedDir: string;
    let skippedPage: number;

    beforeAll(async () => {
      damagedDir = folder();
      const db = await openDatabase({ dataDir: damagedDir });
      const rows = Array.from({ length: LEADS }, (_, index) => ({
        id: randomUUID(),
        created_at: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
        whitepaper_id: "whitepaper1",
        name: `Lead ${index}`,
        email: `lead.${index}@example.com`,
        company_name: "Example Networks",
        phone: "9876543210",
        marketing_consent: 0,
        consent_recorded_at: new Date(Date.UTC(2026, 0, 1)).toISOString(),
        channel: "api",
      }));
      for (let offset = 0; offset < rows.length; offset += 100) {
        await db.db
          .insertInto("whitepaper_requests")
          .values(rows.slice(offset, offset + 100))
          .execute();
      }
      await db.close();
      // A leaf page of the leads table in the middle of it, overwritten with garbage.
      const file = path.join(damagedDir, SQLITE_FILE_NAME);
      const reader = new DatabaseSync(file, { readOnly: true });
      const pageSize = Number(reader.prepare("pragma page_size").get()?.page_size);
      const leaves = reader
        .prepare("select pageno from dbstat where name = 'whitepaper_requests' and pagetype = 'leaf' order by pageno")
        .all()
        .map((row) => Number(row.pageno));
      reader.close();
      expect(leaves.length).toBeGreaterThan(4);
      skippedPage = leaves[Math.floor(leaves.length / 2)]!;
      const handle = openSync(file, "r+");
      writeSync(handle, Buffer.alloc(pageSize, 0xff), 0, pageSize, (skippedPage - 1) * pageSize);
    });

    it("stops the server from starting on it, with what to do", async () => {
      const child = spawn(NODE, ["server/main.ts"], {
        env: { ...process.env, DATA_DIR: damagedDir, DATABASE_URL: "", PORT: "5321", HOST: "127.0.0.1" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let stderr = "";
      child.stderr.on("data", (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
      expect(code).toBe(1);
      expect(stderr).toMatch(/is damaged/);
      expect(stderr).toMatch(/Restore the latest backup/);
    });

    it("exports every readable lead and reports the damaged rows it skipped", async () => {
      const failure = await run(NODE, ["scripts/export-leads.ts"], {
        env: { ...process.env, DATA_DIR: damagedDir, DATABASE_URL: "" },
      }).then(
        () => undefined,
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
      expect(failure?.code).toBe(3);
      const exported = Number(/Exported (\d+) leads/.exec(failure?.stderr ?? "")?.[1]);
      const skipped = Number(/whitepaper_requests: (\d+) damaged row\(s\) skipped/.exec(failure?.stderr ?? "")?.[1]);
      expect(skipped).toBeGreaterThan(0);
      expect(exported + skipped).toBe(LEADS);
      // Header plus one line per exported lead.
      expect(failure?.stdout.trim().split("\r\n")).toHaveLength(exported + 1);
    });

    it("turns /healthz of an instance running on it to 503", async () => {
      const instance = await startDeliveryServer(
        deliveryEnv({ databaseUrl: undefined, dataDir: damagedDir, drop: async () => {} }, undefined),
      );
      try {
        const response = await fetch(`${instance.baseUrl}/healthz`);
        expect(response.status).toBe(503);
        expect(((await response.json()) as { error: string }).error).toMatch(/The database file is damaged/);
      } finally {
        await instance.close();
      }
    });
  });
});
