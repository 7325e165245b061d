/**
 * Staff console sign-in and safety over real HTTP (the whole server, the production build's
 * pages), on SQLite and PostgreSQL: session expiry on a pinned clock, signing out, disabled
 * members, one-time links, cross-site refusal, rate limits without enumeration (and without
 * locking a member out), the cookie,
 * the console's headers, and the `npm run staff` command.
 */
import { execFile } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_IN_LINK_MS } from "../../server/console/sign-in-links.ts";
import { hashToken } from "../../server/console/tokens.ts";
import {
  backends,
  ConsoleClient,
  type ConsoleHarness,
  linkTokenOf,
  startConsoleHarness,
  waitForMail,
} from "./console-harness.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The defaults: 60 minutes idle, 12 hours in all. */
const IDLE_MS = 60 * MINUTE;
const MAX_MS = 12 * HOUR;

let clientCounter = 0;

function expectSignInRedirect(response: Response): void {
  expect(response.status).toBe(303);
  expect(response.headers.get("location")).toMatch(/^\/console\/sign-in\?next=/);
}

async function sessionRows(harness: ConsoleHarness, email: string): Promise<number> {
  const rows = await harness.services.database.db
    .selectFrom("staff_sessions")
    .innerJoin("staff_members", "staff_members.id", "staff_sessions.staff_id")
    .select("token_hash")
    .where("staff_members.email", "=", email)
    .execute();
  return rows.length;
}

