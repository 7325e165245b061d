/**
 * Nothing a visitor types is lost (issue #20, item 1): on every form, values typed within 50 ms of
 * the first touch, or put there by an autofill before any focus, while the form's code is held back
 * (its chunk delayed until the test lets it through), stay in their boxes when the code takes over
 * and are what the server stores and mails.
 */
import type { Locator, Page } from "@playwright/test";
import { addStaff, expect, test } from "./console-fixtures";
import { waitForHydration } from "./fixtures";
import { type Entry, expectHeld, expectStillHeld, type Fill, fillAtOnce, type HeldCode, holdChunk } from "./held-code";
import { bookThroughApi, linkPath, mailsTo, mailWithSubject, refuseMailTo, requestMeetingThroughApi } from "./mailbox";
import { claimSlot, pickTime } from "./slot-claims";

const TEAM_INBOX = "sales@horizon.example.com";
let counter = 0;

function uniqueEmail(form: string): string {
  return `early.${form}.${process.pid}.${Date.now()}.${++counter}@example.com`;
}

async function teamMailAbout(visitorEmail: string): Promise<string> {
  let text = "";
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(TEAM_INBOX, 0);
        text = mails.find((mail) => mail.text.includes(visitorEmail))?.text ?? "";
        return text;
      },
      { timeout: 20_000, message: `the team's e-mail about ${visitorEmail}` },
    )
    .not.toBe("");
  return text;
}

/** Opens `path` with the chunk `chunk` held back, waits for the page (not the form) to hydrate, and fills the form at once. */
async function fillEarly(
  page: Page,
  { path, chunk, form: selector }: { path: string; chunk: string; form: string },
  entries: Entry[],
  how: Fill,
): Promise<{ form: Locator; code: HeldCode }> {
  const code = await holdChunk(page, chunk);
  await page.goto(path);
  await waitForHydration(page);
  const form = page.locator(selector);
  await fillAtOnce(form, entries, how);
  expect(code.arrived()).toBe(false);
  return { form, code };
}

const WHITEPAPER = { path: "/resources", chunk: "WhitepaperForm", form: "#whitepaper-form form" };
const SECOND_PAPER = "Content discovery and personalization";

function whitepaperEntries(email: string): Entry[] {
  return [
    { selector: 'input[name="id"][value="whitepaper2"]', value: true },
    { selector: 'input[name="name"]', value: "Asha Rao" },
    { selector: 'input[name="email"]', value: email },
    { selector: 'input[name="companyName"]', value: "Example Streaming" },
    { selector: 'input[name="phone"]', value: "9876543210" },
    { selector: 'input[name="marketingConsent"]', value: true },
  ];
}

/** Sends the whitepaper form: the chosen paper downloads, and the team's e-mail holds every value. */
async function expectWhitepaperSent(page: Page, form: Locator, email: string, heldCode?: HeldCode): Promise<void> {
  const downloading = page.waitForEvent("download");
  await form.getByRole("button", { name: "Download whitepaper" }).click();
  expectStillHeld(heldCode);
  expect((await downloading).suggestedFilename()).toBe("horizon-content-discovery-and-personalization.pdf");
  const mail = await teamMailAbout(email);
  expect(mail).toContain(`Whitepaper: ${SECOND_PAPER}`);
  expect(mail).toContain("Name: Asha Rao");
  expect(mail).toContain("Company: Example Streaming");
  expect(mail).toContain("Phone: 9876543210");
}

const MESSAGE = "A demo of VIVRE, please.\nWeekday mornings suit us.";

function meetingEntries(email: string): Entry[] {
  return [
    { selector: 'input[name="name"]', value: "Vikram Shah" },
    { selector: 'input[name="email"]', value: email },
    { selector: 'input[name="company"]', value: "Example Hotels" },
    { selector: 'textarea[name="message"]', value: MESSAGE },
  ];
}

