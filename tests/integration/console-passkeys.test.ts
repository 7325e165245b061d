/**
 * The passkey endpoints over real HTTP, with a software authenticator making real WebAuthn
 * responses, on SQLite and PostgreSQL: registration and sign-in, single-use and short-lived
 * challenges bound to their member, the signature counter, disabled members, and the audit
 * log. (The browser side, with Chromium's virtual authenticator, is in tests/e2e.)
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSKEY_API } from "#shared/console/passkeys.ts";
import { PASSKEY_CHALLENGE_MS } from "../../server/console/passkey-ceremonies.ts";
import { backends, ConsoleClient, type ConsoleHarness, startConsoleHarness } from "./console-harness.ts";
import { type CreationOptions, type RequestOptions, SoftAuthenticator } from "./soft-authenticator.ts";

describe.each(backends)("passkeys on $name", (backend) => {
  let harness: ConsoleHarness;
  let ipCounter = 0;

  beforeAll(async () => {
    harness = await startConsoleHarness(backend);
  });
  afterAll(() => harness?.close());

  const db = () => harness.services.database.db;

  async function member() {
    const email = await harness.addStaff("staff", "Priya Passkey");
    const client = new ConsoleClient(harness, `198.18.0.${++ipCounter}`);
    await client.signIn(email);
    return { email, client, csrf: await client.csrfToken() };
  }

  async function registrationOptions(client: ConsoleClient, csrf: string): Promise<CreationOptions> {
    const response = await client.postJson(PASSKEY_API.registerOptions, {}, { "X-CSRF-Token": csrf });
    expect(response.status).toBe(200);
    return (await response.json()) as CreationOptions;
  }

  /** A member with a registered passkey. */
  async function withPasskey(name = "Laptop") {
    const signedIn = await member();
    const authenticator = new SoftAuthenticator();
    const options = await registrationOptions(signedIn.client, signedIn.csrf);
    const response = await signedIn.client.postJson(
      PASSKEY_API.register,
      { name, response: authenticator.create(options, harness.origin) },
      { "X-CSRF-Token": signedIn.csrf },
    );
    expect(response.status, await response.clone().text()).toBe(201);
    return { ...signedIn, authenticator };
  }

  async function signInOptions(client: ConsoleClient): Promise<RequestOptions> {
    const response = await client.postJson(PASSKEY_API.signInOptions, {});
    expect(response.status).toBe(200);
    return (await response.json()) as RequestOptions;
  }

  async function auditActions(since: string) {
    return db().selectFrom("audit_log").selectAll().where("created_at", ">=", since).orderBy("created_at").execute();
  }

  it("registers a passkey for the signed-in member and signs in with it, without an address", async () => {
    const since = harness.now().toISOString();
    const { email, authenticator } = await withPasskey("Work laptop");
    const stored = await db().selectFrom("passkeys").selectAll().where("id", "=", authenticator.id).executeTakeFirst();
    expect(stored).toMatchObject({ name: "Work laptop", counter: 0, last_used_at: null, transports: '["internal"]' });

    const visitor = new ConsoleClient(harness, "198.18.1.1");
    const options = await signInOptions(visitor);
    expect(options).toMatchObject({ rpId: "127.0.0.1", userVerification: "required" });
    expect(options).not.toHaveProperty("allowCredentials.0");
    harness.advance(60_000);
    const response = await visitor.postJson(PASSKEY_API.signIn, {
      response: authenticator.get(options, harness.origin),
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^horizon-console=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict/);
    visitor.keepCookie(response);
    const account = await visitor.get("/console/account");
    expect(account.status).toBe(200);
    expect(await account.text()).toContain(email);

    const used = await db().selectFrom("passkeys").selectAll().where("id", "=", authenticator.id).executeTakeFirst();
    expect(used?.counter).toBe(1);
    expect(used?.last_used_at).toBe(harness.now().toISOString());
    const session = await db()
      .selectFrom("staff_sessions")
      .select("sign_in_method")
      .where("ip", "=", "198.18.1.1")
      .executeTakeFirst();
    expect(session?.sign_in_method).toBe("passkey");

    const log = await auditActions(since);
    expect(log.map((entry) => entry.action)).toEqual(expect.arrayContaining(["passkey.register", "session.sign-in"]));
    const signIn = log.find((entry) => entry.action === "session.sign-in" && entry.ip === "198.18.1.1");
    expect(JSON.parse(signIn!.detail)).toEqual({ method: "passkey" });
    expect(signIn!.target).toBe(authenticator.id);
    // No challenge, signature or key in the log.
    expect(JSON.stringify(log)).not.toContain(options.challenge);
  });

  it("a sign-in challenge works once: a replayed response, or a new one for the same challenge, is refused", async () => {
    const { authenticator } = await withPasskey();
    const visitor = new ConsoleClient(harness, "198.18.1.2");
    const options = await signInOptions(visitor);
    const signed = authenticator.get(options, harness.origin);
    expect((await visitor.postJson(PASSKEY_API.signIn, { response: signed })).status).toBe(200);
    const attacker = new ConsoleClient(harness, "198.18.1.3");
    // The same response again, and a fresh signature (higher counter) over the spent challenge.
    for (const response of [signed, authenticator.get(options, harness.origin)]) {
      const replay = await attacker.postJson(PASSKEY_API.signIn, { response });
      expect(replay.status).toBe(400);
      expect(replay.headers.get("set-cookie")).toBeNull();
      expect(await replay.json()).toMatchObject({ code: "passkey_not_verified" });
    }
    expect(await db().selectFrom("passkey_challenges").select("id").where("purpose", "=", "sign-in").execute()).toEqual(
      [],
    );
  });

  it("a challenge expires after five minutes", async () => {
    const { authenticator } = await withPasskey();
    const visitor = new ConsoleClient(harness, "198.18.1.4");
    const options = await signInOptions(visitor);
    harness.advance(PASSKEY_CHALLENGE_MS);
    const late = await visitor.postJson(PASSKEY_API.signIn, { response: authenticator.get(options, harness.origin) });
    expect(late.status).toBe(400);
    expect(late.headers.get("set-cookie")).toBeNull();
  });

  it("a registration challenge belongs to the member who asked for it, and to registration", async () => {
    const alice = await member();
    const bob = await member();
    const authenticator = new SoftAuthenticator();
    const aliceOptions = await registrationOptions(alice.client, alice.csrf);
    const stolen = await bob.client.postJson(
      PASSKEY_API.register,
      { name: "Bob's", response: authenticator.create(aliceOptions, harness.origin) },
      { "X-CSRF-Token": bob.csrf },
    );
    expect(stolen.status).toBe(400);
    // A sign-in challenge cannot register a passkey either.
    const signInChallenge = await signInOptions(bob.client);
    const mixed = await bob.client.postJson(
      PASSKEY_API.register,
      {
        name: "Mixed",
        response: authenticator.create({ ...aliceOptions, challenge: signInChallenge.challenge }, harness.origin),
      },
      { "X-CSRF-Token": bob.csrf },
    );
    expect(mixed.status).toBe(400);
    expect(await db().selectFrom("passkeys").select("id").where("id", "=", authenticator.id).execute()).toEqual([]);
    const failures = await db()
      .selectFrom("audit_log")
      .select("actor")
      .where("action", "=", "passkey.register-failed")
      .execute();
    expect(failures.map((entry) => entry.actor)).toContain(bob.email);
  });

  it("refuses a response for another origin or without user verification", async () => {
    const { client, csrf } = await member();
    const authenticator = new SoftAuthenticator();
    const elsewhere = await client.postJson(
      PASSKEY_API.register,
      {
        name: "Phish",
        response: authenticator.create(await registrationOptions(client, csrf), "https://evil.example"),
      },
      { "X-CSRF-Token": csrf },
    );
    expect(elsewhere.status).toBe(400);
    authenticator.verifies = false;
    const unverified = await client.postJson(
      PASSKEY_API.register,
      { name: "No lock", response: authenticator.create(await registrationOptions(client, csrf), harness.origin) },
      { "X-CSRF-Token": csrf },
    );
    expect(unverified.status).toBe(400);
  });

  it("refuses a cloned authenticator whose counter went backwards", async () => {
    const { authenticator } = await withPasskey();
    const visitor = new ConsoleClient(harness, "198.18.1.5");
    authenticator.counter = 10;
    expect(
      (
        await visitor.postJson(PASSKEY_API.signIn, {
          response: authenticator.get(await signInOptions(visitor), harness.origin),
        })
      ).status,
    ).toBe(200);
    authenticator.counter = 3;
    const cloned = await visitor.postJson(PASSKEY_API.signIn, {
      response: authenticator.get(await signInOptions(visitor), harness.origin),
    });
    expect(cloned.status).toBe(400);
  });

  it("refuses an unknown passkey, and a disabled member's", async () => {
    const visitor = new ConsoleClient(harness, "198.18.1.6");
    const stranger = new SoftAuthenticator();
    stranger.create({ challenge: "x", rp: {}, user: { id: "dW5rbm93bg" } }, harness.origin);
    const unknown = await visitor.postJson(PASSKEY_API.signIn, {
      response: stranger.get(await signInOptions(visitor), harness.origin),
    });
    expect(unknown.status).toBe(400);

    const { email, authenticator } = await withPasskey();
    await harness.services.console.staff.disable(email);
    const disabled = await visitor.postJson(PASSKEY_API.signIn, {
      response: authenticator.get(await signInOptions(visitor), harness.origin),
    });
    expect(disabled.status).toBe(403);
    expect(await disabled.json()).toMatchObject({ error: "This account can no longer sign in.", code: "disabled" });
    expect(disabled.headers.get("set-cookie")).toBeNull();
    const refusals = await db()
      .selectFrom("audit_log")
      .select("detail")
      .where("action", "=", "sign-in.passkey-refused")
      .where("ip", "=", "198.18.1.6")
      .execute();
    expect(refusals.map((entry) => JSON.parse(entry.detail).reason)).toEqual(["unknown passkey", "member disabled"]);
  });

  it.each([
    ["an empty name", { name: "  " }, "name"],
    ["a name with a line break", { name: "Lap\ntop" }, "name"],
    ["a name too long", { name: "x".repeat(61) }, "name"],
    ["no response", { name: "Laptop", response: undefined }, "response"],
    ["a response of the wrong type", { name: "Laptop", response: { id: "a", type: "password" } }, "response"],
  ])("answers 400 for %s", async (_label, body, field) => {
    const { client, csrf } = await member();
    const response = await client.postJson(
      PASSKEY_API.register,
      {
        response: {
          id: "x",
          rawId: "x",
          type: "public-key",
          response: { clientDataJSON: "" },
          clientExtensionResults: {},
        },
        ...body,
      },
      { "X-CSRF-Token": csrf },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "invalid_input", field });
  });

  it("answers 415 for a body that is not JSON", async () => {
    const visitor = new ConsoleClient(harness, "198.18.1.7");
    const response = await visitor.postForm(PASSKEY_API.signIn, { response: "x" });
    expect(response.status).toBe(415);
  });
});