describe.each(backends)("console sign-in and sessions on $name", (backend) => {
  let harness: ConsoleHarness;

  beforeAll(async () => {
    harness = await startConsoleHarness(backend);
  });
  afterAll(() => harness?.close());

  async function signedIn(role: "staff" | "admin" = "staff") {
    const email = await harness.addStaff(role);
    const client = new ConsoleClient(harness, `198.51.100.${++clientCounter}`);
    await client.signIn(email);
    return { email, client };
  }

  it("a session ends after the idle period; each request within it keeps it alive", async () => {
    const { email, client } = await signedIn();
    expect((await client.get("/console/account")).status).toBe(200);
    harness.advance(IDLE_MS - MINUTE);
    expect((await client.get("/console/account")).status).toBe(200);
    harness.advance(IDLE_MS - MINUTE);
    expect((await client.get("/console/account")).status).toBe(200);
    harness.advance(IDLE_MS);
    expectSignInRedirect(await client.get("/console/account"));
    expect(await sessionRows(harness, email)).toBe(0);
  });

  it("a session ends at its absolute end however active it is", async () => {
    const { email, client } = await signedIn();
    const step = 50 * MINUTE;
    let elapsed = 0;
    while (elapsed + step < MAX_MS) {
      harness.advance(step);
      elapsed += step;
      expect((await client.get("/console/account")).status, `after ${elapsed / MINUTE} minutes`).toBe(200);
    }
    harness.advance(MAX_MS - elapsed);
    expectSignInRedirect(await client.get("/console/account"));
    expect((await client.get("/console/account.data")).status).toBe(401);
    expect(await sessionRows(harness, email)).toBe(0);
  });

  it("signing out ends the session on the server, not just in the browser", async () => {
    const { email, client } = await signedIn();
    const cookie = client.cookie;
    const response = await client.postForm("/console/sign-out", { csrf: await client.csrfToken() });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/console/sign-in?signed-out");
    expect(response.headers.get("set-cookie")).toMatch(/^horizon-console=; .*Max-Age=0/);
    expect(await sessionRows(harness, email)).toBe(0);
    client.cookie = cookie; // the old cookie, kept by someone who copied it
    expectSignInRedirect(await client.get("/console/account"));
  });

  it("signing out everywhere ends every session of the member", async () => {
    const { email, client } = await signedIn();
    const other = new ConsoleClient(harness, "198.51.100.200");
    await other.signIn(email);
    const bystander = await signedIn();
    expect(await sessionRows(harness, email)).toBe(2);
    const response = await client.postForm("/console/sign-out", {
      csrf: await client.csrfToken(),
      scope: "everywhere",
    });
    expect(response.status).toBe(302);
    expect(await sessionRows(harness, email)).toBe(0);
    expectSignInRedirect(await other.get("/console/account"));
    expect((await bystander.client.get("/console/account")).status).toBe(200);
  });

  it("a malformed sign-out, deliveries or data-protection post gets a 400 that says what is wrong, and changes nothing", async () => {
    const { email, client } = await signedIn("admin");
    const csrf = await client.csrfToken();
    const cases: [string, Record<string, string>, string][] = [
      ["/console/sign-out", { csrf, scope: "somewhere" }, "Choose where to sign out."],
      ["/console/deliveries", { csrf, intent: "resend-everything" }, "Choose what to do with the delivery."],
      ["/console/deliveries", { csrf, intent: "retry", job: "" }, "Choose a delivery."],
      ["/console/privacy", { csrf, intent: "export", email }, "Choose to find or to erase an address&#x27;s records."],
    ];
    for (const [path, fields, message] of cases) {
      const response = await client.postForm(path, fields);
      expect(response.status, `${path} ${JSON.stringify(fields)}`).toBe(400);
      expect(await response.text()).toContain(message);
    }
    expect(await sessionRows(harness, email)).toBe(1);
  });

  it("disabling a member ends their sessions at once", async () => {
    const { email, client } = await signedIn();
    expect(await harness.services.console.staff.disable(email)).toBe(true);
    expectSignInRedirect(await client.get("/console/account"));
    expect(await sessionRows(harness, email)).toBe(0);
    // And they cannot get a link any more: the answer is the same, but no mail is sent.
    const before = harness.mail.to(email).length;
    expect((await client.postForm("/console/sign-in", { email })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(harness.mail.to(email)).toHaveLength(before);
  });

  describe("sign-in links", () => {
    it("work once: a replayed link answers 410 and opens no session", async () => {
      const email = await harness.addStaff("staff");
      const client = new ConsoleClient(harness);
      const token = await client.requestLink(email);
      expect((await client.get(`/console/sign-in/${token}`)).status).toBe(200);
      expect((await client.redeem(token)).status).toBe(302);
      const thief = new ConsoleClient(harness, "192.0.2.66");
      expect((await thief.get(`/console/sign-in/${token}`)).status).toBe(410);
      const replay = await thief.redeem(token);
      expect(replay.status).toBe(410);
      expect(replay.headers.get("set-cookie")).toBeNull();
      expect(await sessionRows(harness, email)).toBe(1);
    });

    it("expire after 15 minutes (410)", async () => {
      const email = await harness.addStaff("staff");
      const client = new ConsoleClient(harness);
      const token = await client.requestLink(email);
      harness.advance(SIGN_IN_LINK_MS - 1000);
      expect((await client.get(`/console/sign-in/${token}`)).status).toBe(200);
      harness.advance(1000);
      expect((await client.get(`/console/sign-in/${token}`)).status).toBe(410);
      const late = await client.redeem(token);
      expect(late.status).toBe(410);
      expect(await late.text()).toContain("This sign-in link has expired");
      expect(await sessionRows(harness, email)).toBe(0);
    });

    it("answer 404 when tampered with or unknown", async () => {
      const email = await harness.addStaff("staff");
      const client = new ConsoleClient(harness);
      const token = await client.requestLink(email);
      const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
      for (const wrong of [tampered, "unknown-token", token.slice(1)]) {
        expect((await client.get(`/console/sign-in/${wrong}`)).status, wrong).toBe(404);
        const response = await client.redeem(wrong);
        expect(response.status, wrong).toBe(404);
        expect(response.headers.get("set-cookie")).toBeNull();
      }
      expect(await sessionRows(harness, email)).toBe(0);
      expect((await client.redeem(token)).status).toBe(302);
    });

    it("older links stop working once one has been used", async () => {
      const email = await harness.addStaff("staff");
      const client = new ConsoleClient(harness);
      const older = await client.requestLink(email);
      const newer = await client.requestLink(email);
      expect((await client.redeem(newer)).status).toBe(302);
      const stale = new ConsoleClient(harness, "192.0.2.67");
      expect((await stale.get(`/console/sign-in/${older}`)).status).toBe(404);
      expect((await stale.redeem(older)).status).toBe(404);
      expect(stale.cookie).toBeUndefined();
      expect(await sessionRows(harness, email)).toBe(1);
    });

    it("are stored only as hashes", async () => {
      const email = await harness.addStaff("staff");
      const token = await new ConsoleClient(harness).requestLink(email);
      const rows = await harness.services.database.db.selectFrom("sign_in_links").select("token_hash").execute();
      expect(rows.map((row) => row.token_hash)).toContain(hashToken(token));
      expect(rows.map((row) => row.token_hash)).not.toContain(token);
    });
  });

  describe("cross-site requests are refused and change nothing", () => {
    let member: { email: string; client: ConsoleClient };
    let csrf: string;
    let passkeyId: string;

    beforeAll(async () => {
      member = await signedIn();
      csrf = await member.client.csrfToken();
      const staff = await harness.services.console.staff.findActiveByEmail(member.email);
      passkeyId = `cross-site-${backend.name}`;
      await harness.services.console.passkeys.add({
        id: passkeyId,
        staff_id: staff!.id,
        public_key: "AAAA",
        counter: 0,
        transports: "[]",
        device_type: "singleDevice",
        backed_up: 0,
        name: "Kept",
      });
    });

    const removal = () => ({ intent: "remove-passkey", passkey: passkeyId, csrf });

    async function expectNothingChanged() {
      expect(await sessionRows(harness, member.email)).toBe(1);
      const staff = await harness.services.console.staff.findActiveByEmail(member.email);
      const passkeys = await harness.services.console.passkeys.list(staff!.id);
      expect(passkeys.map((passkey) => passkey.id)).toEqual([passkeyId]);
      expect((await member.client.get("/console/account")).status).toBe(200);
    }

    it.each([
      ["a foreign Origin", { Origin: "https://evil.example" }],
      ["Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site" }],
      ["Sec-Fetch-Site: same-site", { "Sec-Fetch-Site": "same-site" }],
      ["Origin: null", { Origin: "null" }],
    ])("a form post with %s answers 403", async (_label, headers) => {
      for (const [path, fields] of [
        ["/console/account", removal()],
        ["/console/sign-out", { csrf }],
      ] as const) {
        const response = await member.client.postForm(path, fields, headers);
        expect(response.status, path).toBe(403);
        expect(await response.json()).toMatchObject({ code: "cross_site" });
      }
      await expectNothingChanged();
    });

    it("a form post without an Origin answers 403", async () => {
      for (const [path, fields] of [
        ["/console/account", removal()],
        ["/console/sign-out", { csrf }],
      ] as const) {
        const response = await fetch(`${harness.baseUrl}${path}`, {
          method: "POST",
          headers: member.client.headers({ "Content-Type": "application/x-www-form-urlencoded" }),
          body: new URLSearchParams(fields).toString(),
          redirect: "manual",
        });
        expect(response.status, path).toBe(403);
      }
      await expectNothingChanged();
    });

    it.each([
      ["without a CSRF token", undefined],
      ["with a wrong CSRF token", "not-the-token"],
      ["with another session's CSRF token", "other"],
    ])("a form post %s answers 403", async (_label, token) => {
      const other = token === "other" ? await (await signedIn()).client.csrfToken() : token;
      const fields: Record<string, string> = { intent: "remove-passkey", passkey: passkeyId };
      if (other !== undefined) fields.csrf = other;
      for (const path of ["/console/account", "/console/sign-out"]) {
        const response = await member.client.postForm(path, fields);
        expect(response.status, path).toBe(403);
        expect(await response.text(), path).toContain("This form has expired. Reload the page and try again.");
      }
      await expectNothingChanged();
    });

    it("a JSON staff API call without X-CSRF-Token answers 403 and issues no challenge", async () => {
      const challenges = async () =>
        (await harness.services.database.db.selectFrom("passkey_challenges").select("id").execute()).length;
      const before = await challenges();
      for (const headers of [{}, { "X-CSRF-Token": "wrong" }] as Record<string, string>[]) {
        const response = await member.client.postJson("/console/api/passkeys/register/options", {}, headers);
        expect(response.status).toBe(403);
        expect(await response.json()).toMatchObject({ code: "csrf" });
      }
      expect(await challenges()).toBe(before);
      const allowed = await member.client.postJson(
        "/console/api/passkeys/register/options",
        {},
        { "X-CSRF-Token": csrf },
      );
      expect(allowed.status).toBe(200);
      expect(await challenges()).toBe(before + 1);
      await expectNothingChanged();
    });

    it("the same post from the console's own page works (the refusals above are not a broken form)", async () => {
      const response = await member.client.postForm("/console/account", removal());
      expect(response.status).toBe(200);
      const staff = await harness.services.console.staff.findActiveByEmail(member.email);
      expect(await harness.services.console.passkeys.list(staff!.id)).toEqual([]);
    });
  });

  describe("the console's answers", () => {
    it("are never cached nor indexed, and carry the CSP", async () => {
      const { client } = await signedIn();
      const visitor = new ConsoleClient(harness);
      const answers = [
        await visitor.get("/console/sign-in"),
        await visitor.get("/console/account"),
        await visitor.get("/console/account.data"),
        await visitor.postJson("/console/api/passkeys/register/options", {}),
        await client.get("/console/account"),
        await client.get("/console"),
        await client.get("/console/no-such-page"),
      ];
      for (const response of answers) {
        const where = `${response.url} ${response.status}`;
        expect(response.headers.get("cache-control"), where).toContain("no-store");
        expect(response.headers.get("x-robots-tag"), where).toContain("noindex");
      }
      for (const response of [answers[0]!, answers[4]!, answers[5]!, answers[6]!]) {
        const csp = response.headers.get("content-security-policy") ?? "";
        expect(csp, response.url).toContain("default-src 'self'");
        expect(csp, response.url).toMatch(/script-src [^;]*'nonce-/);
        expect(csp, response.url).toContain("frame-ancestors 'none'");
      }
      expect(answers[6]!.status).toBe(404);
    });

    it("send Cache-Control and X-Robots-Tag once each (pages, route data, APIs, and the booking links' pages)", async () => {
      const { client } = await signedIn();
      const visitor = new ConsoleClient(harness);
      const requests: [ConsoleClient, "GET" | "POST", string, unknown?][] = [
        [visitor, "GET", "/console/sign-in"],
        [visitor, "GET", "/console/sign-in.data"],
        [visitor, "GET", "/console/account"],
        [visitor, "GET", "/console/account.data"],
        [visitor, "POST", "/console/api/passkeys/sign-in/options", {}],
        [client, "GET", "/console"],
        [client, "GET", "/console/account"],
        [client, "GET", "/console/account.data"],
        [client, "GET", "/console/leads"],
        [client, "GET", "/console/leads.data"],
        [client, "GET", "/console/no-such-page"],
        [client, "POST", "/console/api/passkeys/register/options", {}],
        [visitor, "GET", "/api/altcha/challenge"],
        [visitor, "GET", "/meeting/cancel/not-a-token"],
      ];
      for (const [who, method, pathname, body] of requests) {
        const counts = await who.rawHeaderCounts(method, pathname, body);
        const where = `${method} ${pathname}`;
        expect(counts.get("cache-control"), where).toBe(1);
        if (!pathname.startsWith("/api/")) expect(counts.get("x-robots-tag"), where).toBe(1);
      }
    });

    it("set the session cookie HttpOnly, SameSite=Strict, Path=/, without Secure on plain HTTP", async () => {
      const email = await harness.addStaff("staff");
      const client = new ConsoleClient(harness);
      const response = await client.redeem(await client.requestLink(email));
      const cookie = response.headers.get("set-cookie") ?? "";
      expect(cookie).toMatch(/^horizon-console=[A-Za-z0-9_-]{43}; /);
      const attributes = cookie.split("; ").slice(1);
      expect(attributes).toEqual(expect.arrayContaining(["Path=/", "HttpOnly", "SameSite=Strict", "Max-Age=43200"]));
      expect(attributes).not.toContain("Secure");
    });
  });
});

describe.each(backends)("console over HTTPS on $name", (backend) => {
  let harness: ConsoleHarness;
  beforeAll(async () => {
    harness = await startConsoleHarness(backend, { consoleOrigin: "https://console.horizon.test" });
  });
  afterAll(() => harness?.close());

  it("sets a Secure cookie with the __Host- prefix, and reads it back", async () => {
    const email = await harness.addStaff("staff");
    const client = new ConsoleClient(harness);
    const response = await client.redeem(await client.requestLink(email));
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^__Host-horizon-console=[A-Za-z0-9_-]{43}; /);
    expect(cookie.split("; ")).toEqual(expect.arrayContaining(["Path=/", "HttpOnly", "SameSite=Strict", "Secure"]));
    expect(cookie).not.toMatch(/Domain=/i);
    expect((await client.get("/console/account")).status).toBe(200);
    // The plain name is not accepted in its place.
    client.cookie = client.cookie?.replace("__Host-", "");
    expectSignInRedirect(await client.get("/console/account"));
  });
});

describe.each(backends)("sign-in limits and enumeration on $name", (backend) => {
  let harness: ConsoleHarness;
  beforeAll(async () => {
    harness = await startConsoleHarness(backend, { env: { STAFF_SIGN_IN_RATE_LIMIT: "3/600" } });
  });
  afterAll(() => harness?.close());

  /** The page's text without the parts that differ on every answer (CSP nonces) or echo the address. */
  function comparable(html: string, email: string): string {
    return html.replaceAll(email, "ADDRESS").replace(/nonce="[^"]*"/g, 'nonce=""');
  }

  it("answers a staff address and an unknown one alike, and mails only the staff member", async () => {
    const staff = await harness.addStaff("staff");
    const unknown = `nobody.${Date.now()}@horizon.test`;
    const staffAnswer = await new ConsoleClient(harness, "192.0.2.1").postForm("/console/sign-in", { email: staff });
    const unknownAnswer = await new ConsoleClient(harness, "192.0.2.2").postForm("/console/sign-in", {
      email: unknown,
    });
    expect(unknownAnswer.status).toBe(staffAnswer.status);
    expect(comparable(await unknownAnswer.text(), unknown)).toBe(comparable(await staffAnswer.text(), staff));
    expect(unknownAnswer.headers.get("set-cookie")).toBe(staffAnswer.headers.get("set-cookie"));

    await waitForMail(harness.mail, staff, 1);
    // The refusal is recorded after the answer; wait for it, then check nothing was sent.
    const deadline = Date.now() + 5000;
    const db = harness.services.database.db;
    while (
      !(await db.selectFrom("audit_log").select("id").where("action", "=", "sign-in.link-refused").executeTakeFirst())
    ) {
      if (Date.now() > deadline) throw new Error("the refusal was not recorded");
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(harness.mail.to(unknown)).toEqual([]);
    const jobs = await db
      .selectFrom("outbox_jobs")
      .select("payload")
      .where("topic", "=", "staff.sign-in-link")
      .execute();
    expect(jobs).toHaveLength(1);
    expect(JSON.stringify(jobs)).not.toContain(unknown);
  });

  it("limits requests per client address: 429 with Retry-After after the limit", async () => {
    const client = new ConsoleClient(harness, "192.0.2.10");
    for (let i = 0; i < 3; i++) {
      const response = await client.postForm("/console/sign-in", { email: `client.${i}.${Date.now()}@horizon.test` });
      expect(response.status, `request ${i + 1}`).toBe(200);
    }
    const refused = await client.postForm("/console/sign-in", { email: `client.x.${Date.now()}@horizon.test` });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.text()).toContain("Too many requests");
    // Another client is not affected.
    const other = await new ConsoleClient(harness, "192.0.2.11").postForm("/console/sign-in", {
      email: `other.${Date.now()}@horizon.test`,
    });
    expect(other.status).toBe(200);
  });

  it("lets nobody lock a member out: a flood for their address from other clients still leaves them a working link", async () => {
    const email = await harness.addStaff("admin");
    const db = harness.services.database.db;
    const signInJobs = () =>
      db
        .selectFrom("outbox_jobs")
        .select(["id", "idempotency_key", "status", "run_at"])
        .where("topic", "=", "staff.sign-in-link")
        .where("subject_id", "in", db.selectFrom("staff_members").select("id").where("email", "=", email))
        .execute();
    // Links are made after the answer, in the order the member's row lock grants: count what was handled.
    const linksHandled = async () =>
      (
        await db
          .selectFrom("audit_log")
          .select("id")
          .where("action", "=", "sign-in.link-sent")
          .where("target", "in", db.selectFrom("staff_members").select("id").where("email", "=", email))
          .execute()
      ).length;
    async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
      const deadline = Date.now() + 10_000;
      while (!(await condition())) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }

    // Twelve requests from twelve addresses: every answer is the same, none is refused.
    for (let i = 0; i < 12; i++) {
      const response = await new ConsoleClient(harness, `198.51.100.${i + 1}`).postForm("/console/sign-in", { email });
      expect(response.status, `request ${i + 1}`).toBe(200);
    }
    // Five mails go at once; the rest wait for the pace, the newest replacing the one waiting.
    await until(async () => (await linksHandled()) === 12, "the flood's links");
    expect(await signInJobs()).toHaveLength(6);
    await waitForMail(harness.mail, email, 5);
    const waitingNow = async () =>
      (await signInJobs()).filter(
        (job) => job.status === "pending" && Date.parse(job.run_at) > harness.now().getTime(),
      );
    const waiting = await waitingNow();
    expect(waiting).toHaveLength(1);
    // The replaced links were deleted with their mails: one link per job.
    expect(
      await db
        .selectFrom("sign_in_links")
        .select("token_hash")
        .where("staff_id", "in", db.selectFrom("staff_members").select("id").where("email", "=", email))
        .execute(),
    ).toHaveLength(6);

    // The member's own request is answered as always, and its link replaces the flood's.
    const member = new ConsoleClient(harness, "203.0.113.77");
    const own = await member.postForm("/console/sign-in", { email });
    expect(own.status).toBe(200);
    await until(async () => (await linksHandled()) === 13, "the member's link");
    expect((await signInJobs()).some((job) => job.id === waiting[0]!.id)).toBe(false);
    const [ownJob, ...others] = await waitingNow();
    expect(ownJob).toBeDefined();
    expect(others).toEqual([]);

    // It goes out within the minute, and it works.
    expect(harness.mail.to(email)).toHaveLength(5);
    harness.advance(60_000);
    const mail = await waitForMail(harness.mail, email, 6);
    const token = linkTokenOf(mail, harness.origin);
    expect(ownJob!.idempotency_key).toBe(`sign-in/${hashToken(token)}`);
    const redeemed = await member.redeem(token);
    expect([302, 303]).toContain(redeemed.status);
    expect((await member.get("/console/account")).status).toBe(200);
    // The replaced links were never mailed and no longer exist: the flood sent six mails in all.
    expect(harness.mail.to(email)).toHaveLength(6);
  });

  it("counts passkey sign-in attempts with the same limiter", async () => {
    const client = new ConsoleClient(harness, "192.0.2.60");
    for (let i = 0; i < 3; i++) {
      expect((await client.postJson("/console/api/passkeys/sign-in/options", {})).status).toBe(200);
    }
    const refused = await client.postJson("/console/api/passkeys/sign-in/options", {});
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ code: "rate_limited" });
    // The e-mail link counts against the same allowance.
    expect((await client.postForm("/console/sign-in", { email: `x.${Date.now()}@horizon.test` })).status).toBe(429);
  });
});

