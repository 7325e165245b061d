/**
 * Test harness for the staff console: the whole server (`createApp` with the production
 * build's pages, so the console's loaders, actions and layout run as deployed) over HTTP on
 * loopback, a fresh SQLite folder or PostgreSQL database, a real SMTP server that receives
 * the sign-in links, and a clock the tests move. Run `npm run build` first.
 */
import { existsSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import pino from "pino";
import type { ServerBuild } from "react-router";
import type { StaffRole } from "#shared/console/staff.ts";
import { createApp } from "../../server/app.ts";
import { openDatabase } from "../../server/db/database.ts";
import { createServices, type Services } from "../../server/services.ts";
import { readSettings } from "../../server/settings/settings.ts";
import { FAST_WORKER, MAIL_FROM, SALES_INBOX } from "./delivery-harness.ts";
import { testClock } from "./fixtures/clock.ts";
import { freshDatabase } from "./fixtures/database.ts";
import { MailSink, type ReceivedMail } from "./fixtures/mail-server.ts";

export { backends } from "./fixtures/backends.ts";

/** Tuesday 24 November 2026, 09:00 UTC. */
export const START = Date.parse("2026-11-24T09:00:00Z");

let serverBuild: Promise<ServerBuild> | undefined;

/** The production build's server bundle (one import per test file). */
function loadBuild(buildDir: string): Promise<ServerBuild> {
  const entry = path.join(buildDir, "server", "index.js");
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` before the console tests.`);
  serverBuild ??= import(/* @vite-ignore */ entry) as Promise<ServerBuild>;
  return serverBuild;
}

export interface ConsoleHarness {
  baseUrl: string;
  /** The console's own origin (CONSOLE_ORIGIN): the baseUrl unless the test chose another. */
  origin: string;
  services: Services;
  mail: MailSink;
  /** The database settings of this harness, for commands run against it (`npm run staff`). */
  databaseEnv: Record<string, string>;
  /** Moves the server's clock forward. */
  advance(ms: number): void;
  now(): Date;
  /** Adds (or updates) a member directly, as `npm run staff -- add` does. */
  addStaff(role: StaffRole, name?: string): Promise<string>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  /** Extra settings (environment variables), e.g. STAFF_SIGN_IN_RATE_LIMIT. */
  env?: Record<string, string>;
  /** CONSOLE_ORIGIN; the harness's own address when unset. */
  consoleOrigin?: string;
}

let counter = 0;

const DEFAULT_NAMES: Record<StaffRole, string> = { admin: "Asha Admin", staff: "Ravi Staff", editor: "Esha Editor" };

export async function startConsoleHarness(
  backend: { name: string; url?: string },
  { env = {}, consoleOrigin }: HarnessOptions = {},
): Promise<ConsoleHarness> {
  const storage = await freshDatabase(backend);
  const mail = new MailSink();
  await mail.start();
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const origin = consoleOrigin ?? baseUrl;
  const settings = readSettings({
    DATA_DIR: storage.dataDir,
    DATABASE_URL: storage.databaseUrl ?? "",
    SMTP_URL: mail.url,
    MAIL_FROM,
    SALES_INBOX,
    CONSOLE_ORIGIN: origin,
    LOG_LEVEL: "silent",
    // Tests tell the server which client they are (X-Forwarded-For from loopback).
    TRUST_PROXY: "loopback",
    STAFF_SIGN_IN_RATE_LIMIT: "1000/600",
    ...env,
  });
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? "silent" });
  const database = await openDatabase({
    databaseUrl: settings.database.url,
    dataDir: settings.database.dataDir,
    logger,
  });
  const clock = testClock(START);
  const services = createServices({ database, logger, settings, now: clock.now, worker: FAST_WORKER });
  services.delivery.worker.start();
  const app = createApp({ settings, services, logger, build: await loadBuild(settings.server.buildDir) });
  server.on("request", app);

  return {
    baseUrl,
    origin,
    services,
    mail,
    databaseEnv: { DATA_DIR: storage.dataDir, DATABASE_URL: storage.databaseUrl ?? "" },
    advance: clock.advance,
    now: clock.now,
    async addStaff(role, name = DEFAULT_NAMES[role]) {
      const email = `member.${role}.${++counter}.${process.pid}@horizon.test`;
      await services.console.staff.upsert({ email, name, role });
      return email;
    },
    async close() {
      await services.delivery.worker.stop(1000);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close().catch(() => {});
      await mail.close();
      await storage.drop();
    },
  };
}

/** A browser's view of the console: one cookie jar, requests from the console's own pages. */
export class ConsoleClient {
  cookie: string | undefined;

  private readonly harness: ConsoleHarness;
  /** The client's address (X-Forwarded-For), for rate limits. */
  readonly ip: string;

  constructor(harness: ConsoleHarness, ip = "203.0.113.10") {
    this.harness = harness;
    this.ip = ip;
  }

  headers(extra: Record<string, string> = {}): Record<string, string> {
    return {
      "X-Forwarded-For": this.ip,
      "User-Agent": "console-integration-test",
      ...(this.cookie ? { Cookie: this.cookie } : {}),
      ...extra,
    };
  }

  get(pathname: string, headers: Record<string, string> = {}): Promise<Response> {
    return this.send("GET", pathname, this.headers(headers));
  }

