/**
 * Analytics and attribution end to end, on a server of its own (with a webhook receiver):
 * a visitor from a newsletter campaign reaches a product page, then requests a whitepaper; the
 * lead carries the campaign, landing page and converting page in the webhook, the console and
 * the CSV export, and the Analytics page counts the visit. No cookie or storage entry is ever
 * written on a public page, and a browser sending Sec-GPC is not counted.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "./axe";
import { signInByLink } from "./console-fixtures";
import { waitForHydration } from "./fixtures";
import { e2eMailPorts } from "./mail-ports";

const port = Number(process.env.E2E_PORT ?? 4173) + 12;
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "horizon-analytics-e2e-"));
const webhookEvents: { type: string; data: Record<string, unknown> }[] = [];
let receiver: http.Server;
let server: ChildProcess;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += String(chunk);
    });
    req.on("end", () => {
      webhookEvents.push(JSON.parse(body));
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const { port: receiverPort } = receiver.address() as AddressInfo;
  server = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATA_DIR: dataDir,
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      CONSOLE_ORIGIN: origin,
      SMTP_URL: `smtp://127.0.0.1:${e2eMailPorts().smtp}`,
      MAIL_FROM: "Horizon <no-reply@horizon.example.com>",
      SALES_INBOX: "sales@horizon.example.com",
      WEBHOOK_URL: `http://127.0.0.1:${receiverPort}/hooks`,
      WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 7).toString("base64")}`,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await expect
    .poll(
      () =>
        fetch(`${origin}/healthz`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  server?.kill("SIGTERM");
  await new Promise((resolve) => receiver?.close(resolve));
});

function eventsWhere(sql: string): number {
  const db = new DatabaseSync(path.join(dataDir, "horizon.sqlite"), { readOnly: true });
  try {
    return Number((db.prepare(`select count(*) as n from analytics_events where ${sql}`).get() as { n: number }).n);
  } finally {
    db.close();
  }
}

/** Nothing in cookies, localStorage or sessionStorage. */
async function expectNothingStored(page: Page): Promise<void> {
  expect(await page.context().cookies()).toEqual([]);
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
}

const beaconSent = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith("/api/analytics/event") && response.status() === 204);

