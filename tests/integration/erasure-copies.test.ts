/**
 * Erasure leaves no copy, on SQLite and PostgreSQL: a person whose e-mail bounced (the SMTP
 * server's 550 names the address) and who is a guest, with an apostrophe in the address, on
 * someone else's booking whose e-mails are still waiting (HTML-escaped there: `o&#39;erin@…`).
 * After the erasure the address, in every common encoding, is in no table, no log line (the
 * whole pino log is captured) and, on SQLite, no byte of the database files (main, -wal, -shm);
 * the waiting e-mails, sent afterwards, do not carry it either.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "#shared/console/staff.ts";
import { SQLITE_FILE_NAME } from "../../server/db/database.ts";
import {
  backends,
  type DeliveryServer,
  deliveryEnv,
  everyRow,
  FAST_WORKER,
  freeSlots,
  freshDatabase,
  MailSink,
  postJson,
  startDeliveryServer,
  type TestDatabase,
  uniqueEmail,
} from "./delivery-harness.ts";

/** The address as typed, HTML-escaped (three spellings), JSON-escaped and percent-encoded; lower case. */
function encodingsOf(address: string): string[] {
  const lower = address.toLowerCase();
  const forms = ["'", "&#39;", "&apos;", "&#x27;", "\\u0027", "%27"].map((quote) => lower.replaceAll("'", quote));
  return [...new Set([...forms, ...forms.map((form) => form.replace("@", "%40"))])];
}

/** Lower case, with iCalendar line folds (raw or JSON-escaped) undone, so a folded address is whole again. */
function searchable(text: string): string {
  return text.replace(/\\r\\n[ \t]|\r\n[ \t]/g, "").toLowerCase();
}

function findIn(text: string, address: string): string[] {
  const haystack = searchable(text);
  return encodingsOf(address).filter((form) => haystack.includes(form));
}