  /**
   * One request with the path on the wire exactly as written (fetch would resolve `..` and
   * `%2e%2e` first, and the walk needs those spellings to reach the server); redirects are not followed.
   */
  send(
    method: string,
    pathname: string,
    headers: Record<string, string>,
    body?: string | Uint8Array,
  ): Promise<Response> {
    const url = new URL(this.harness.baseUrl);
    return new Promise((resolve, reject) => {
      const request = http.request(
        { host: url.hostname, port: url.port, method, path: pathname, headers },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("error", reject);
          response.on("end", () => {
            const answer = new Headers();
            for (const [name, value] of Object.entries(response.headers)) {
              for (const item of Array.isArray(value) ? value : [value ?? ""]) answer.append(name, item);
            }
            const status = response.statusCode ?? 500;
            const empty = status === 204 || status === 304 || method === "HEAD";
            resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers: answer }));
          });
        },
      );
      request.on("error", reject);
      request.end(body);
    });
  }

  /** A form post from the console's own page (same Origin); override headers to play a cross-site one. */
  postForm(pathname: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
    return this.send(
      "POST",
      pathname,
      this.headers({
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: this.harness.baseUrl,
        "Sec-Fetch-Site": "same-origin",
        ...headers,
      }),
      new URLSearchParams(fields).toString(),
    );
  }

  postJson(pathname: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
    return this.sendJson("POST", pathname, body, headers);
  }

  /** A JSON request of any method from the console's own page (same Origin). */
  sendJson(method: string, pathname: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const payload = JSON.stringify(body);
    return this.send(
      method,
      pathname,
      this.headers({
        "Content-Type": "application/json",
        // Node frames a GET's or DELETE's body only with a declared length.
        "Content-Length": String(Buffer.byteLength(payload)),
        Origin: this.harness.baseUrl,
        "Sec-Fetch-Site": "same-origin",
        ...headers,
      }),
      payload,
    );
  }

  /** A multipart form (a file upload) from the console's own page (same Origin). */
  async postMultipart(pathname: string, form: FormData, headers: Record<string, string> = {}): Promise<Response> {
    const encoded = new Response(form);
    const body = new Uint8Array(await encoded.arrayBuffer());
    return this.send(
      "POST",
      pathname,
      this.headers({
        "Content-Type": encoded.headers.get("content-type") ?? "",
        "Content-Length": String(body.length),
        Origin: this.harness.baseUrl,
        "Sec-Fetch-Site": "same-origin",
        ...headers,
      }),
      body,
    );
  }

  /**
   * The header lines exactly as the server wrote them (fetch joins repeated headers into one value),
   * counted by lower-case name.
   */
  rawHeaderCounts(method: "GET" | "POST", pathname: string, body?: unknown): Promise<Map<string, number>> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = this.headers({
      Origin: this.harness.baseUrl,
      "Sec-Fetch-Site": "same-origin",
      ...(payload === undefined ? {} : { "Content-Type": "application/json" }),
    });
    return new Promise((resolve, reject) => {
      const request = http.request(`${this.harness.baseUrl}${pathname}`, { method, headers }, (response) => {
        const counts = new Map<string, number>();
        for (let index = 0; index < response.rawHeaders.length; index += 2) {
          const name = response.rawHeaders[index]!.toLowerCase();
          counts.set(name, (counts.get(name) ?? 0) + 1);
        }
        response.resume();
        response.on("end", () => resolve(counts));
      });
      request.on("error", reject);
      request.end(payload);
    });
  }

  /** Keeps the cookie a response sets (or clears). */
  keepCookie(response: Response): void {
    const set = response.headers.get("set-cookie");
    if (!set) return;
    const [pair] = set.split(";");
    this.cookie = set.includes("Max-Age=0") ? undefined : pair;
  }

  /** Asks for a sign-in link on the sign-in page; the mail's token, once it arrives. */
  async requestLink(email: string): Promise<string> {
    const before = this.harness.mail.to(email).length;
    const response = await this.postForm("/console/sign-in", { email });
    if (response.status !== 200) throw new Error(`asking for a link answered ${response.status}`);
    const mail = await waitForMail(this.harness.mail, email, before + 1);
    return linkTokenOf(mail, this.harness.origin);
  }

  /** Uses a link: the redirect's status and cookie kept. */
  async redeem(token: string): Promise<Response> {
    const response = await this.postForm(`/console/sign-in/${token}`, {});
    this.keepCookie(response);
    return response;
  }

  async signIn(email: string): Promise<void> {
    const response = await this.redeem(await this.requestLink(email));
    if (response.status !== 302 && response.status !== 303) {
      throw new Error(`signing in answered ${response.status}: ${await response.text()}`);
    }
  }

  /** The session's CSRF token, read from the account page's forms as a browser would. */
  async csrfToken(): Promise<string> {
    const html = await (await this.get("/console/account")).text();
    const match = /name="csrf" value="([^"]+)"/.exec(html);
    if (!match?.[1]) throw new Error("no CSRF token on the account page (not signed in?)");
    return match[1];
  }
}

export async function waitForMail(mail: MailSink, address: string, count: number): Promise<ReceivedMail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mails = mail.to(address);
    if (mails.length >= count) return mails[count - 1]!;
    if (Date.now() > deadline) throw new Error(`no mail ${count} to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export function linkTokenOf(mail: ReceivedMail, origin: string): string {
  const match = new RegExp(`${origin.replaceAll(".", "\\.")}/console/sign-in/([A-Za-z0-9_-]+)`).exec(
    mail.parsed.text ?? "",
  );
  if (!match?.[1]) throw new Error("no sign-in link in the mail");
  return match[1];
}
