/**
 * Staff console: the leads inbox, a lead's workflow and timeline, deliveries and their retry
 * (a real SMTP refusal), the CSV export, and axe plus narrow-screen checks on each page.
 */
import { readFile } from "node:fs/promises";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "./axe";
import { addStaff, signInAs } from "./console-fixtures";
import { DESKTOP, MOBILE } from "./fixtures";
import { mailsTo, refuseMailTo } from "./mailbox";
import { withProof } from "./proof-of-work";

const TEAM_TIME_ZONE = "Asia/Kolkata";
let counter = 0;

/** A meeting request sent to the public API (no proof of work, so it is flagged); returns its address and id. */
async function requestMeeting(
  request: APIRequestContext,
  name: string,
  company = "Lotus Streaming",
): Promise<{ email: string; id: string }> {
  const email = `console.lead.${Date.now()}.${++counter}@example.com`;
  const response = await request.post("/api/meeting-requests", {
    data: { name, email, company, message: "We would like a demo of the OTT platform.\nMornings suit us." },
  });
  expect(response.status()).toBe(201);
  return { email, id: ((await response.json()) as { id: string }).id };
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The CSV's records: split at line breaks outside quotes, since a field (a multi-line message) may hold some. */
function csvRecords(csv: string): string[] {
  return csv.split(/\r\n(?=(?:[^"]*"[^"]*")*[^"]*$)/);
}

function teamToday(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: TEAM_TIME_ZONE }).format(new Date());
}

test("staff find a new lead by search, move it along, give it an owner and a note, and see the timeline", async ({
  page,
  browser,
  request,
}) => {
  const { email } = await requestMeeting(request, "Leela Varma");
  const ownerName = `Owner ${Date.now()}`;
  addStaff("staff", ownerName);
  await signInAs(page, "staff");

  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Leads" }).click();
  await page.getByLabel("Search").fill(email.toUpperCase());
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/\/console\/leads\?q=/);
  const rows = page.getByRole("region", { name: "Leads" }).getByRole("row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText("Meeting request");
  await expect(rows.nth(1)).toContainText("Lotus Streaming");
  await expect(rows.nth(1)).toContainText("New");
  await expect(rows.nth(1)).toContainText("Flagged");
  await expect(page.getByRole("navigation", { name: "Pages of leads" })).toContainText("1–1 of 1");

  // The same view from its URL alone: filters are shareable links.
  const shared = page.url();
  await page.goto(shared);
  await expect(rows).toHaveCount(2);

  await rows.nth(1).getByRole("link", { name: "Leela Varma" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Leela Varma" })).toBeVisible();
  await expect(page.getByText("We would like a demo of the OTT platform.")).toBeVisible();
  // Flagged (no proof of work): the team is told, the unconfirmed address gets nothing.
  const deliveries = page.getByRole("region", { name: "Deliveries about this lead" });
  await expect(deliveries).toContainText("e-mail to the team");
  await expect(deliveries).not.toContainText("e-mail to the visitor");

  await page.getByRole("button", { name: "Mark contacted" }).click();
  await expect(page.getByRole("status")).toHaveText("The status was changed.");
  await page.getByLabel("Owner").selectOption({ label: ownerName });
  await page.getByRole("button", { name: "Save owner" }).click();
  await expect(page.getByRole("status")).toHaveText("The owner was changed.");
  await page.getByLabel("Internal note").fill("Called back.\nDemo on Friday.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("status")).toHaveText("The note was added.");

  const timeline = page.getByRole("list", { name: "Activity, newest first" }).getByRole("listitem");
  await expect(timeline).toHaveCount(3);
  await expect(timeline.nth(0)).toContainText("Called back.");
  await expect(timeline.nth(0)).toContainText("Ravi Staff");
  await expect(timeline.nth(1)).toContainText(`Owner set to ${ownerName}`);
  await expect(timeline.nth(2)).toContainText("Status new → contacted");

  // A second tab still showing "contacted" cannot overwrite a change made in the first.
  const stale = await page.context().newPage();
  await stale.goto(page.url());
  await page.getByRole("button", { name: "Mark qualified" }).click();
  await expect(page.getByRole("status")).toHaveText("The status was changed.");
  await stale.getByRole("button", { name: "Mark closed" }).click();
  await expect(stale.getByRole("alert")).toContainText(
    "Someone changed this lead's status from Contacted to Qualified while you were looking.",
  );
  await stale.close();

  await page.goto(`/console/leads?q=${encodeURIComponent(email)}&status=qualified`);
  await expect(rows.nth(1)).toContainText(ownerName);

  // A visitor without a session is sent to sign in, even with the lead's address.
  const visitor = await browser.newPage();
  await visitor.goto(shared);
  await expect(visitor).toHaveURL(/\/console\/sign-in\?next=/);
  await visitor.close();
});

test("an unknown lead is the console's 404", async ({ page }) => {
  await signInAs(page, "staff");
  const response = await page.goto("/console/leads/00000000-0000-4000-8000-000000000000");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Nothing here" })).toBeVisible();
});

test("a delivery the mail server refused is retried from the deliveries page and arrives", async ({
  page,
  request,
}) => {
  const email = `console.bounce.${Date.now()}@example.com`;
  await refuseMailTo(email, true);
  try {
    const response = await request.post("/api/meeting-requests", {
      data: await withProof(request, { name: "Bhavna Rao", email, company: "Bounce Media", message: "Hello" }),
    });
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await signInAs(page, "staff");

    const row = page.getByRole("row").filter({ has: page.locator(`a[href="/console/leads/${id}"]`) });
    await expect(async () => {
      await page.goto("/console/deliveries?status=failed");
      await expect(row).toHaveCount(1, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(row).toContainText("visitor");
    await expect(row).toContainText("No such mailbox");
    await expect(page.getByRole("list", { name: "Backlog" })).toContainText("failed");

    await refuseMailTo(email, false);
    await row.getByRole("button", { name: /^Retry/ }).click();
    await expect(page.getByRole("status")).toHaveText("The delivery will be tried again now.");
    const [mail] = await mailsTo(email);
    expect(mail!.to).toContain(email);
    await expect(async () => {
      await page.goto("/console/deliveries?status=failed");
      await expect(row).toHaveCount(0, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await page.goto(`/console/leads/${id}`);
    await expect(page.getByRole("region", { name: "Deliveries about this lead" })).not.toContainText("failed");
  } finally {
    await refuseMailTo(email, false);
  }
});

test("the export downloads the leads of a period as CSV, and refuses a bad date with a message", async ({
  page,
  request,
}) => {
  const { email } = await requestMeeting(request, "Export Person", "Export Media");
  await signInAs(page, "staff");
  await page.goto("/console/export");
  const today = teamToday();
  await page.getByLabel("From", { exact: true }).fill(today);
  await page.getByLabel("To", { exact: true }).fill(today);
  await page.getByLabel("Kind", { exact: true }).selectOption({ label: "Meeting request" });
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`leads-meeting-request-${today}-to-${today}.csv`);
  const csv = await readFile(await download.path(), "utf8");
  const [header, ...lines] = csvRecords(csv);
  expect(header).toMatch(/^"type","received_at","name","email","company",/);
  const line = lines.find((entry) => entry.includes(email));
  expect(line).toMatch(/^"meeting","\d{4}-\d{2}-\d{2}T[^"]+","Export Person",/);
  expect(lines.every((entry) => entry === "" || entry.startsWith('"meeting"'))).toBe(true);

  const file = await page.request.get(`/console/export.csv?from=${today}&to=${today}`);
  expect(file.headers()["content-disposition"]).toBe(`attachment; filename="leads-${today}-to-${today}.csv"`);
  expect(file.headers()["cache-control"]).toBe("no-store");

  const bad = await page.goto("/console/export?from=2026-02-30&to=2026-03-01&download=csv");
  expect(bad?.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText('From: "2026-02-30" is not a date');
  await expect(page.getByLabel("From", { exact: true })).toHaveAttribute("aria-invalid", "true");
  const badFile = await page.request.get("/console/export.csv?from=2026-03-02&to=2026-03-01");
  expect(badFile.status()).toBe(400);
  expect(await badFile.text()).toContain("The end date is before the start date.");
});

test("the overview links its figures to the filtered pages", async ({ page, request }) => {
  await requestMeeting(request, "Overview Person");
  await signInAs(page, "staff");
  const awaiting = page.getByRole("link", { name: /Awaiting first contact/ });
  await expect(awaiting).toHaveAttribute("href", "/console/leads?status=new");
  const meetings = page.getByRole("link", { name: /Meeting request/ });
  expect(Number((await meetings.textContent())?.replace(/\D/g, ""))).toBeGreaterThanOrEqual(1);
  await meetings.click();
  await expect(page).toHaveURL(/\/console\/leads\?kind=meeting-request&from=/);
  await expect(page.getByRole("region", { name: "Leads" })).toContainText("Overview Person");
});

for (const viewport of [MOBILE, DESKTOP]) {
  test(`lead pages are accessible and fit at ${viewport.width} px`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const { id } = await requestMeeting(request, "Axe Check", "A company with a rather long name for narrow screens");
    // A failed delivery, so the deliveries table and its retry buttons are checked too.
    const bounced = `console.axe.${viewport.width}.${Date.now()}@example.com`;
    await refuseMailTo(bounced, true);
    await request.post("/api/meeting-requests", {
      data: await withProof(request, { name: "Axe Bounce", email: bounced, company: "Bounce" }),
    });
    await signInAs(page, "staff");
    await expect(async () => {
      await page.goto("/console/deliveries?status=failed");
      await expect(page.getByRole("region", { name: "Deliveries" })).toContainText("No such mailbox", {
        timeout: 1000,
      });
    }).toPass({ timeout: 20_000 });
    await refuseMailTo(bounced, false);
    await page.goto(`/console/leads/${id}`);
    await page.getByLabel("Internal note").fill("A note for the timeline.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByRole("status")).toHaveText("The note was added.");
    for (const path of [
      "/console",
      "/console/leads",
      `/console/leads/${id}`,
      "/console/deliveries",
      "/console/export",
    ]) {
      await page.goto(path);
      await expectAccessible(page, `${path} at ${viewport.width} px`);
      await expectNoSidewaysScroll(page);
    }
  });
}

test("without JavaScript: filters, a status change, a note and the export still work", async ({ browser, request }) => {
  const { email, id } = await requestMeeting(request, "Nojs Person");
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await signInAs(page, "staff");
    await page.goto("/console/leads");
    await page.getByLabel("Search").fill(email);
    await page.getByLabel("Status").selectOption({ label: "New" });
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/\/console\/leads\?q=.*&status=new/);
    await page.getByRole("link", { name: "Nojs Person" }).click();
    await expect(page).toHaveURL(new RegExp(`/console/leads/${id}$`));
    await page.getByRole("button", { name: "Mark contacted" }).click();
    await expect(page.getByRole("status")).toHaveText("The status was changed.");
    await page.getByLabel("Internal note").fill("Written without scripts.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByRole("status")).toHaveText("The note was added.");
    await expect(page.getByRole("list", { name: "Activity, newest first" })).toContainText("Written without scripts.");

    await page.goto("/console/export");
    await page.getByLabel("Kind", { exact: true }).selectOption({ label: "Meeting request" });
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download CSV" }).click();
    const csv = await readFile(await (await downloading).path(), "utf8");
    expect(csv).toContain(email);
  } finally {
    await context.close();
  }
});