describe.each(backends)("erasure leaves no copy on $name", (backend) => {
  let database: TestDatabase;
  let sink: MailSink;
  let server: DeliveryServer;
  let actor: Actor;
  const logLines: string[] = [];

  beforeAll(async () => {
    database = await freshDatabase(backend);
    sink = new MailSink();
    await sink.start();
    const logger = pino({ level: "debug" }, { write: (line: string) => logLines.push(line) });
    server = await startDeliveryServer(deliveryEnv(database, sink), FAST_WORKER, logger);
    const staff = await server.services.console.staff.upsert({
      email: "privacy.admin@horizon.test",
      name: "Privacy Admin",
      role: "admin",
    });
    actor = { staff, ip: "127.0.0.1" };
  });

  afterAll(async () => {
    await server?.close();
    await sink?.close();
    await database?.drop();
  });

  async function databaseFileMentions(address: string): Promise<Record<string, string[]>> {
    const found: Record<string, string[]> = {};
    for (const suffix of ["", "-wal", "-shm"]) {
      const file = path.join(database.dataDir, `${SQLITE_FILE_NAME}${suffix}`);
      if (!existsSync(file)) continue;
      const forms = findIn(readFileSync(file).toString("latin1"), address);
      if (forms.length > 0) found[path.basename(file)] = forms;
    }
    return found;
  }

  async function tableMentions(address: string) {
    return (await everyRow(server.database)).filter((row) => findIn(row.text, address).length > 0);
  }

  it("erases a bounced and a waiting e-mail's address from every table, the log and the files", async () => {
    const db = server.database.db;
    const person = uniqueEmail("o'erin");
    sink.refused.add(person);

    // 1. The whitepaper e-mail to the person bounces: 550 with the address in the reply.
    const requested = await postJson(server.baseUrl, "/local/getPdf", {
      id: "whitepaper1",
      name: "Orla Erin",
      email: person,
      companyName: "Example Broadcasting",
      phone: "9876543210",
      marketingConsent: false,
    });
    expect(requested.status).toBe(200);
    const bounced = await expect
      .poll(
        () =>
          db
            .selectFrom("outbox_jobs")
            .select(["status", "last_error"])
            .where("topic", "=", "lead.created/visitor")
            .where("status", "=", "failed")
            .executeTakeFirst(),
        { timeout: 15_000 },
      )
      .toBeDefined()
      .then(() =>
        db
          .selectFrom("outbox_jobs")
          .select("last_error")
          .where("topic", "=", "lead.created/visitor")
          .executeTakeFirstOrThrow(),
      );
    // Stored and logged masked: the reply's code stays readable, the address does not.
    expect(bounced.last_error).toMatch(/550 5\.1\.1 <o…\d@example\.com>: Recipient address rejected/);
    await expect.poll(() => logLines.join("\n")).toMatch(/550 5\.1\.1 <o…\d@example\.com>.*delivery refused for good/);

    // 2. The person is a guest on another visitor's booking, whose e-mails are still waiting.
    await server.services.delivery.worker.stop(1000);
    const [slot] = await freeSlots(server.baseUrl);
    const booked = await postJson(server.baseUrl, "/api/scheduling/bookings", {
      start: slot!.start,
      name: "Host Visitor",
      email: uniqueEmail("host"),
      company: "Example Hotels",
      timeZone: "Asia/Kolkata",
      guests: [person],
    });
    expect(booked.status).toBe(201);
    const bookingId = ((await booked.json()) as { id: string }).id;
    const waiting = await db
      .selectFrom("outbox_jobs")
      .select("payload")
      .where("subject_id", "=", bookingId)
      .where("status", "=", "pending")
      .execute();
    expect(waiting.some((job) => job.payload.includes(person.replace("'", "&#39;")))).toBe(true);

    // Before: the address is in tables, and (SQLite) in the files.
    expect((await tableMentions(person)).length).toBeGreaterThan(0);

    const erased = await server.services.console.services.privacy.erase(person, person, actor);
    expect(erased).toMatchObject({ ok: true, erased: { whitepaperRequests: 1, guestOf: 1 } });

    expect(await tableMentions(person)).toEqual([]);
    expect(logLines.filter((line) => findIn(line, person).length > 0)).toEqual([]);
    if (server.database.dialect === "sqlite") expect(await databaseFileMentions(person)).toEqual({});

    // The waiting e-mails go out afterwards, without the guest's address.
    server.services.delivery.worker.start();
    const sent = await sink.waitForCount(sink.messages.length + 2);
    const bookingMails = sent.filter((mail) => mail.idempotencyKey.startsWith(`${bookingId}/`));
    expect(bookingMails.length).toBeGreaterThanOrEqual(2);
    for (const mail of bookingMails) {
      const content = [
        mail.parsed.text ?? "",
        String(mail.parsed.html || ""),
        ...mail.parsed.attachments.map((file) => file.content.toString("utf8")),
      ].join("\n");
      expect(findIn(content, person)).toEqual([]);
    }
    await expect
      .poll(
        async () =>
          (
            await db
              .selectFrom("outbox_jobs")
              .select("id")
              .where("subject_id", "=", bookingId)
              .where("status", "=", "pending")
              .execute()
          ).length,
        { timeout: 15_000 },
      )
      .toBe(0);
    expect(await tableMentions(person)).toEqual([]);
    expect(logLines.filter((line) => findIn(line, person).length > 0)).toEqual([]);
    if (server.database.dialect === "sqlite") expect(await databaseFileMentions(person)).toEqual({});
  });

  it.runIf(backend.name === "sqlite")("drops copies an older file freed before secure_delete was on", async () => {
    const person = uniqueEmail("legacy");
    // As a server before secure_delete did: a value written, then replaced, its bytes left in free space.
    const older = new DatabaseSync(path.join(database.dataDir, SQLITE_FILE_NAME), { timeout: 5000 });
    older.exec("pragma secure_delete = off");
    older.prepare("insert into app_secrets (name, value) values (?, ?)").run("legacy-copy", `${person} `.repeat(40));
    older.prepare("update app_secrets set value = '' where name = 'legacy-copy'").run();
    older.close();
    expect(Object.keys(await databaseFileMentions(person)).length).toBeGreaterThan(0);

    expect(await server.services.console.services.privacy.erase(person, person, actor)).toMatchObject({ ok: true });
    expect(await databaseFileMentions(person)).toEqual({});
  });
});
