/**
 * Regression tests for the security review of issue #14, over real HTTP against real
 * databases (SQLite always, PostgreSQL too when TEST_DATABASE_URL is set). Items that
 * need the production build (the pre-built 404, 405/400/413 guards, the two-instance
 * rate limit, form-post headers) are in tests/e2e/hardening.spec.ts and
 * tests/e2e/abuse-protection.spec.ts.
 */

import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SlotsResponse } from "#shared/scheduling/booking-schema.ts";
import { openDatabase } from "../../server/db/database.ts";
import { createHttpServer } from "../../server/http/http-server.ts";
import { isUniqueViolation, listBookings } from "../../server/scheduling/booking-repository.ts";
import { backends as leadBackends, meetingBody, post, startLeadServer, testSettings } from "./leads-harness.ts";
import { solve } from "./proof-of-work.ts";
import { backends, bookingBody, type Harness, postJson, startHarness } from "./scheduling-harness.ts";

describe.each(backends)("bookings and slots on $name", (backend) => {
  let harness: Harness;
  let free: string[];

  beforeAll(async () => {
    harness = await startHarness(backend);
    const slots = (await (await fetch(`${harness.baseUrl}/api/scheduling/slots`)).json()) as SlotsResponse;
    free = slots.slots.map((slot) => slot.start);
  });
  afterAll(() => harness?.close());

  const nextFree = () => {
    const start = free.shift();
    if (!start) throw new Error("no free slot left");
    return start;
  };

  it("item 3: answers 400, not 503, for dates the calendar cannot hold, and stays cheap for wide ones", async () => {
    for (const query of ["to=9999-12-31", "from=9999-12-31", "from=0001-01-01", "to=10000-01-01"]) {
      const response = await fetch(`${harness.baseUrl}/api/scheduling/slots?${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ code: "invalid_input" });
    }
    const started = performance.now();
    const wide = await fetch(`${harness.baseUrl}/api/scheduling/slots?to=2999-12-31`);
    expect(wide.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it.each([
    ["a line break in the name", { name: "Asha\r\nRao" }, "name"],
    ["NUL in the name", { name: "Asha\u0000Rao" }, "name"],
    ["DEL in the name", { name: "Asha\u007fRao" }, "name"],
    ["NUL in the notes", { notes: "Hello\u0000" }, "notes"],
    ["DEL in the notes", { notes: "Hello\u007f" }, "notes"],
    ["a tab in the company", { company: "A\tB" }, "company"],
    ["an offset instead of a time zone", { timeZone: "+05:30" }, "timeZone"],
    ["a negative offset", { timeZone: "-0800" }, "timeZone"],
  ])("item 5: refuses %s with 400 and stores nothing", async (_label, overrides, field) => {
    const before = (await listBookings(harness.database.db)).length;
    const response = await postJson(harness.baseUrl, bookingBody(free[0]!, overrides));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "invalid_input", field });
    expect(await listBookings(harness.database.db)).toHaveLength(before);
  });

  it("item 5: keeps line breaks in notes, takes IANA zones only, and lists each guest once whatever the case", async () => {
    const response = await postJson(
      harness.baseUrl,
      bookingBody(nextFree(), {
        notes: "Line one\r\nLine two",
        timeZone: "Etc/GMT+5",
        guests: ["Ops@Example.com", "ops@example.com", "OPS@EXAMPLE.COM", "cto@example.com"],
      }),
    );
    expect(response.status).toBe(201);
    const { id, guests } = (await response.json()) as { id: string; guests: string[] };
    expect(guests).toEqual(["Ops@Example.com", "cto@example.com"]);
    const stored = (await listBookings(harness.database.db)).find((booking) => booking.id === id);
    expect(stored).toMatchObject({ notes: "Line one\r\nLine two", timeZone: "Etc/GMT+5" });
  });

  it("item 10: flags a booking without a valid proof of work, and keeps one with a solved challenge unflagged", async () => {
    const flagged = await postJson(harness.baseUrl, bookingBody(nextFree()));
    const altcha = await solve(await harness.proofOfWork.challenge());
    const verified = await postJson(harness.baseUrl, bookingBody(nextFree(), { altcha }));
    expect([flagged.status, verified.status]).toEqual([201, 201]);
    const ids = [flagged, verified].map(async (response) => ((await response.json()) as { id: string }).id);
    const [flaggedId, verifiedId] = await Promise.all(ids);
    const bookings = await listBookings(harness.database.db);
    expect(bookings.find((booking) => booking.id === flaggedId)?.suspectedBot).toBe(true);
    expect(bookings.find((booking) => booking.id === verifiedId)?.suspectedBot).toBe(false);
  });
});

describe.each(leadBackends)("rate limits behind no trusted proxy on $name", (backend) => {
  it("item 7: a client cannot dodge the limit by choosing its own X-Forwarded-For", async () => {
    const server = await startLeadServer(backend, {
      settings: { ...testSettings, meetingRateLimit: { limit: 2, windowMs: 60_000 } },
    });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        const response = await post(server.baseUrl, "/api/meeting-requests", meetingBody(), {
          "X-Forwarded-For": `203.0.113.${i}`,
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([201, 201, 429, 429]);
    } finally {
      await server.close();
    }
  });
});

describe("item 11: the SQLite writer thread", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "horizon-writer-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("commits simultaneous writes together, each on its own: one duplicate fails, the rest are stored", async () => {
    const database = await openDatabase({ dataDir });
    try {
      const row = (id: string) => ({ name: id, value: "x" });
      const ids = Array.from({ length: 50 }, (_, index) => `secret-${index}`);
      const results = await Promise.allSettled(
        [...ids, "secret-7"].map((id) => database.db.insertInto("app_secrets").values(row(id)).execute()),
      );
      const failures = results.filter((result) => result.status === "rejected");
      expect(failures).toHaveLength(1);
      expect(isUniqueViolation((failures[0] as PromiseRejectedResult).reason)).toBe(true);
      const stored = await database.db.selectFrom("app_secrets").select("name").execute();
      expect(stored.map((entry) => entry.name).sort()).toEqual([...ids].sort());

      // An explicit transaction is all or nothing.
      await expect(
        database.db.transaction().execute(async (transaction) => {
          await transaction.insertInto("app_secrets").values(row("inside")).execute();
          throw new Error("changed my mind");
        }),
      ).rejects.toThrow("changed my mind");
      const inside = await database.db.selectFrom("app_secrets").selectAll().where("name", "=", "inside").execute();
      expect(inside).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

describe("item 4: slow clients", () => {
  it("keeps an idle connection open longer than the load balancers in front of it do", () => {
    const server = createHttpServer(express());
    expect(server.keepAliveTimeout).toBeGreaterThan(60_000);
    expect(server.headersTimeout).toBe(10_000);
  });

  it("answers a second request on a kept-alive connection idle past the headers timeout", async () => {
    const app = express();
    app.get("/", (_req, res) => res.send("ok"));
    const server = createHttpServer(app, { headersMs: 300, requestMs: 600, keepAliveMs: 1500 });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const socket = net.connect(port, "127.0.0.1");
      let answer = "";
      socket.on("data", (chunk) => {
        answer += String(chunk);
      });
      const request = "GET / HTTP/1.1\r\nHost: localhost\r\n\r\n";
      socket.write(request);
      await new Promise((resolve) => setTimeout(resolve, 800));
      // Idle longer than the headers timeout, shorter than the keep-alive: still open.
      expect(socket.destroyed).toBe(false);
      socket.write(request);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(answer.match(/HTTP\/1\.1 200/g)).toHaveLength(2);
      socket.destroy();
    } finally {
      server.close();
    }
  });

  it("closes a connection whose headers do not arrive in time", async () => {
    const app = express();
    app.get("/", (_req, res) => res.send("ok"));
    const server = createHttpServer(app, { headersMs: 300, requestMs: 600, keepAliveMs: 1000 });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const socket = net.connect(port, "127.0.0.1");
      socket.write("GET / HTTP/1.1\r\nHost: localhost\r\n"); // …and never the blank line
      let answer = "";
      socket.on("data", (chunk) => {
        answer += String(chunk);
      });
      const started = performance.now();
      await new Promise((resolve) => socket.on("close", resolve));
      expect(performance.now() - started).toBeLessThan(3000);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      server.close();
    }
  });
});
