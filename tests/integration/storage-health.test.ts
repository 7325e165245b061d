/**
 * A full data folder: the SQLite database on a small tmpfs (mounted for the test; it needs root,
 * as `npm test` runs) is filled up. Visitors get 503, `/healthz` answers 503 so a load balancer
 * stops sending them here, and the log names the real error (SQLITE_FULL), not the rollback that
 * followed it. Once space returns, health and submissions recover.
 */
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type DeliveryServer,
  deliveryEnv,
  FAST_WORKER,
  postJson,
  startDeliveryServer,
  uniqueEmail,
} from "./delivery-harness.ts";

const mountPoint = mkdtempSync(path.join(os.tmpdir(), "horizon-full-"));

function mountTmpfs(): boolean {
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=8m", "tmpfs", mountPoint], { stdio: "ignore" });
    return true;
  } catch {
    console.warn("storage-health test skipped: mounting a tmpfs needs root (npm test runs as root).");
    rmSync(mountPoint, { recursive: true, force: true });
    return false;
  }
}

const mounted = mountTmpfs();

/** Writes a file until the file system refuses more (ENOSPC), in ever smaller pieces. */
function fill(file: string): void {
  const handle = openSync(file, "w");
  try {
    for (let size = 1024 * 1024; size >= 512; size /= 2) {
      const chunk = Buffer.alloc(size, 1);
      for (;;) {
        try {
          writeSync(handle, chunk);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
          break;
        }
      }
    }
  } finally {
    closeSync(handle);
  }
}

function meetingRequest() {
  return {
    name: "Kiran Rao",
    email: uniqueEmail("full"),
    company: "Example Sports",
    message: "A long message to need new pages. ".repeat(55),
    submissionId: randomUUID(),
  };
}

describe.skipIf(!mounted)("a full data folder", () => {
  const dataDir = path.join(mountPoint, "data");
  const filler = path.join(mountPoint, "filler");
  const logLines: string[] = [];
  let server: DeliveryServer;

  beforeAll(async () => {
    mkdirSync(dataDir);
    const logger = pino({ level: "info" }, { write: (line: string) => logLines.push(line) });
    server = await startDeliveryServer(
      deliveryEnv({ databaseUrl: undefined, dataDir, drop: async () => {} }, undefined),
      FAST_WORKER,
      logger,
      { probeEveryMs: 0, failureHoldMs: 1000, minFreeBytes: 512 * 1024 },
    );
  });

  afterAll(async () => {
    await server?.close();
    execFileSync("umount", [mountPoint]);
    rmSync(mountPoint, { recursive: true, force: true });
  });

  it("fails /healthz with the real error while full, and recovers when space returns", async () => {
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
    expect((await postJson(server.baseUrl, "/api/meeting-requests", meetingRequest(), { proof: false })).status).toBe(
      201,
    );

    fill(filler);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 50 && !statuses.includes(503); attempt++) {
      statuses.push(
        (await postJson(server.baseUrl, "/api/meeting-requests", meetingRequest(), { proof: false })).status,
      );
    }
    expect(statuses).toContain(503);
    expect(statuses.filter((status) => status !== 201 && status !== 503)).toEqual([]);

    await expect.poll(async () => (await fetch(`${server.baseUrl}/healthz`)).status, { timeout: 10_000 }).toBe(503);
    const unhealthy = await fetch(`${server.baseUrl}/healthz`);
    const body = (await unhealthy.json()) as { status: string; problems: string[] };
    expect(body.status).toBe("unavailable");
    expect(body.problems.join("\n")).toMatch(/full/);
    const log = logLines.join("\n");
    expect(log).toMatch(/SQLITE_FULL/);
    expect(log).toMatch(/database or disk is full/);
    expect(log).not.toMatch(/cannot rollback/);

    rmSync(filler);
    await expect.poll(async () => (await fetch(`${server.baseUrl}/healthz`)).status, { timeout: 10_000 }).toBe(200);
    expect((await postJson(server.baseUrl, "/api/meeting-requests", meetingRequest(), { proof: false })).status).toBe(
      201,
    );
    expect(logLines.join("\n")).toMatch(/the database takes writes again/);
  });
});