/** Sends the meeting request form: the confirmation names the address, and the team's e-mail holds every value. */
async function expectMeetingRequestSent(
  form: Locator,
  confirmation: Locator,
  email: string,
  heldCode?: HeldCode,
): Promise<void> {
  await form.getByRole("button", { name: "Request a meeting" }).click();
  expectStillHeld(heldCode);
  await expect(confirmation.getByRole("heading", { name: "Request received" })).toBeVisible();
  await expect(confirmation).toContainText(`will reply to ${email}`);
  const mail = await teamMailAbout(email);
  expect(mail).toContain("Name: Vikram Shah");
  expect(mail).toContain("Company: Example Hotels");
  expect(mail).toContain(MESSAGE);
}

for (const how of ["typed", "autofilled"] as const) {
  test.describe(`values ${how} while the form's code is held back`, () => {
    test("whitepaper form on /resources, sent before its code arrives", async ({ page }) => {
      const email = uniqueEmail("whitepaper");
      const { form, code } = await fillEarly(page, WHITEPAPER, whitepaperEntries(email), how);
      await expectWhitepaperSent(page, form, email, code);
    });

    test("whitepaper form keeps its values when its code takes over", async ({ page }) => {
      const email = uniqueEmail("whitepaper");
      const entries = whitepaperEntries(email);
      const { form, code } = await fillEarly(page, WHITEPAPER, entries, how);
      // Picking the same paper in the carousel meanwhile gives the form new props before its code is there.
      await page.getByRole("button", { name: "Download this whitepaper" }).nth(1).dispatchEvent("click");
      await expect(page.getByText(`Selected whitepaper: ${SECOND_PAPER}`)).toBeVisible();
      code.release();
      await expect(form).toHaveAttribute("novalidate", "", { timeout: 20_000 });
      expect(code.arrived()).toBe(true);
      await expectHeld(form, entries);
      await expectWhitepaperSent(page, form, email);
    });

    test("meeting request form on the home page keeps its values when its code takes over", async ({ page }) => {
      const email = uniqueEmail("meeting");
      const entries = meetingEntries(email);
      const home = { path: "/#contact", chunk: "MeetingRequestForm", form: "#contact #meeting-request-form form" };
      const { form, code } = await fillEarly(page, home, entries, how);
      code.release();
      await expect(form).toHaveAttribute("novalidate", "", { timeout: 20_000 });
      await expectHeld(form, entries);
      await expectMeetingRequestSent(form, page.locator("#contact"), email);
    });

    test("meeting request form on /bookmeeting, sent before its code arrives", async ({ page }) => {
      const email = uniqueEmail("request");
      const bookMeeting = { path: "/bookmeeting", chunk: "MeetingRequestForm", form: "#meeting-request-form form" };
      const { form, code } = await fillEarly(page, bookMeeting, meetingEntries(email), how);
      await expectMeetingRequestSent(form, page.locator("#meeting-request-form"), email, code);
    });

    test("scheduler details on /bookmeeting", async ({ page }) => {
      const code = await holdChunk(page, "booking-request");
      await page.goto("/bookmeeting");
      await waitForHydration(page);
      const scheduler = page.getByTestId("meeting-scheduler");
      await scheduler.scrollIntoViewIfNeeded();
      await expect(scheduler.getByRole("grid")).toBeVisible({ timeout: 30_000 });
      const slots = (await (await page.request.get("/api/scheduling/slots")).json()) as { slots: { start: string }[] };
      const start = claimSlot(
        slots.slots.map((slot) => slot.start),
        "earliest",
      );
      await pickTime(scheduler, start, await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone));
      const form = scheduler.locator("form");
      await expect(form.locator('input[name="name"]')).toBeVisible();
      const email = uniqueEmail("booking");
      const entries: Entry[] = [
        { selector: 'input[name="name"]', value: "Nila Menon" },
        { selector: 'input[name="email"]', value: email },
        { selector: 'input[name="company"]', value: "Example Streaming" },
        { selector: 'input[name="guests"]', value: "ops.early@example.com" },
        { selector: 'textarea[name="notes"]', value: "ReelCraft and AdPilot." },
      ];
      await fillAtOnce(form, entries, how);
      await form.getByRole("button", { name: "Confirm booking" }).click();
      expectStillHeld(code);

      await expect(scheduler.getByRole("heading", { name: "Your meeting is booked" })).toBeFocused({
        timeout: 20_000,
      });
      await expect(scheduler.getByText(`Nila Menon (${email}), with ops.early@example.com`)).toBeVisible();
      const mail = await teamMailAbout(email);
      expect(mail).toContain("Name: Nila Menon");
      expect(mail).toContain("Company: Example Streaming");
      expect(mail).toContain("Guests: ops.early@example.com");
      expect(mail).toContain("Notes: ReelCraft and AdPilot.");
    });

    test("reschedule page", async ({ page }) => {
      const { email, confirmation } = await bookThroughApi(page.request);
      const free = (
        (await (await page.request.get("/api/scheduling/slots")).json()) as { slots: { start: string }[] }
      ).slots.map((slot) => slot.start);
      const dayOf = (start: string) =>
        new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date(start));
      // Not the first time of its day, which the page picks to begin with.
      const chosen = claimSlot(
        free.filter((start, index) => index > 0 && dayOf(free[index - 1]!) === dayOf(start)),
        "latest",
      );
      const code = await holdChunk(page, "meeting.reschedule");
      await page.goto(`${linkPath(confirmation, "/meeting/reschedule/")}?date=${dayOf(chosen)}`, {
        waitUntil: "commit",
      });
      const form = page.locator("form").filter({ has: page.getByRole("radio") });
      await expect(form.locator(`input[type="radio"][value="${chosen}"]`)).toBeAttached({ timeout: 20_000 });
      const entries: Entry[] = [{ selector: `input[type="radio"][value="${chosen}"]`, value: true }];
      await fillAtOnce(form, entries, how);
      expectStillHeld(code);
      await waitForHydration(page);
      await expectHeld(form, entries);

      await page.getByRole("button", { name: "Move my meeting" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Your meeting has moved" })).toBeVisible();
      const moved = await mailWithSubject(email, /has moved to/);
      const invite = moved.attachments.find((file) => file.filename === "invite.ics")!.content;
      const compact = chosen.replace(/[-:]|\.\d{3}/g, "");
      expect(invite).toContain(`DTSTART:${compact}`);
    });

    test("cancel page, its button pressed before its code arrives", async ({ page }) => {
      const { email, confirmation } = await bookThroughApi(page.request);
      const code = await holdChunk(page, "meeting.cancel");
      await page.goto(linkPath(confirmation, "/meeting/cancel/"), { waitUntil: "commit" });
      await page.getByRole("button", { name: "Cancel the meeting" }).click();
      expectStillHeld(code);
      await expect(page.getByRole("heading", { level: 1, name: "Your meeting is cancelled" })).toBeVisible();
      const cancelled = await mailWithSubject(email, /^Cancelled: /);
      expect(cancelled.attachments.find((file) => file.filename === "cancel.ics")?.content).toContain("METHOD:CANCEL");
    });

    test("console sign-in e-mail", async ({ page }) => {
      const email = addStaff("staff");
      const code = await holdChunk(page, "console.sign-in");
      await page.goto("/console/sign-in", { waitUntil: "commit" });
      const form = page.locator("form").filter({ has: page.getByLabel("Work e-mail") });
      await expect(form).toBeVisible();
      const entries: Entry[] = [{ selector: 'input[name="email"]', value: email }];
      await fillAtOnce(form, entries, how);
      expectStillHeld(code);
      await waitForHydration(page);
      await expectHeld(form, entries);

      await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
      await expect(page.getByRole("status")).toContainText(`If ${email} belongs to a member of the team`);
      await mailsTo(email);
    });

    test("console lead owner and note", async ({ staff: { page }, seedLead }) => {
      const { id: lead } = await seedLead("Leela Varma");
      const ownerName = `Early Owner ${Date.now()} ${++counter}`;
      addStaff("staff", ownerName);
      const code = await holdChunk(page, "console.people.detail");
      await page.goto(`/console/leads/${lead}`, { waitUntil: "commit" });
      const workflow = page.getByRole("region", { name: "Workflow" });
      const ownerId = await workflow
        .locator("#workflow-owner option")
        .filter({ hasText: ownerName })
        .getAttribute("value");
      await expect(workflow.locator("#workflow-note")).toBeVisible();
      const note = `Called back ${how}.\nDemo on Friday.`;
      const entries: Entry[] = [
        { selector: "#workflow-owner", value: ownerId! },
        { selector: "#workflow-note", value: note },
      ];
      await fillAtOnce(workflow, entries, how);
      expectStillHeld(code);
      await waitForHydration(page);
      await expectHeld(workflow, entries);

      await workflow.getByRole("button", { name: "Save changes" }).click();
      await expect(page.getByRole("status")).toHaveText("Saved: owner, note added.");
      const timeline = page.getByRole("list", { name: "Timeline, newest first" });
      await expect(timeline).toContainText(`Owner set to ${ownerName}`);
      await expect(timeline).toContainText("Called back");
      await expect(timeline).toContainText("Demo on Friday.");
    });

    test("console leads ticked for a bulk change", async ({ staff: { page }, seedLead }) => {
      const run = `${Date.now()} ${++counter}`;
      await seedLead(`Tara Tick ${run}`);
      await seedLead(`Tomas Tick ${run}`);
      const code = await holdChunk(page, "console.leads");
      await page.goto(`/console/leads?q=${encodeURIComponent(`Tick ${run}`)}`, { waitUntil: "commit" });
      const rows = page.getByRole("list", { name: "People" }).getByRole("listitem");
      await expect(rows).toHaveCount(2);
      const entries: Entry[] = [];
      for (const box of await rows.getByRole("checkbox").all()) {
        entries.push({
          selector: `input[type="checkbox"][name="people"][value="${await box.getAttribute("value")}"]`,
          value: true,
        });
      }
      await fillAtOnce(page.locator("main"), entries, how);
      expectStillHeld(code);
      await waitForHydration(page);
      await expectHeld(page.locator("main"), entries);

      const bar = page.getByRole("form", { name: "Change the ticked people" });
      await expect(bar.getByRole("status")).toHaveText("2 of 2 selected");
      await bar.locator("summary", { hasText: "Set status…" }).click();
      await bar.getByRole("button", { name: "Contacted" }).click();
      await expect(page.getByRole("status").filter({ hasText: "people changed" })).toHaveText(/^2 people changed/);
      for (const row of await rows.all()) await expect(row.getByText("Contacted", { exact: true })).toBeVisible();
    });

    // A choice, not typing: once is enough.
    if (how === "typed")
      test("console leads owner menu, its choice pressed before the page's code arrives", async ({
        staff: { page },
        seedLead,
      }) => {
        const run = `${Date.now()} ${++counter}`;
        await seedLead(`Omar Owner ${run}`);
        const ownerName = `Menu Owner ${run}`;
        addStaff("staff", ownerName);
        const code = await holdChunk(page, "console.leads");
        await page.goto(`/console/leads?q=${encodeURIComponent(`Omar Owner ${run}`)}`, { waitUntil: "commit" });
        const row = page.getByRole("list", { name: "People" }).getByRole("listitem");
        await expect(row).toHaveCount(1);
        // The menu is a disclosure and each choice a form's button: both work with no code at all.
        await row.locator("summary", { hasText: "Unassigned" }).click();
        await row.getByRole("button", { name: ownerName }).click();
        await expect(row.locator("summary")).toContainText(ownerName);
        expectStillHeld(code);
      });

    test("console time off", async ({ staff: { page } }) => {
      const code = await holdChunk(page, "console.bookings-time-off");
      await page.goto("/console/bookings/time-off", { waitUntil: "commit" });
      const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Add time off" }) });
      await expect(form.locator("#reason")).toBeVisible();
      // A day years ahead: no other test's slots or meetings are near it.
      const month = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep"][counter % 9];
      const day = `1${how === "typed" ? 2 : 3} ${month} 2031`;
      const reason = `Early offsite ${Date.now()} ${++counter}`;
      const entries: Entry[] = [
        { selector: "#startDate", value: day },
        { selector: 'select[name="startTime"]', value: "10:00" },
        { selector: 'select[name="endTime"]', value: "12:00" },
        { selector: "#reason", value: reason },
      ];
      await fillAtOnce(form, entries, how);
      expectStillHeld(code);
      await waitForHydration(page);
      await expectHeld(form, entries);

      await form.getByRole("button", { name: "Add time off" }).click();
      await expect(page.getByRole("status")).toContainText("The scheduler no longer offers these times.");
      const row = page.getByRole("row").filter({ hasText: reason });
      await expect(row).toContainText("10:00");
      await row.getByRole("button", { name: /^Remove/ }).click();
      await expect(page.getByRole("status")).toHaveText(
        "The period was removed. The scheduler offers its times again.",
      );
    });

    test("console next step, its day written as day, month and year", async ({ staff: { page }, seedLead }) => {
      const { id: lead } = await seedLead("Leela Varma");
      const code = await holdChunk(page, "console.people.detail");
      await page.goto(`/console/leads/${lead}`, { waitUntil: "commit" });
      const workflow = page.getByRole("region", { name: "Workflow" });
      await expect(workflow.locator("#workflow-next-on")).toBeVisible();
      const step = `Send the pricing deck (${how})`;
      const entries: Entry[] = [
        { selector: "#workflow-next-on", value: "24 Dec 2030" },
        { selector: "#workflow-next-text", value: step },
      ];
      await fillAtOnce(workflow, entries, how);
      expectStillHeld(code);
      await waitForHydration(page);
      await expectHeld(workflow, entries);

      await workflow.getByRole("button", { name: "Save changes" }).click();
      await expect(page.getByRole("status")).toHaveText("Saved: next step.");
      await expect(page.getByRole("list", { name: "Timeline, newest first" })).toContainText(
        `Next step set, due Tue 24 Dec 2030: ${step}`,
      );
      await expect(workflow.locator("#workflow-next-on")).toHaveValue("24 Dec 2030");
    });

    test("console meeting owner, on the bookings agenda", async ({ staff: { page }, request }) => {
      const { email, start } = await bookThroughApi(request);
      const ownerName = `Early Meeting Owner ${Date.now()} ${++counter}`;
      addStaff("staff", ownerName);
      const code = await holdChunk(page, "console.bookings");
      await page.goto(agendaPath(start), { waitUntil: "commit" });
      const meeting = page.getByRole("listitem").filter({ hasText: email }).last();
      const owner = meeting.getByLabel("Host of the meeting with Nila Menon");
      const ownerId = await owner.locator("option").filter({ hasText: ownerName }).getAttribute("value");
      const entries: Entry[] = [{ selector: `#${await owner.getAttribute("id")}`, value: ownerId! }];
      await fillAtOnce(meeting, entries, how);
      expectStillHeld(code);
      await waitForHydration(page);
      await expectHeld(meeting, entries);

      await meeting.getByRole("button", { name: "Assign the meeting with Nila Menon" }).click();
      await expect(page.getByRole("status")).toHaveText(`${ownerName} takes the meeting with Nila Menon.`);
    });

    test("console cancel with a message to the visitor", async ({ staff: { page }, request }) => {
      const { email, start } = await bookThroughApi(request);
      const form = await openMeetingChange(page, start, email, "cancel");
      const message = `Sorry, ${how}: our architect is travelling.`;
      const entries: Entry[] = [
        { selector: '[name="message"]', value: message },
        { selector: '[name="reason"]', value: "Architect away" },
      ];
      await fillAtOnce(form.locator, entries, how);
      expectStillHeld(form.code);
      await waitForHydration(page);
      await expectHeld(form.locator, entries);

      await form.locator.getByRole("button", { name: "Cancel and notify" }).click();
      await expect(page).toHaveURL(/changed=cancelled$/);
      const cancellation = await mailWithSubject(email, /^Cancelled: /);
      expect(cancellation.text).toContain(`A message from the team: ${message}`);
      expect(cancellation.attachments.find((file) => file.filename.endsWith(".ics"))?.content).toContain(
        "METHOD:CANCEL",
      );
    });

    test("console reschedule with a new time and a message", async ({ staff: { page }, request }) => {
      const { email, start } = await bookThroughApi(request);
      const form = await openMeetingChange(page, start, email, "reschedule");
      const times = await form.locator
        .locator('select[name="start"] option:not([disabled])')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
      const newStart = claimSlot(times, "latest");
      const message = `Moved ${how}: the demo room is free then.`;
      const entries: Entry[] = [
        // The select until the page's code runs; then the chosen time of the day and time picker.
        {
          selector: 'select[name="start"], input[name="start"]:checked, input[type="hidden"][name="start"]',
          value: newStart,
        },
        { selector: '[name="message"]', value: message },
      ];
      await fillAtOnce(form.locator, entries, how);
      expectStillHeld(form.code);
      await waitForHydration(page);
      await expectHeld(form.locator, entries);

      await form.locator.getByRole("button", { name: "Reschedule and notify" }).click();
      await expect(page).toHaveURL(/changed=moved$/);
      const moved = await mailWithSubject(email, /has moved to/);
      expect(moved.text).toContain(message);
      const compact = newStart.replace(/[-:]|\.\d{3}/g, "");
      expect(moved.attachments.find((file) => file.filename.endsWith(".ics"))?.content).toContain(`DTSTART:${compact}`);
    });

    test("console fix of a bounced address", async ({ staff: { page }, request }) => {
      const stamp = `${Date.now()}.${++counter}`;
      const typo = `early.fix.${how}.${stamp}@exmaple.com`;
      const corrected = `early.fix.${how}.${stamp}@example.com`;
      await refuseMailTo(typo, true);
      try {
        const lead = await requestMeetingThroughApi(request, typo);
        const rowOf = () => page.getByRole("row").filter({ has: page.locator(`a[href="/console/leads/${lead}"]`) });
        await expect(async () => {
          await page.goto("/console/deliveries?status=failed");
          await expect(rowOf()).toHaveCount(1, { timeout: 1000 });
        }).toPass({ timeout: 20_000 });
        const code = await holdChunk(page, "console.deliveries");
        await page.goto("/console/deliveries?status=failed", { waitUntil: "commit" });
        const row = rowOf();
        // The form opens without script (a details element).
        await row.getByText("Fix address and resend").click();
        const entries: Entry[] = [{ selector: 'input[type="email"]', value: corrected }];
        await row.locator('input[type="email"]').evaluate((input) => {
          (input as HTMLInputElement).value = "";
        });
        await fillAtOnce(row, entries, how);
        expectStillHeld(code);
        await waitForHydration(page);
        await expectHeld(row, entries);

        await row.getByRole("button", { name: "Save the address and resend" }).click();
        await expect(page.getByRole("status")).toHaveText(
          `The address is corrected and the e-mail is being sent to ${corrected} now.`,
        );
        await mailsTo(corrected);
      } finally {
        await refuseMailTo(typo, false);
      }
    });
  });
}

/** The agenda from the day before the meeting (in any time zone) for a week. */
function agendaPath(start: string): string {
  const dayBefore = new Date(Date.parse(start) - 86_400_000).toISOString().slice(0, 10);
  return `/console/bookings?from=${dayBefore}&days=7`;
}

/** Opens a meeting's cancel or reschedule page from the agenda with the page's code held back. */
async function openMeetingChange(
  page: Page,
  start: string,
  email: string,
  change: "cancel" | "reschedule",
): Promise<{ locator: Locator; code: HeldCode }> {
  await page.goto(agendaPath(start));
  const link = page
    .getByRole("listitem")
    .filter({ hasText: email })
    .last()
    .getByRole("link", { name: change === "cancel" ? /^Cancel the meeting with/ : /^Reschedule the meeting with/ });
  const href = await link.getAttribute("href");
  const code = await holdChunk(page, `console.bookings-${change}`);
  await page.goto(href!, { waitUntil: "commit" });
  const locator = page.locator("form").filter({ has: page.locator('[name="message"]') });
  await expect(locator).toBeVisible();
  return { locator, code };
}
