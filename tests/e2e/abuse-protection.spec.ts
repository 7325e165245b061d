/**
 * Issue #14 with real server processes: two instances on one database enforce one
 * rate limit between them (item 9), a page answering a rate-limited form post says when
 * to retry (item 8), and a whitepaper form posted without JavaScript still gets its PDF,
 * with one Cache-Control, stored and flagged as a suspected bot (items 8 and 10).
 * SQLite (a shared data folder) always; PostgreSQL too when TEST_DATABASE_URL is set.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { freePort, type RunningServer, startServer } from "../../scripts/load/server-process.ts";

interface Backend {
  name: string;
  /** Settings pointing both instances at the same database. */
  env: Record<string, string>;
  suspectedBotOf(email: string): Promise<number | undefined>;
  drop(): Promise<void>;
}

function sqliteBackend(): Backend {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "horizon-two-instances-"));
  return {
    name: "SQLite",
    env: { DATA_DIR: dataDir, DATABASE_URL: "" },
    async suspectedBotOf(email) {
      const db = new DatabaseSync(path.join(dataDir, "horizon.sqlite"), { readOnly: true });
      try {
        const row = db.prepare("select suspected_bot from whitepaper_requests where email = ?").get(email);
        return row ? Number(row.suspected_bot) : undefined;
      } finally {
        db.close();
      }
    },
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function postgresBackend(adminUrl: string): Promise<Backend> {
  const name = `h4_two_instances_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name: "PostgreSQL",
    env: { DATABASE_URL: url.toString() },
    async suspectedBotOf(email) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        const { rows } = await client.query("select suspected_bot from whitepaper_requests where email = $1", [email]);
        return rows[0] ? Number(rows[0].suspected_bot) : undefined;
      } finally {
        await client.end();
      }
    },
    async drop() {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

const backends: (() => Promise<Backend>)[] = [
  async () => sqliteBackend(),
  ...(process.env.TEST_DATABASE_URL ? [() => postgresBackend(process.env.TEST_DATABASE_URL as string)] : []),
];

const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});

const json = (body: unknown) => ({
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(body),
});

test.describe.configure({ mode: "serial" });

for (const [index, openBackend] of backends.entries()) {
  test(`two instances share one rate limit, and form posts keep their headers (backend ${index + 1})`, async () => {
    test.setTimeout(120_000);
    const backend = await openBackend();
    const limits = { LEADS_MEETING_RATE_LIMIT: "4/600", LEADS_WHITEPAPER_RATE_LIMIT: "3/600" };
    const servers: RunningServer[] = [];
    try {
      // Free ports of the moment: a fixed one can be held by any other server on the machine.
      servers.push(await startServer(await freePort(), { ...backend.env, ...limits }));
      servers.push(await startServer(await freePort(), { ...backend.env, ...limits }));
      const [first, second] = servers as [RunningServer, RunningServer];

      // Item 9: 4 meeting requests allowed in all, whichever instance takes them.
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const target = i % 2 === 0 ? first : second;
        const response = await fetch(
          `${target.baseUrl}/api/meeting-requests`,
          json({ name: "Two Instances", email: `two.${i}@example.com` }),
        );
        statuses.push(response.status);
      }
      expect(statuses, backend.name).toEqual([201, 201, 201, 201, 429, 429]);

      // Item 8: the page answering a rate-limited form post (no JavaScript) says when to retry.
      const limited = await fetch(
        `${second.baseUrl}/bookmeeting`,
        form({ name: "Ana", email: "ana@example.com", website: "" }),
      );
      expect(limited.status).toBe(429);
      expect(limited.headers.get("content-type")).toContain("text/html");
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(limited.headers.get("cache-control")).toBe("no-store");

      // Items 8 and 10: a whitepaper form without JavaScript gets the PDF, with one Cache-Control,
      // and is stored flagged as a suspected bot (it carries no proof of work).
      const email = `no-js.${Date.now()}@example.com`;
      const pdf = await fetch(
        `${first.baseUrl}/resources`,
        form({
          id: "whitepaper1",
          name: "Asha Rao",
          email,
          companyName: "Example Streaming",
          phone: "9876543210",
          website: "",
        }),
      );
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
      expect(pdf.headers.get("cache-control")).toBe("no-store");
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString("latin1"),
      ).toBe("%PDF-");
      expect(await backend.suspectedBotOf(email)).toBe(1);
    } finally {
      for (const server of servers) await server.stop();
      await backend.drop();
    }
  });
}