test("a newsletter visit that ends in a whitepaper request is attributed and counted", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  const landing = beaconSent(page);
  await page.goto("/?utm_source=newsletter&utm_medium=email&utm_campaign=launch");
  await waitForHydration(page);
  await landing;
  await expectNothingStored(page);

  const productView = beaconSent(page);
  await page.locator('main a[href="/product/vivre"]').first().click();
  await expect(page).toHaveURL(`${origin}/product/vivre`);
  await productView;
  await expectNothingStored(page);

  await page.locator('footer a[href="/resources"]').first().click();
  await expect(page).toHaveURL(`${origin}/resources`);
  const form = page.locator("#whitepaper-form");
  await form.locator("input:not([type=hidden])").first().focus();
  await expect(form.locator("form")).toHaveAttribute("novalidate", "", { timeout: 20_000 });
  const email = `newsletter.${Date.now()}@example.com`;
  await form.getByLabel("Name", { exact: true }).fill("Meera Iyer");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Company").fill("Example Streaming");
  await form.getByLabel("Phone number").fill("9876543210");
  const download = page.waitForEvent("download");
  await form.getByRole("button", { name: "Download whitepaper" }).click();
  await download;
  await expectNothingStored(page);

  // The webhook.
  await expect
    .poll(() => webhookEvents.find((event) => (event.data.lead as { email?: string })?.email === email), {
      timeout: 20_000,
    })
    .toBeTruthy();
  const event = webhookEvents.find((entry) => (entry.data.lead as { email?: string })?.email === email);
  if (!event) throw new Error("no lead.created event");
  expect(event.type).toBe("lead.created");
  expect((event.data.lead as { attribution: unknown }).attribution).toMatchObject({
    firstTouch: { source: "newsletter", medium: "email", campaign: "launch", channel: "email" },
    lastTouch: { source: "newsletter", medium: "email", campaign: "launch" },
    landingPage: "/",
    convertingPage: "/resources",
  });

  // The console: inbox filter, lead detail, CSV export, Analytics.
  const staff = `analytics.staff.${Date.now()}@horizon.example.com`;
  execFileSync(process.execPath, ["scripts/staff.ts", "add", staff, "--role", "staff"], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  });
  await signInByLink(page, staff);
  await page.goto("/console/leads?source=email&campaign=launch");
  await page.getByRole("link", { name: "Meera Iyer" }).click();
  const origins = page.getByRole("region", { name: "Where they came from" });
  await expect(origins).toContainText("E-mail · newsletter / email / launch");
  await expect(origins).toContainText("/resources");

  const csv = await (await page.request.get("/console/export.csv")).text();
  const [header, ...rows] = csv.trim().split("\r\n");
  const columns = JSON.parse(`[${header}]`) as string[];
  const row = JSON.parse(`[${rows.find((line) => line.includes(email))}]`) as string[];
  const value = (column: string) => row[columns.indexOf(column)];
  expect([
    value("first_touch_source"),
    value("first_touch_medium"),
    value("first_touch_campaign"),
    value("landing_page"),
    value("last_touch_source"),
    value("last_touch_campaign"),
    value("converting_page"),
  ]).toEqual(["newsletter", "email", "launch", "/", "newsletter", "launch", "/resources"]);

  // Counted within seconds (written every second, rolled up every five).
  const pagesCounted = async () => {
    const text = await (await page.request.get("/console/analytics.csv?view=pages")).text();
    return ['"/","1","1"', '"/product/vivre","1","0"', '"/resources","1","0"'].every((row) => text.includes(row));
  };
  await expect.poll(pagesCounted, { timeout: 30_000 }).toBe(true);
  expect(await (await page.request.get("/console/analytics.csv?view=campaigns")).text()).toContain(
    '"newsletter","1","1"',
  );
  const days = await (await page.request.get("/console/analytics.csv?view=daily")).text();
  expect(days).toMatch(/","3","1"\r\n$/);
  const goals = await (await page.request.get("/console/analytics.csv?view=goals-by-campaign")).text();
  expect(goals).toContain('"newsletter\temail\tlaunch","1","0","0","0","1"');
  await page.goto("/console/analytics");
  await expect(page.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();
  // Each section and its table are regions of the same name: the table is the second.
  await expect(page.getByRole("region", { name: "Campaigns" }).last()).toContainText("newsletter");
  await expect(page.getByRole("region", { name: "Top pages" }).last()).toContainText("/product/vivre");
  await expectAccessible(page, "/console/analytics");
  await context.close();
});

test("a browser that sends Sec-GPC is not counted", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: origin, extraHTTPHeaders: { "Sec-GPC": "1" } });
  const page = await context.newPage();
  const beacon = page.waitForRequest((request) => request.url().endsWith("/api/analytics/event"));
  const answered = beaconSent(page);
  await page.goto("/about?utm_source=gpc-check");
  await waitForHydration(page);
  expect((await (await beacon).allHeaders())["sec-gpc"]).toBe("1");
  await answered;
  await expectNothingStored(page);
  // A later beacon without the header is stored; beacons are written in order, so the first one was seen.
  const marker = await fetch(`${origin}/api/analytics/event`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "User-Agent": "Mozilla/5.0 Chrome/140.0" },
    body: JSON.stringify({
      path: "/gpc-marker",
      referrer: "",
      utm: { source: "", medium: "", campaign: "", term: "", content: "" },
      device: "desktop",
      entry: true,
    }),
  });
  expect(marker.status).toBe(204);
  await expect.poll(() => eventsWhere("path = '/gpc-marker'"), { timeout: 10_000 }).toBe(1);
  expect(eventsWhere("source = 'gpc-check' or path = '/about'")).toBe(0);
  await context.close();
});
