/**
 * Staff console: the leads inbox, a lead's workflow and timeline, deliveries and their retry
 * (a real SMTP refusal), the CSV export, and axe plus narrow-screen checks on each page.
 */
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expectAccessible } from "./axe";
import { addStaff, expect, openConsoleMenu, signInAs, test } from "./console-fixtures";
import { DESKTOP, MOBILE, waitForHydration } from "./fixtures";
import { mailsTo, refuseMailTo } from "./mailbox";
import { withProof } from "./proof-of-work";
import { expectLinesFilled } from "./text-lines";

const TEAM_TIME_ZONE = "Asia/Kolkata";
async function expectNoSidewaysScroll(page: Page, what = page.url()): Promise<void> {
  const overflow = await page.evaluate(async () => {
    await document.fonts.ready;
    return document.documentElement.scrollWidth - window.innerWidth;
  });
  expect(overflow, `sideways scroll on ${what}`).toBeLessThanOrEqual(0);
}

/** The CSV's records: split at line breaks outside quotes, since a field (a multi-line message) may hold some. */
function csvRecords(csv: string): string[] {
  return csv.split(/\r\n(?=(?:[^"]*"[^"]*")*[^"]*$)/);
}

function teamToday(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: TEAM_TIME_ZONE }).format(new Date());
}

/**
 * A person's record, measured: the note grows with its words and has no resize grip; on a phone the next step, while
 * not being edited, is one line as tall as the selects above it; wider, what they sent keeps its own height (no
 * empty card under it when the timeline beside it is longer). Leaves the form as it found it.
 */
async function expectRecordBoxes(page: Page, phone: boolean): Promise<void> {
  await waitForHydration(page);
  const nextStep = page.getByLabel("Next step", { exact: true });
  const saved = await nextStep.inputValue();
  await nextStep.fill(`${saved}, the hotel case study and a sandbox login for the whole team`);
  const note = page.getByLabel("Add a note");
  await note.fill("");
  const emptyNote = (await note.boundingBox())?.height ?? 0;
  await note.fill("One\nTwo\nThree\nFour\nFive\nSix\nSeven");
  await page.getByLabel("Status", { exact: true }).focus();
  const boxes = await page.evaluate(() => {
    const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect();
    const submissions = document.querySelector('section[aria-labelledby="submissions-title"]');
    const last = submissions?.lastElementChild;
    return {
      nextStep: box("#workflow-next-text")?.height ?? 0,
      status: box("#workflow-status")?.height ?? 0,
      note: box("#workflow-note")?.height ?? 0,
      noteResize: getComputedStyle(document.querySelector("#workflow-note") as Element).resize,
      underSubmissions:
        submissions && last ? submissions.getBoundingClientRect().bottom - last.getBoundingClientRect().bottom : 0,
    };
  });
  expect(boxes.noteResize, "the note has no resize grip").toBe("none");
  expect(boxes.note, "the note grows with its lines").toBeGreaterThan(emptyNote + 40);
  if (phone) expect(boxes.nextStep, "the next step, not being edited, is as tall as a select").toBe(boxes.status);
  // The card's padding and border, no more.
  else expect(boxes.underSubmissions, "no empty card under what they sent").toBeLessThanOrEqual(26);
  await nextStep.fill(saved);
  await note.fill("");
}

/** The inbox's rows (one per person). */
function peopleRows(page: Page) {
  return page.getByRole("list", { name: "People" }).getByRole("listitem");
}

for (const viewport of [MOBILE, DESKTOP]) {
  test(`staff find a person by search and change status, owner, next step and note in one save at ${viewport.width} px`, async ({
    page,
    browser,
    seedLead,
  }) => {
    test.setTimeout(60_000); // a search, a save, the record measured, a second tab, two axe scans
    await page.setViewportSize(viewport);
    const { email } = await seedLead("Leela Varma");
    const ownerName = `Owner ${viewport.width} ${Date.now()}`;
    const ownerEmail = addStaff("staff", ownerName);
    await signInAs(page, "staff");

    await openConsoleMenu(page);
    await page
      .getByRole("navigation", { name: "Console" })
      .getByRole("link", { name: /^Leads/ })
      .click();
    await page.getByLabel("Search").fill(email.toUpperCase());
    await page.getByLabel("Search").press("Enter");
    await expect(page).toHaveURL(/\/console\/leads\?q=/);
    const rows = peopleRows(page);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Meeting request");
    await expect(rows.first()).toContainText("We would like a demo");
    await expect(rows.first()).toContainText("Lotus Streaming");
    await expect(rows.first()).toContainText("New");
    await expect(rows.first()).toContainText("Flagged");
    await expectAccessible(page, `the inbox at ${viewport.width} px`);
    await expectNoSidewaysScroll(page);

    // The same view from its URL alone: filters are shareable links.
    const shared = page.url();
    await page.goto(shared);
    await expect(rows).toHaveCount(1);

    await rows.first().getByRole("link", { name: "Leela Varma" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Leela Varma" })).toBeVisible();
    await expect(page.getByText("We would like a demo of the OTT platform.").first()).toBeVisible();

    // Three controls, one save: nothing is left looking saved when it is not.
    const today = teamToday();
    await page.getByLabel("Status", { exact: true }).selectOption({ label: "Contacted" });
    await page.getByLabel("Owner", { exact: true }).selectOption({ label: ownerName });
    await page.getByLabel("Next step on").fill(today);
    await page.getByLabel("Next step", { exact: true }).fill("Send the pricing deck");
    await page.getByLabel("Add a note").fill("Called back.\nDemo on Friday.");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status")).toHaveText("Saved: status, owner, next step, note added.");
    await expect(page.getByLabel("Add a note")).toHaveValue("");
    await expect(page.getByLabel("Owner", { exact: true })).toHaveValue(/.+/);
    await expect(page.getByLabel("Status", { exact: true })).toHaveValue("contacted");

    const timeline = page.getByRole("list", { name: "Timeline, newest first" });
    await expect(timeline).toContainText("Called back.");
    await expect(timeline).toContainText(`Owner set to ${ownerName}`);
    await expect(timeline).toContainText("Status: New → Contacted");
    // The history says when the step was due, as a date ("yesterday" would be wrong a day later).
    await expect(timeline).toContainText("Next step set, due today: Send the pricing deck");
    // The step is flagged beside its day as on the overview and the list, and read with the field.
    await expect(page.getByLabel("Next step on")).toHaveAccessibleDescription(/Due today/);
    await expectRecordBoxes(page, viewport === MOBILE);
    await expectAccessible(page, `a person at ${viewport.width} px`);
    await expectNoSidewaysScroll(page);

    // A second tab showing the old state cannot overwrite the change: refused, nothing saved, its typing kept.
    const stale = await page.context().newPage();
    await stale.goto(page.url());
    await page.getByLabel("Status", { exact: true }).selectOption({ label: "Qualified" });
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status")).toHaveText("Saved: status.");
    await stale.getByLabel("Add a note").fill("Typed in the old tab");
    await stale.getByLabel("Status", { exact: true }).selectOption({ label: "Closed" });
    await stale.getByRole("button", { name: "Save changes" }).click();
    await expect(stale.getByRole("alert")).toContainText("Someone changed this person while you were looking");
    await expect(stale.getByLabel("Add a note")).toHaveValue("Typed in the old tab");
    await stale.close();

    // The step due today is on the overview.
    await page.goto("/console");
    await expect(page.getByRole("region", { name: "Next steps due" })).toContainText("Leela Varma");
    await expect(page.getByRole("region", { name: "Next steps due" })).toContainText("Send the pricing deck");
    await expect(page.getByRole("region", { name: "Next steps due" })).toContainText("Due today");
    await expectAccessible(page, `the overview at ${viewport.width} px`);
    // And in the owner's daily e-mail (sent from LEADS_DAILY_DIGEST_HOUR, 0 in these tests).
    await expect(async () => {
      const [mail] = await mailsTo(ownerEmail);
      expect(mail!.text).toContain("Leela Varma, Lotus Streaming");
      expect(mail!.text).toContain("Send the pricing deck");
    }).toPass({ timeout: 60_000 });

    await page.goto(`/console/leads?q=${encodeURIComponent(email)}&status=qualified`);
    await expect(rows.first()).toContainText(ownerName);
    await expect(rows.first()).toContainText("Due today");

    // A visitor without a session is sent to sign in, even with the inbox's address.
    const visitor = await browser.newPage();
    await visitor.goto(shared);
    await expect(visitor).toHaveURL(/\/console\/sign-in\?next=/);
    await visitor.close();
  });

  test(`one person with three submissions is one row whose timeline shows all three; Assign to me and Mine at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const email = `console.triple.${viewport.width}.${Date.now()}@example.com`;
    const name = `Tara Triple ${Date.now()}`;
    for (const address of [email, email.toUpperCase(), email]) {
      const response = await request.post("/api/meeting-requests", {
        data: { name, email: address, company: "Triple Media", message: `Message from ${address.slice(0, 14)}` },
      });
      expect(response.status()).toBe(201);
    }
    await signInAs(page, "staff");
    await page.goto(`/console/leads?q=${encodeURIComponent(name)}`);
    const rows = peopleRows(page);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("3 submissions");
    // The owner is one control per row: "Unassigned" opens a menu whose first choice is "Assign to me".
    await rows.first().locator("summary", { hasText: "Unassigned" }).click();
    await rows
      .first()
      .getByRole("button", { name: /^Assign to me/ })
      .click();
    await expect(page.getByRole("status")).toHaveText("Assigned to you.");
    await expect(rows.first().locator("summary")).not.toContainText("Unassigned");
    await page.getByRole("navigation", { name: "Views" }).getByRole("link", { name: /^Mine/ }).click();
    await expect(page).toHaveURL(/view=mine/);
    await expect(page.getByRole("list", { name: "People" })).toContainText(name);
    await page.getByRole("link", { name }).click();
    const submissions = page.getByRole("list", { name: "Timeline, newest first" }).locator('[data-type="submission"]');
    await expect(submissions).toHaveCount(3);
    // A person's record is one of the leads: the bar marks Leads as the page's section.
    if (viewport === DESKTOP) {
      const nav = page.getByRole("navigation", { name: "Console" });
      await expect(nav.getByRole("link", { name: /^Leads/ })).toHaveCSS("box-shadow", /inset/);
      await expect(nav.getByRole("link", { name: "Bookings" })).toHaveCSS("box-shadow", "none");
    }
    await expectAccessible(page, `a person with three submissions at ${viewport.width} px`);
    await expectNoSidewaysScroll(page);
  });

  test(`filters apply as they change and keep what is typed; the audit log leads each entry with what and when at ${viewport.width} px`, async ({
    admin: { page },
    seedLead,
  }) => {
    await page.setViewportSize(viewport);
    const { email } = await seedLead("Filter Person");
    await page.goto("/console/leads");
    await waitForHydration(page);
    // With the page's code running, the Apply button is kept for Enter but out of sight.
    const apply = page.getByRole("button", { name: "Apply", exact: true });
    expect((await apply.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
    await page.getByLabel("Search").fill(email);
    await page.getByText("More filters and sorting").click();
    await page.getByLabel("Status", { exact: true }).selectOption({ label: "New" });
    await expect(page).toHaveURL(/status=new/);
    expect(new URL(page.url()).searchParams.get("q")).toBe(email);
    await expect(peopleRows(page)).toHaveCount(1);
    await expect(page.getByLabel("Search")).toHaveValue(email);

    // An entry leads with what was done and when, on one line (a phone's card put them on lines of their own),
    // the time with its clock time; its details in words, no staff ids.
    await page.goto("/console/audit");
    const entry = page.getByRole("region", { name: "Audit entries" }).getByRole("row").nth(1);
    const when = entry.getByRole("cell").nth(0);
    await expect(when).toHaveText(
      /^(Today|Yesterday|\w{3}\s\d{1,2}\s\w{3}(\s\d{4})?), \d{1,2}:\d{2}\s[ap]m( · (just now|\d+ min ago|\d+ h ago))?$/,
    );
    // Both cells measured in one frame: measured one after the other, a layout change between the two
    // calls (the page settling, or another test's entry arriving above) read as the cells being apart.
    await waitForHydration(page);
    const apart = await entry.evaluate((row) => {
      const [whenCell, , whatCell] = [...row.querySelectorAll("td")];
      return Math.abs((whenCell?.getBoundingClientRect().top ?? 0) - (whatCell?.getBoundingClientRect().top ?? 100));
    });
    expect(apart).toBeLessThan(8);
    await expect(page.getByRole("region", { name: "Audit entries" })).not.toContainText(
      /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/,
    );
    await expectAccessible(page, `the audit log at ${viewport.width} px`);
    await expectNoSidewaysScroll(page);
  });

  test(`export this view downloads the CSV of the inbox's filters, with the workflow columns at ${viewport.width} px`, async ({
    staff: { page },
    seedLead,
  }) => {
    await page.setViewportSize(viewport);
    const { email } = await seedLead("View Export", "View Media");
    await page.goto(`/console/leads?q=${encodeURIComponent(email)}`);
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export this view (CSV)" }).click();
    const csv = await readFile(await (await downloading).path(), "utf8");
    const [header, ...lines] = csvRecords(csv).filter(Boolean);
    expect(header).toContain('"status","owner","next_step_on","next_step","notes","id"');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(email);
    expect(lines[0]).toMatch(/"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30"/);
  });
}

test("Select all ticks every row of the page by keyboard, the bar counts them, and Clear selection unticks them", async ({
  staff: { page },
  seedLead,
}) => {
  await page.setViewportSize(DESKTOP);
  const run = Date.now();
  await seedLead(`Selma Select ${run}`);
  await seedLead(`Sunil Select ${run}`);
  await page.goto(`/console/leads?q=${encodeURIComponent(`Select ${run}`)}`);
  await waitForHydration(page);
  const rows = peopleRows(page);
  await expect(rows).toHaveCount(2);
  const selectAll = page.getByRole("checkbox", { name: "Select all on this page" });
  await rows.first().getByRole("checkbox").check();
  await expect(selectAll).not.toBeChecked();
  // Some of the rows ticked: the box says so with its mixed state (a dash), not as unticked.
  await expect(selectAll).toBeChecked({ indeterminate: true });
  const bar = page.getByRole("form", { name: "Change the ticked people" });
  await expect(bar.getByRole("status")).toHaveText("1 of 2 selected");
  await selectAll.focus();
  await page.keyboard.press("Space");
  await expect(selectAll).toBeChecked();
  for (const box of await rows.getByRole("checkbox").all()) await expect(box).toBeChecked();
  await expect(bar.getByRole("status")).toHaveText("2 of 2 selected");
  await bar.getByRole("button", { name: "Clear selection" }).click();
  for (const box of await rows.getByRole("checkbox").all()) await expect(box).not.toBeChecked();
  await expect(selectAll).not.toBeChecked();
  await expect(bar).toBeHidden();

  // The bar's changes are menus that apply on choice: "Set status…", then Contacted, for both ticked rows.
  await selectAll.check();
  await bar.locator("summary", { hasText: "Set status…" }).click();
  await bar.getByRole("button", { name: "Contacted" }).click();
  await expect(page.getByRole("status").filter({ hasText: "people changed" })).toHaveText(/^2 people changed/);
  for (const row of await rows.all()) await expect(row.getByText("Contacted", { exact: true })).toBeVisible();
});

test("at a desktop's width the inbox shows whole addresses, its search ends with the list, a ticked row is marked inside its frame", async ({
  staff: { page },
  seedLead,
}) => {
  await page.setViewportSize(DESKTOP);
  const run = Date.now();
  const { email } = await seedLead(`Wanda Wide ${run}`);
  await seedLead(`Walter Wide ${run}`);
  await page.goto(`/console/leads?q=${encodeURIComponent(`Wide ${run}`)}`);
  await waitForHydration(page);
  const rows = peopleRows(page);
  await expect(rows).toHaveCount(2);
  const address = page.getByText(email);
  await expect(address).toBeVisible();
  expect(await address.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  // The toolbar's last control ends where the list's frame ends: no gap at its right.
  const list = (await page.getByRole("list", { name: "People" }).boundingBox())!;
  const clear = (await page.getByRole("link", { name: "Clear", exact: true }).boundingBox())!;
  expect(Math.abs(clear.x + clear.width - (list.x + list.width))).toBeLessThanOrEqual(2);
  // The views say what they count.
  await expect(
    page.getByRole("navigation", { name: "Views" }).getByRole("link", { name: /^Due or overdue \d+$/ }),
  ).toBeVisible();

  await rows.first().getByRole("checkbox").check();
  const rule = await rows.first().evaluate((row) => {
    const before = getComputedStyle(row, "::before");
    return { left: Number.parseFloat(before.left), width: Number.parseFloat(before.width) };
  });
  expect(rule.width).toBeGreaterThan(0);
  // Clear of the frame's 1 px border.
  expect(rule.left).toBeGreaterThanOrEqual(2);
});

test("on a phone the bar for the ticked people is one row: the count at its left, two compact buttons at its right", async ({
  staff: { page },
  seedLead,
}) => {
  await page.setViewportSize(MOBILE);
  const run = Date.now();
  await seedLead(`Bina Bar ${run}`);
  await seedLead(`Bala Bar ${run}`);
  await page.goto(`/console/leads?q=${encodeURIComponent(`Bar ${run}`)}`);
  await waitForHydration(page);
  const rows = peopleRows(page);
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) await row.getByRole("checkbox").check();
  const bar = page.getByRole("form", { name: "Change the ticked people" });
  await expect(bar.getByRole("status")).toHaveText("2 of 2 selected");
  // A phone shows "2 selected": " of 2" is only read aloud.
  expect((await bar.getByRole("status").getByText("of 2").boundingBox())!.width).toBeLessThanOrEqual(1);
  const count = (await bar.getByRole("status").boundingBox())!;
  const assign = (await bar.locator("summary", { hasText: "Assign to…" }).boundingBox())!;
  const status = (await bar.locator("summary", { hasText: "Set status…" }).boundingBox())!;
  const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
  for (const box of [assign, status]) expect(Math.abs(middle(box) - middle(count))).toBeLessThanOrEqual(2);
  expect(count.x).toBeLessThan(assign.x);
  expect(status.x + status.width).toBeLessThanOrEqual(MOBILE.width);
  expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(64);
  await expectNoSidewaysScroll(page, "the inbox with people ticked");
});

test("the overview's row action is a button a thumb can press on a phone, and its stats line up with their title", async ({
  staff: { page },
  seedLead,
}) => {
  await seedLead(`Omar Overview ${Date.now()}`);
  await page.setViewportSize(MOBILE);
  await page.goto("/console");
  const unassigned = page.getByRole("region", { name: "Unassigned" });
  const assign = unassigned.getByRole("button", { name: "Assign to me" }).first();
  expect((await assign.boundingBox())!.height).toBeGreaterThanOrEqual(44);

  await page.setViewportSize({ width: 768, height: 1024 });
  const received = page.getByRole("region", { name: "Received in the last 7 days" });
  const title = (await received.getByRole("heading").boundingBox())!;
  const first = (await received.getByRole("link").first().boundingBox())!;
  expect(Math.abs(first.x - title.x)).toBeLessThanOrEqual(1);
});

test("on a phone what a visitor wrote runs the timeline's full width, no line broken early", async ({
  staff: { page },
  seedLead,
}) => {
  const message = "We read the whitepaper. Could we see VIVRE's layout editor with our catalogue?";
  const { id } = await seedLead("Kavya Rao", "Lotus Streaming", message);
  await page.setViewportSize(MOBILE);
  await page.goto(`/console/leads/${id}`);
  const timeline = page.getByRole("list", { name: "Timeline, newest first" });
  await expectLinesFilled(timeline.getByText(message), "the visitor's message in the timeline");
});

test("an unknown lead is the console's 404", async ({ staff: { page } }) => {
  const response = await page.goto("/console/leads/00000000-0000-4000-8000-000000000000");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Nothing here" })).toBeVisible();
});

test("a delivery the mail server refused is retried from the deliveries page and arrives", async ({
  staff: { page },
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

    const row = page.getByRole("row").filter({ has: page.locator(`a[href="/console/leads/${id}"]`) });
    await expect(async () => {
      await page.goto("/console/deliveries?status=failed");
      await expect(row).toHaveCount(1, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    // Whose e-mail it was, why it failed in plain words, the server's own answer in small print.
    await expect(row).toContainText("Bhavna Rao · Bounce Media");
    await expect(row).toContainText("visitor");
    await expect(row).toContainText("The address does not exist or takes no mail");
    await expect(row).toContainText("No such mailbox");
    await expect(
      page.getByRole("navigation", { name: "Show" }).getByRole("link", { name: /^Failed \d+$/ }),
    ).toBeVisible();

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
    await expect(page.getByRole("list", { name: "Timeline, newest first" })).not.toContainText("(failed");
  } finally {
    await refuseMailTo(email, false);
  }
});

test("the export downloads the leads of a period as CSV, and refuses a bad date with a message", async ({
  staff: { page },
  seedLead,
}) => {
  const { email } = await seedLead("Export Person", "Export Media");
  await page.goto("/console/export");
  const today = teamToday();
  await page.getByLabel("From", { exact: true }).fill(today);
  await page.getByLabel("To", { exact: true }).fill(today);
  await page.getByLabel("Type of lead", { exact: true }).selectOption({ label: "Meeting request" });
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
  await expect(page.getByRole("alert")).toContainText('From: "2026-02-30" is not a day');
  await expect(page.getByLabel("From", { exact: true })).toHaveAttribute("aria-invalid", "true");
  const badFile = await page.request.get("/console/export.csv?from=2026-03-02&to=2026-03-01");
  expect(badFile.status()).toBe(400);
  expect(await badFile.text()).toContain("The end date is before the start date.");
});

test("the overview links its figures to the filtered pages", async ({ page, seedLead }) => {
  await seedLead("Overview Person");
  await signInAs(page, "staff");
  // What needs the team comes first: due steps, new leads, today's meetings and failed deliveries, above the lists.
  const attention = page.getByRole("region", { name: "Needs attention" });
  const awaiting = attention.getByRole("link", { name: /Awaiting contact/ });
  await expect(awaiting).toHaveAttribute("href", "/console/leads?status=new");
  await expect(attention.getByRole("link", { name: /Next steps due/ })).toHaveAttribute(
    "href",
    "/console/leads?view=due",
  );
  await expect(attention.getByRole("link", { name: /Failed deliveries/ })).toHaveAttribute(
    "href",
    "/console/deliveries?status=failed",
  );
  const top = async (name: string) => (await page.getByRole("region", { name }).boundingBox())!.y;
  expect(await top("Needs attention")).toBeLessThan(await top("Unassigned"));
  expect(await top("Unassigned")).toBeLessThan(await top("Received in the last 7 days"));
  const meetings = page.getByRole("link", { name: /Meeting request/ });
  expect(Number((await meetings.textContent())?.replace(/\D/g, ""))).toBeGreaterThanOrEqual(1);
  await meetings.click();
  await expect(page).toHaveURL(/\/console\/leads\?kind=meeting-request&from=/);
  await expect(page.getByRole("list", { name: "People" })).toContainText("Overview Person");
});

for (const viewport of [MOBILE, DESKTOP]) {
  test(`lead pages are accessible and fit at ${viewport.width} px`, async ({ staff: { page }, request, seedLead }) => {
    await page.setViewportSize(viewport);
    const { id } = await seedLead("Axe Check", "A company with a rather long name for narrow screens");
    // A failed delivery, so the deliveries table and its retry buttons are checked too.
    const bounced = `console.axe.${viewport.width}.${Date.now()}@example.com`;
    await refuseMailTo(bounced, true);
    await request.post("/api/meeting-requests", {
      data: await withProof(request, { name: "Axe Bounce", email: bounced, company: "Bounce" }),
    });
    await expect(async () => {
      await page.goto("/console/deliveries?status=failed");
      await expect(page.getByRole("region", { name: "Deliveries" })).toContainText("No such mailbox", {
        timeout: 1000,
      });
    }).toPass({ timeout: 20_000 });
    await refuseMailTo(bounced, false);
    await page.goto(`/console/leads/${id}`);
    await page.getByLabel("Add a note").fill("A note for the timeline.");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status")).toHaveText("Saved: note added.");
    const personPath = new URL(page.url()).pathname;
    const paths = ["/console", "/console/leads", personPath, "/console/deliveries", "/console/export"];
    for (const path of paths) {
      await page.goto(path);
      await expectAccessible(page, `${path} at ${viewport.width} px`);
      await expectNoSidewaysScroll(page);
    }
    // Until the web font arrives the text is set in a wider fallback: a long address must still wrap.
    await page.route(/\.woff2?$/, (route) => route.abort());
    for (const path of paths) {
      await page.goto(path);
      await expectNoSidewaysScroll(page, `${path} in the fallback font`);
    }
  });
}

test("without JavaScript: filters, a status change, a note and the export still work", async ({
  browser,
  seedLead,
}) => {
  const { email } = await seedLead("Nojs Person");
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await signInAs(page, "staff");
    await page.goto("/console/leads");
    await page.getByLabel("Search").fill(email);
    await page.getByText("More filters and sorting").click();
    await page.getByLabel("Status", { exact: true }).selectOption({ label: "New" });
    await page.getByRole("button", { name: "Apply", exact: true }).click();
    await expect(page).toHaveURL(/\/console\/leads\?q=.*&status=new/);
    await page.getByRole("link", { name: "Nojs Person" }).click();
    await expect(page).toHaveURL(/\/console\/people\//);
    await page.getByLabel("Status", { exact: true }).selectOption({ label: "Contacted" });
    await page.getByLabel("Add a note").fill("Written without scripts.");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status")).toHaveText("Saved: status, note added.");
    await expect(page.getByRole("list", { name: "Timeline, newest first" })).toContainText("Written without scripts.");

    await page.goto("/console/export");
    await page.getByLabel("Type of lead", { exact: true }).selectOption({ label: "Meeting request" });
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download CSV" }).click();
    const csv = await readFile(await (await downloading).path(), "utf8");
    expect(csv).toContain(email);
  } finally {
    await context.close();
  }
});