describe.each(backends)("npm run staff on $name", (backend) => {
  let harness: ConsoleHarness;
  beforeAll(async () => {
    harness = await startConsoleHarness(backend);
  });
  afterAll(() => harness?.close());

  function run(command: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    return new Promise((resolve) => {
      execFile(
        command,
        args,
        { env: { ...process.env, ...harness.databaseEnv, LOG_LEVEL: "warn" } },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });
  }

  /** The script `npm run staff` runs, started directly: npm itself adds a second or more to every call. */
  function staff(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    return run(process.execPath, ["scripts/staff.ts", ...args]);
  }

  it("is what `npm run staff` runs", async () => {
    const email = `cli.npm.${Date.now()}@horizon.test`;
    expect((await staff("add", email, "--role", "staff", "--name", "Cli Npm")).code).toBe(0);
    const listed = await run("npm", ["run", "--silent", "staff", "--", "list"]);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(new RegExp(`${email.replaceAll(".", "\\.")}.*staff.*active`));
  });

  it("adds, lists and disables members; a disabled member's sessions end", async () => {
    const email = `cli.${Date.now()}@horizon.test`;
    const added = await staff("add", email, "--role", "admin", "--name", "Cli Admin");
    expect(added.code, added.stderr).toBe(0);
    const client = new ConsoleClient(harness);
    await client.signIn(email);
    expect((await client.get("/console/account")).status).toBe(200);

    const listed = await staff("list");
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(new RegExp(`${email.replaceAll(".", "\\.")}.*admin.*active`));

    const disabled = await staff("disable", email);
    expect(disabled.code, disabled.stderr).toBe(0);
    expectSignInRedirect(await client.get("/console/account"));
    expect((await staff("list")).stdout).toMatch(new RegExp(`${email.replaceAll(".", "\\.")}.*disabled`));
    const log = await harness.services.database.db
      .selectFrom("audit_log")
      .select(["actor", "action"])
      .where("actor", "=", "cli")
      .execute();
    expect(log.map((entry) => entry.action)).toEqual(expect.arrayContaining(["staff.add", "staff.disable"]));
  });

  it("adds an editor, who signs in to the content studio and not to the leads", async () => {
    const email = `cli.editor.${Date.now()}@horizon.test`;
    const added = await staff("add", email, "--role", "editor", "--name", "Cli Editor");
    expect(added.code, added.stderr).toBe(0);
    expect((await staff("list")).stdout).toMatch(new RegExp(`${email.replaceAll(".", "\\.")}.*editor.*active`));
    const client = new ConsoleClient(harness);
    await client.signIn(email);
    expect((await client.get("/console/content")).status).toBe(200);
    expect((await client.get("/console/leads")).status).toBe(403);
  });

  it.each([
    [["add", "someone@horizon.test", "--role", "owner"], /--role must be one of: admin, staff, editor/],
    [["add", "someone@horizon.test"], /--role must be one of: admin, staff, editor/],
    [["add", "not-an-address", "--role", "staff"], /Not an e-mail address: "not-an-address"/],
    [["disable", "nope"], /Not an e-mail address/],
    [["promote", "someone@horizon.test"], /Unknown command "promote"/],
    [["disable", "ghost@horizon.test"], /No staff member has the address ghost@horizon.test/],
  ])("refuses %j with exit code 2 and a message", async (args, message) => {
    const result = await staff(...args);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toContain("Usage:");
  });
});
