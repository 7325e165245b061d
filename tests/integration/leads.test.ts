/**
 * The lead-capture API over real HTTP against real databases: SQLite always,
 * PostgreSQL as well when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { whitepapers } from "#shared/content/whitepapers.ts";
import {
  backends,
  type LeadServer,
  meetingBody,
  pdfPageCount,
  post,
  startLeadServer,
  testSettings,
  whitepaperBody,
} from "./leads-harness.ts";
import { solvedPayload } from "./proof-of-work.ts";

interface WhitepaperRow {
  id: string;
  created_at: string;
  whitepaper_id: string;
  name: string;
  email: string;
  company_name: string;
  phone: string | null;
  marketing_consent: number | string;
  consent_recorded_at: string;
  channel: string;
}

interface MeetingRow {
  id: string;
  name: string;
  email: string;
  company: string;
  message: string;
  channel: string;
}

async function count(server: LeadServer, table: "whitepaper_requests" | "meeting_requests"): Promise<number> {
  const [row] = await server.storage.query<{ n: number | string }>(`select count(*) as n from ${table}`);
  return Number(row?.n ?? 0);
}

async function suspectedBot(
  server: LeadServer,
  table: "whitepaper_requests" | "meeting_requests",
  email: string,
): Promise<number | undefined> {
  const rows = await server.storage.query<{ suspected_bot: number | string }>(
    `select suspected_bot from ${table} where email = '${email.replaceAll("'", "''")}'`,
  );
  return rows[0] === undefined ? undefined : Number(rows[0].suspected_bot);
}

async function whitepaperRow(server: LeadServer, email: string): Promise<WhitepaperRow | undefined> {
  const rows = await server.storage.query<WhitepaperRow>(
    `select * from whitepaper_requests where email = '${email.replaceAll("'", "''")}'`,
  );
  return rows[0];
}

/** No stack trace, no internals: an error body is a short JSON object. */
function expectCleanError(text: string) {
  expect(text).not.toMatch(/\bat \S+ \(|node:internal|\/server\/|Error:/);
}

describe.each(backends)("lead capture on $name", (backend) => {
  let server: LeadServer;

  beforeAll(async () => {
    server = await startLeadServer(backend);
  });

  afterAll(async () => {
    await server?.close();
  });

  describe("POST /local/getPdf", () => {
    it("stores the request, then answers responseCode 1 with a real, multi-page PDF", async () => {
      const body = whitepaperBody({ marketingConsent: true });
      const response = await post(server.baseUrl, "/local/getPdf", body);
      expect(response.status).toBe(200);
      const json = (await response.json()) as { responseCode: number; file: string; fileName: string; title: string };
      expect(json.responseCode).toBe(1);
      expect(json.fileName).toBe("horizon-gamification-and-ai-in-streaming.pdf");
      const pdf = Buffer.from(json.file, "base64");
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(pdf.subarray(-6).toString("latin1")).toContain("%%EOF");
      expect(pdfPageCount(pdf)).toBeGreaterThanOrEqual(6);

      const row = await whitepaperRow(server, String(body.email));
      expect(row).toMatchObject({
        whitepaper_id: "whitepaper1",
        name: "Asha Rao",
        company_name: "Example Streaming",
        phone: "9876543210",
        channel: "api",
      });
      expect(Number(row?.marketing_consent)).toBe(1);
      expect(row?.consent_recorded_at).toBe(row?.created_at);
      expect(Number.isNaN(Date.parse(row?.created_at ?? ""))).toBe(false);
    });

    it("serves both papers with descriptive .pdf names", async () => {
      const names: string[] = [];
      for (const paper of whitepapers) {
        const response = await post(server.baseUrl, "/local/getPdf", whitepaperBody({ id: paper.id }));
        const json = (await response.json()) as { fileName: string; title: string; file: string };
        expect(json.title).toBe(paper.title);
        expect(Buffer.from(json.file, "base64").subarray(0, 4).toString()).toBe("%PDF");
        names.push(json.fileName);
      }
      expect(new Set(names).size).toBe(2);
      for (const name of names) expect(name).toMatch(/^horizon-[a-z-]+\.pdf$/);
    });

    it("keeps the original contract: no phone, no consent", async () => {
      const body = { id: "whitepaper2", name: "Lee", email: "lee@example.com", companyName: "Example Media" };
      const response = await post(server.baseUrl, "/local/getPdf", body);
      expect(response.status).toBe(200);
      const row = await whitepaperRow(server, "lee@example.com");
      expect(row?.phone).toBeNull();
      expect(Number(row?.marketing_consent)).toBe(0);
    });

    it("accepts a phone written with spaces or hyphens and stores the digits", async () => {
      const body = whitepaperBody({ phone: " 98765-43210 " });
      expect((await post(server.baseUrl, "/local/getPdf", body)).status).toBe(200);
      expect((await whitepaperRow(server, String(body.email)))?.phone).toBe("9876543210");
    });
  });

  describe("bad input gets a 4xx naming the field, and nothing is stored", () => {
    const cases: [string, unknown, number, string, string?][] = [
      ["malformed JSON", '{"id": "whitepaper1", "name": ', 400, "body"],
      ["a JSON array", "[1, 2]", 400, "body"],
      ["a JSON string", '"hello"', 400, "body"],
      ["a number for the name", whitepaperBody({ name: 42 }), 400, "name", "Please enter your name."],
      ["an object for the email", whitepaperBody({ email: { $ne: "" } }), 400, "email"],
      ["an unknown whitepaper id", whitepaperBody({ id: "whitepaper3" }), 400, "id"],
      ["an empty whitepaper id", whitepaperBody({ id: "" }), 400, "id"],
      ["a prototype-polluting id", whitepaperBody({ id: "__proto__" }), 400, "id"],
      ["an invalid e-mail", whitepaperBody({ email: "asha@" }), 400, "email", "Please enter a valid e-mail address."],
      [
        "a 9-digit phone",
        whitepaperBody({ phone: "987654321" }),
        400,
        "phone",
        "Please enter a 10-digit phone number, without the country code.",
      ],
      ["a phone with letters", whitepaperBody({ phone: "98765abcde" }), 400, "phone"],
      ["an international prefix", whitepaperBody({ phone: "+919876543210" }), 400, "phone"],
      ["an empty company", whitepaperBody({ companyName: "   " }), 400, "companyName"],
      ["a name over 100 characters", whitepaperBody({ name: "n".repeat(101) }), 400, "name"],
      ["a control character in the name", whitepaperBody({ name: "Asha\u0000Rao" }), 400, "name"],
      [
        "a name of zero-width characters only",
        whitepaperBody({ name: "\u200b\u200c\u200d\u2060" }),
        400,
        "name",
        "This field contains invisible or control characters (such as zero-width spaces or text-direction marks). Please remove them.",
      ],
      ["a right-to-left override in the name", whitepaperBody({ name: "Asha \u202eoaR" }), 400, "name"],
      ["a C1 control in the company", whitepaperBody({ companyName: "Acme\u009bMedia" }), 400, "companyName"],
      ["a soft hyphen in the company", whitepaperBody({ companyName: "Ac\u00adme" }), 400, "companyName"],
      [
        "a name of combining marks only",
        whitepaperBody({ name: "\u0301\u0301" }),
        400,
        "name",
        "Please use at least one visible letter, number or sign.",
      ],
      ["a line break in the company", whitepaperBody({ companyName: "A\nB" }), 400, "companyName"],
      ["consent as a string", whitepaperBody({ marketingConsent: "yes" }), 400, "marketingConsent"],
    ];

    it.each(cases)("%s", async (_label, body, status, field, message) => {
      const before = await count(server, "whitepaper_requests");
      const response = await post(server.baseUrl, "/local/getPdf", body);
      expect(response.status).toBe(status);
      const text = await response.text();
      expectCleanError(text);
      const json = JSON.parse(text) as { responseCode: number; field: string; error: string };
      expect(json.responseCode).toBe(0);
      expect(json.field).toBe(field);
      if (message) expect(json.error).toBe(message);
      expect(await count(server, "whitepaper_requests")).toBe(before);
    });

    it("refuses bodies over 16 KB with 413", async () => {
      const body = JSON.stringify(whitepaperBody({ padding: "x".repeat(17 * 1024) }));
      const response = await post(server.baseUrl, "/local/getPdf", body);
      expect(response.status).toBe(413);
      expect(((await response.json()) as { field: string }).field).toBe("body");
    });

    it("refuses oversized bodies sent without a length (chunked)", async () => {
      const chunk = new TextEncoder().encode(" ".repeat(4096));
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ < 8) controller.enqueue(chunk);
          else controller.close();
        },
      });
      const response = await fetch(`${server.baseUrl}/local/getPdf`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: stream,
        duplex: "half",
      } as RequestInit);
      expect(response.status).toBe(413);
    });

    it("refuses bodies that are not JSON with 415", async () => {
      const response = await fetch(`${server.baseUrl}/local/getPdf`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "id=whitepaper1&name=A",
      });
      expect(response.status).toBe(415);
      expectCleanError(await response.text());
    });

    it("answers other methods with 405", async () => {
      const response = await fetch(`${server.baseUrl}/local/getPdf`);
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
    });

    it("refuses cross-site browser requests with 403 and accepts same-origin ones", async () => {
      const foreign = await post(server.baseUrl, "/local/getPdf", whitepaperBody(), { Origin: "https://evil.example" });
      expect(foreign.status).toBe(403);
      const sameSite = await post(server.baseUrl, "/local/getPdf", whitepaperBody(), { Origin: server.baseUrl });
      expect(sameSite.status).toBe(200);
      const fetchSite = await post(server.baseUrl, "/api/meeting-requests", meetingBody(), {
        "Sec-Fetch-Site": "cross-site",
      });
      expect(fetchSite.status).toBe(403);
    });

    it("refuses cross-site form posts to pages with 403 before they reach the page", async () => {
      const form = new URLSearchParams({ name: "Ana", email: "ana@example.com" });
      const crossSite: Record<string, string>[] = [
        { Origin: "https://evil.example" },
        { Origin: "null" },
        { "Sec-Fetch-Site": "cross-site" },
      ];
      for (const headers of crossSite) {
        const response = await fetch(`${server.baseUrl}/bookmeeting`, { method: "POST", headers, body: form });
        expect(response.status).toBe(403);
        expect(await response.text()).toBe("Requests from other websites are not accepted.");
      }
      // Same-origin posts pass through to the page handler (absent in this harness: 404).
      const same = await fetch(`${server.baseUrl}/bookmeeting`, {
        method: "POST",
        headers: { Origin: server.baseUrl },
        body: form,
      });
      expect(same.status).toBe(404);
    });
  });

  describe("hostile strings are stored exactly as given", () => {
    const hostile = [
      "<script>alert('x')</script>",
      "Robert'); DROP TABLE whitepaper_requests;--",
      '=HYPERLINK("http://evil.example","click")',
      "Zoë 🚀 नमस्ते",
      '"quoted", comma',
    ];

    it.each(hostile)("%s", async (text) => {
      const body = whitepaperBody({ name: text, companyName: text });
      const response = await post(server.baseUrl, "/local/getPdf", body);
      expect(response.status).toBe(200);
      const row = await whitepaperRow(server, String(body.email));
      expect(row?.name).toBe(text);
      expect(row?.company_name).toBe(text);
    });

    it("keeps line breaks in a meeting message", async () => {
      const body = meetingBody({ message: "Line one\nLine two\r\n\tindented <b>bold</b>" });
      const response = await post(server.baseUrl, "/api/meeting-requests", body);
      expect(response.status).toBe(201);
      const rows = await server.storage.query<MeetingRow>(
        `select * from meeting_requests where email = '${String(body.email)}'`,
      );
      expect(rows[0]?.message).toBe("Line one\nLine two\r\n\tindented <b>bold</b>");
    });
  });

  describe("bot checks", () => {
    it("rejects a filled honeypot and stores nothing", async () => {
      const before = await count(server, "whitepaper_requests");
      const response = await post(server.baseUrl, "/local/getPdf", whitepaperBody({ website: "http://spam.example" }));
      expect(response.status).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe("bot_suspected");
      expect(await count(server, "whitepaper_requests")).toBe(before);
    });

    it("stores a quick, valid submission without a proof of work, flagged as a suspected bot (issue #14, item 10)", async () => {
      const body = meetingBody({ elapsedMs: 400, altcha: undefined });
      const response = await post(server.baseUrl, "/api/meeting-requests", body);
      expect(response.status).toBe(201);
      expect(await suspectedBot(server, "meeting_requests", String(body.email))).toBe(1);
    });

    it("stores a submission with a solved challenge unflagged, and flags a replay of the same solution", async () => {
      const altcha = await solvedPayload(server.baseUrl);
      const first = whitepaperBody({ altcha });
      expect((await post(server.baseUrl, "/local/getPdf", first)).status).toBe(200);
      expect(await suspectedBot(server, "whitepaper_requests", String(first.email))).toBe(0);
      const replay = whitepaperBody({ altcha });
      expect((await post(server.baseUrl, "/local/getPdf", replay)).status).toBe(200);
      expect(await suspectedBot(server, "whitepaper_requests", String(replay.email))).toBe(1);
    });

    it("flags tampered, foreign and malformed solutions but never refuses them", async () => {
      const genuine = JSON.parse(Buffer.from(await solvedPayload(server.baseUrl), "base64").toString()) as {
        challenge: { parameters: Record<string, unknown> };
        solution: { derivedKey: string };
      };
      const tampered = { ...genuine, solution: { ...genuine.solution, derivedKey: "00".repeat(32) } };
      const cheaper = {
        ...genuine,
        challenge: { ...genuine.challenge, parameters: { ...genuine.challenge.parameters, cost: 1 } },
      };
      for (const altcha of [
        Buffer.from(JSON.stringify(tampered)).toString("base64"),
        Buffer.from(JSON.stringify(cheaper)).toString("base64"),
        "not base64 {",
        "",
      ]) {
        const body = meetingBody({ altcha });
        expect((await post(server.baseUrl, "/api/meeting-requests", body)).status).toBe(201);
        expect(await suspectedBot(server, "meeting_requests", String(body.email))).toBe(1);
      }
      const oversized = await post(server.baseUrl, "/api/meeting-requests", meetingBody({ altcha: "x".repeat(5000) }));
      expect(oversized.status).toBe(400);
    });

    it("serves challenges only by GET, never cached", async () => {
      const response = await fetch(`${server.baseUrl}/api/altcha/challenge`);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const challenge = (await response.json()) as { parameters: { algorithm: string }; signature: string };
      expect(challenge.parameters.algorithm).toBe("PBKDF2/SHA-256");
      expect(challenge.signature).toMatch(/^[0-9a-f]+$/);
      const wrong = await fetch(`${server.baseUrl}/api/altcha/challenge`, { method: "POST" });
      expect(wrong.status).toBe(405);
    });
  });

  describe("POST /api/meeting-requests", () => {
    it("stores a valid request and answers 201 with its id", async () => {
      const body = meetingBody({ company: "  Example Hotels  " });
      const response = await post(server.baseUrl, "/api/meeting-requests", body);
      expect(response.status).toBe(201);
      const json = (await response.json()) as { ok: boolean; id: string };
      expect(json.ok).toBe(true);
      const rows = await server.storage.query<MeetingRow>(`select * from meeting_requests where id = '${json.id}'`);
      expect(rows[0]).toMatchObject({
        name: "Vikram Shah",
        email: body.email,
        company: "Example Hotels",
        channel: "api",
      });
    });

    it("needs only name and e-mail", async () => {
      const response = await post(server.baseUrl, "/api/meeting-requests", { name: "Ana", email: "ana@example.com" });
      expect(response.status).toBe(201);
    });

    it.each([
      ["no name", { email: "a@example.com" }, "name"],
      ["an invalid e-mail", { name: "Ana", email: "not-an-email" }, "email"],
      [
        "a message over 2,000 characters",
        { name: "Ana", email: "a@example.com", message: "m".repeat(2001) },
        "message",
      ],
      ["a company over 150 characters", { name: "Ana", email: "a@example.com", company: "c".repeat(151) }, "company"],
      ["a number for the message", { name: "Ana", email: "a@example.com", message: 7 }, "message"],
    ])("refuses %s", async (_label, body, field) => {
      const before = await count(server, "meeting_requests");
      const response = await post(server.baseUrl, "/api/meeting-requests", body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { field: string }).field).toBe(field);
      expect(await count(server, "meeting_requests")).toBe(before);
    });
  });

  describe("durability and concurrency", () => {
    it("stores a retried submission (same submission id) once", async () => {
      const submissionId = crypto.randomUUID();
      const body = meetingBody({ submissionId });
      const first = await post(server.baseUrl, "/api/meeting-requests", body);
      const second = await post(server.baseUrl, "/api/meeting-requests", body);
      expect([first.status, second.status]).toEqual([201, 201]);
      const rows = await server.storage.query<MeetingRow>(
        `select * from meeting_requests where id = '${submissionId}'`,
      );
      expect(rows).toHaveLength(1);
    });

    it("keeps submission ids unique across kinds of lead: another kind's id is refused with 409, nothing stored", async () => {
      const submissionId = crypto.randomUUID();
      const meeting = await post(server.baseUrl, "/api/meeting-requests", meetingBody({ submissionId }));
      expect(meeting.status).toBe(201);
      const before = await count(server, "whitepaper_requests");
      const clash = await post(server.baseUrl, "/local/getPdf", whitepaperBody({ submissionId }));
      expect(clash.status).toBe(409);
      const text = await clash.text();
      expectCleanError(text);
      expect(JSON.parse(text)).toMatchObject({ responseCode: 0, code: "id_taken", field: "submissionId" });
      expect(await count(server, "whitepaper_requests")).toBe(before);
      // The other way round too, and the first lead is still the one the id names.
      const whitepaperId = crypto.randomUUID();
      expect((await post(server.baseUrl, "/local/getPdf", whitepaperBody({ submissionId: whitepaperId }))).status).toBe(
        200,
      );
      expect(
        (await post(server.baseUrl, "/api/meeting-requests", meetingBody({ submissionId: whitepaperId }))).status,
      ).toBe(409);
      expect(
        await server.storage.query(
          `select id from meeting_requests where id in ('${submissionId}', '${whitepaperId}')`,
        ),
      ).toEqual([{ id: submissionId }]);
      // A replay of the same kind stays idempotent.
      expect((await post(server.baseUrl, "/api/meeting-requests", meetingBody({ submissionId }))).status).toBe(201);
    });

    it("stores 200 simultaneous whitepaper requests, each exactly once", async () => {
      const before = await count(server, "whitepaper_requests");
      const bodies = Array.from({ length: 200 }, (_, index) =>
        whitepaperBody({ id: index % 2 === 0 ? "whitepaper1" : "whitepaper2", email: `burst.${index}@example.com` }),
      );
      const responses = await Promise.all(bodies.map((body) => post(server.baseUrl, "/local/getPdf", body)));
      expect(responses.map((response) => response.status)).toEqual(bodies.map(() => 200));
      for (const response of responses)
        expect(((await response.json()) as { responseCode: number }).responseCode).toBe(1);
      expect(await count(server, "whitepaper_requests")).toBe(before + 200);
      const rows = await server.storage.query<{ email: string; n: number | string }>(
        "select email, count(*) as n from whitepaper_requests where email like 'burst.%' group by email",
      );
      expect(rows).toHaveLength(200);
      expect(rows.every((row) => Number(row.n) === 1)).toBe(true);
    });

    it("stores 200 simultaneous meeting requests, each exactly once", async () => {
      const bodies = Array.from({ length: 200 }, (_, index) => meetingBody({ email: `rush.${index}@example.com` }));
      const responses = await Promise.all(bodies.map((body) => post(server.baseUrl, "/api/meeting-requests", body)));
      const ids = await Promise.all(responses.map(async (response) => ((await response.json()) as { id: string }).id));
      expect(responses.every((response) => response.status === 201)).toBe(true);
      expect(new Set(ids).size).toBe(200);
      const rows = await server.storage.query<{ id: string }>(
        "select id from meeting_requests where email like 'rush.%'",
      );
      expect(new Set(rows.map((row) => row.id))).toEqual(new Set(ids));
    });

    it("answers 503 with a retry hint while the database is down, stores nothing, and recovers", async () => {
      const before = {
        whitepaper: await count(server, "whitepaper_requests"),
        meeting: await count(server, "meeting_requests"),
      };
      await server.storage.breakDown();
      try {
        const whitepaper = await post(server.baseUrl, "/local/getPdf", whitepaperBody());
        expect(whitepaper.status).toBe(503);
        expect(Number(whitepaper.headers.get("retry-after"))).toBeGreaterThan(0);
        const text = await whitepaper.text();
        expectCleanError(text);
        const json = JSON.parse(text) as { responseCode: number; code: string; error: string };
        expect(json).toMatchObject({ responseCode: 0, code: "storage_unavailable" });
        expect(json.error).toMatch(/try again/i);

        const meeting = await post(server.baseUrl, "/api/meeting-requests", meetingBody());
        expect(meeting.status).toBe(503);
        expect(meeting.headers.get("retry-after")).not.toBeNull();
      } finally {
        await server.storage.restore();
      }
      expect(await count(server, "whitepaper_requests")).toBe(before.whitepaper);
      expect(await count(server, "meeting_requests")).toBe(before.meeting);

      // The same server, without a restart, works again once the database is back.
      const again = await post(server.baseUrl, "/api/meeting-requests", meetingBody({ email: "back@example.com" }));
      expect(again.status).toBe(201);
      expect(await count(server, "meeting_requests")).toBe(before.meeting + 1);
    });

    it("keeps every lead across a restart", async () => {
      const body = whitepaperBody({ email: "survivor@example.com" });
      expect((await post(server.baseUrl, "/local/getPdf", body)).status).toBe(200);
      const before = await count(server, "whitepaper_requests");
      await server.restart();
      expect(await count(server, "whitepaper_requests")).toBe(before);
      const rows = await server.services.database.db
        .selectFrom("whitepaper_requests")
        .select(["email"])
        .where("email", "=", "survivor@example.com")
        .execute();
      expect(rows).toHaveLength(1);
      expect((await post(server.baseUrl, "/local/getPdf", whitepaperBody())).status).toBe(200);
    });
  });
});

describe.each(backends)("rate limit on $name", (backend) => {
  let server: LeadServer;

  beforeAll(async () => {
    server = await startLeadServer(backend, {
      settings: {
        ...testSettings,
        whitepaperRateLimit: { limit: 3, windowMs: 60_000 },
        meetingRateLimit: { limit: 2, windowMs: 60_000 },
      },
    });
  });

  afterAll(async () => {
    await server?.close();
  });

  it("answers 429 with Retry-After once a client exceeds the limit, per endpoint", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await post(server.baseUrl, "/local/getPdf", whitepaperBody())).status);
    expect(statuses).toEqual([200, 200, 200, 429]);

    const limited = await post(server.baseUrl, "/local/getPdf", whitepaperBody());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    const json = (await limited.json()) as { code: string; error: string; responseCode: number };
    expect(json).toMatchObject({ code: "rate_limited", responseCode: 0 });
    expect(json.error).toMatch(/wait/);

    // Meeting requests have their own allowance.
    const meetings: number[] = [];
    for (let i = 0; i < 3; i++)
      meetings.push((await post(server.baseUrl, "/api/meeting-requests", meetingBody())).status);
    expect(meetings).toEqual([201, 201, 429]);
  });
});
