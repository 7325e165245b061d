/**
 * Staff console: the bookings agenda, cancelling a booking (the visitor's mailbox gets the
 * cancellation with its .ics), time off the public scheduler respects at once, data
 * protection (find, download, erase) for admins only, and the audit log of all of it.
 */
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { AUDIT_ACTION_LABELS } from "#shared/console/audit.ts";
import { writeTypedDay } from "#shared/console/typed-day.ts";
import { defaultSchedulingConfig } from "#shared/scheduling/availability-rules.ts";
import { isoDateInZone } from "#shared/scheduling/zoned-time.ts";
import { expectAccessible } from "./axe";
import { expect, signInAs, test } from "./console-fixtures";
import { DESKTOP, MOBILE, TABLET, waitForHydration } from "./fixtures";
import { bookThroughApi } from "./mailbox";
import { claimDay, claimSlot } from "./slot-claims";
import { onDatabase } from "./test-database";
import { expectLinesFilled } from "./text-lines";

const ZONE = defaultSchedulingConfig.teamTimeZone;
let counter = 0;

async function publicSlots(request: APIRequestContext): Promise<string[]> {
  const body = (await (await request.get("/api/scheduling/slots")).json()) as { slots: { start: string }[] };
  return body.slots.map((slot) => slot.start);
}

/** axe at phone and desktop widths, and nothing wider than the phone's screen. */
async function expectGoodLayouts(page: Page, label: string): Promise<void> {
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await expectAccessible(page, `${label} at ${viewport.width} px`);
    if (viewport === MOBILE) {
      // The elements that reach past the screen's edge (a frame that scrolls sideways, such as a table's or the
      // reschedule page's row of days, clips its own).
      const overflowing = await page.evaluate(() =>
        [...document.querySelectorAll("body *")]
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
          .filter((element) => !element.closest('[role="region"]'))
          .filter((element) => {
            for (let frame = element.parentElement; frame; frame = frame.parentElement) {
              if (["auto", "scroll"].includes(getComputedStyle(frame).overflowX)) return false;
            }
            return true;
          })
          .map(
            (element) => `${element.tagName.toLowerCase()}.${element.className}: ${element.textContent?.slice(0, 40)}`,
          ),
      );
      expect(overflowing, `${label} overflows at 375 px`).toEqual([]);
    }
  }
}

/**
 * The agenda's toolbar, measured after the page's code runs: on a wide screen every control's caption or label on
 * one top line; on a tablet the gaps between the three controls alike; a meeting without a host shows a quiet select.
 */
async function expectToolbarInLine(page: Page): Promise<void> {
  for (const viewport of [DESKTOP, TABLET]) {
    await page.setViewportSize(viewport);
    await waitForHydration(page);
    const toolbar = await page.evaluate(() => {
      const pages = document.querySelector('nav[aria-label="Agenda pages"]');
      const whose = document.querySelector('nav[aria-label="Whose meetings"]');
      const day = document.querySelector('label[for="agenda-from"]')?.parentElement;
      const rect = (element: Element | null | undefined) => element?.getBoundingClientRect() ?? new DOMRect(Number.NaN);
      const hostless = [...document.querySelectorAll<HTMLSelectElement>('select[name="owner"]')].find(
        (select) => select.value === "",
      );
      return {
        tops: [pages?.previousElementSibling, day, whose?.previousElementSibling].map((element) => rect(element).top),
        gaps: [rect(day).left - rect(pages).right, rect(whose).left - rect(day).right],
        hostlessBorder: hostless ? getComputedStyle(hostless).borderTopColor : "rgba(0, 0, 0, 0)",
      };
    });
    if (viewport === DESKTOP) {
      expect(Math.max(...toolbar.tops) - Math.min(...toolbar.tops), "one top line").toBeLessThanOrEqual(1);
      expect(toolbar.hostlessBorder, "no box round “No host yet”").toBe("rgba(0, 0, 0, 0)");
    } else {
      expect(Math.abs((toolbar.gaps[0] ?? 0) - (toolbar.gaps[1] ?? 0)), "even gaps").toBeLessThanOrEqual(1);
    }
  }
}

/**
 * The reschedule picker at desktop width, measured after the page's code runs: it starts above the fold; the days'
 * and the times' titles share one line; every time is as tall as the others; the days end on a full week.
 */
async function expectPickerLayout(page: Page): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await waitForHydration(page);
  const picker = await page.evaluate(() => {
    const group = document.querySelector('[role="group"][aria-label="Day"]');
    const days = [...(group?.querySelectorAll("button") ?? [])].map((day) => day.getBoundingClientRect());
    const times = [...document.querySelectorAll('[role="radiogroup"] label')].map(
      (time) => time.getBoundingClientRect().height,
    );
    return {
      fold: window.innerHeight,
      firstDayBottom: days[0]?.bottom ?? Number.NaN,
      titleTops: [group?.previousElementSibling, document.querySelector("#reschedule-times-title")].map(
        (title) => title?.getBoundingClientRect().top ?? Number.NaN,
      ),
      timeHeights: [...new Set(times)],
      lastDayRight: days.at(-1)?.right ?? Number.NaN,
      rowRight: Math.max(...days.map((day) => day.right)),
    };
  });
  expect(picker.firstDayBottom, "the days start above the fold").toBeLessThan(picker.fold);
  expect(picker.titleTops[0], "the two titles on one line").toBe(picker.titleTops[1]);
  expect(picker.timeHeights, "every time one height").toHaveLength(1);
  expect(picker.lastDayRight, "the last row of days is a full week").toBe(picker.rowRight);
}

test("on a phone a meeting's notes run the card's full width, no line broken early", async ({ page, request }) => {
  const notes = "A hotel TV home screen demo for 40 rooms.";
  const { email, start } = await bookThroughApi(request, { notes });
  await signInAs(page, "staff");
  await page.setViewportSize(MOBILE);
  await page.goto(`/console/bookings?from=${isoDateInZone(Date.parse(start), ZONE)}&days=7`);
  const meeting = page.getByRole("listitem").filter({ hasText: email }).last();
  await expectLinesFilled(meeting.getByText(notes), "the meeting's notes");
});

test("the agenda shows a booking; I take it, find it under Mine, and cancelling it with a message mails the visitor a METHOD:CANCEL .ics", async ({
  page,
  request,
  mailbox,
}) => {
  test.setTimeout(60_000); // two layouts of three pages, each scanned by axe
  const { email, start } = await bookThroughApi(request);
  const owner = `Owner ${Date.now()}.${++counter}`;
  await signInAs(page, "staff", owner);
  const day = isoDateInZone(Date.parse(start), ZONE);
  await page.goto(`/console/bookings?from=${day}&days=7`);
  await expect(page.getByRole("heading", { level: 1, name: "Bookings" })).toBeVisible();
  // The meeting's own item (the day's item holds it too).
  const meeting = page.getByRole("listitem").filter({ hasText: email }).last();
  await expect(meeting).toContainText("Nila Menon");
  await expect(meeting).toContainText("Confirmed");
  // The visitor's zone as people say it: its place and abbreviation, not its database id.
  await expect(meeting).toContainText(/Visitor's time: \d{1,2}:\d{2}\s[ap]m in London \((GMT|BST)\)/);
  await expect(meeting.getByRole("link", { name: "Nila Menon", exact: true })).toHaveAttribute(
    "href",
    /^\/console\/leads\/[0-9a-f-]{36}$/,
  );
  await expect(page.getByText("No meetings.").first()).toBeVisible();

  // Not mine yet: the "Mine" view leaves it out until I take it.
  await page.getByRole("link", { name: "Mine", exact: true }).click();
  await expect(page).toHaveURL(/&mine$/);
  await expect(page.getByRole("listitem").filter({ hasText: email })).toHaveCount(0);
  await page.getByRole("link", { name: "All meetings" }).click();
  // One control: the select, whose button shows once another owner is chosen.
  const assign = meeting.getByRole("button", { name: "Assign the meeting with Nila Menon" });
  await expect(assign).toBeHidden();
  await meeting.getByLabel("Host of the meeting with Nila Menon").selectOption({ label: owner });
  await assign.click();
  await expect(page.getByRole("status")).toHaveText(`${owner} takes the meeting with Nila Menon.`);
  await page.getByRole("link", { name: "Mine", exact: true }).click();
  const mine = page.getByRole("listitem").filter({ hasText: email }).last();
  await expect(mine).toContainText("Nila Menon");
  await expect(mine.getByLabel("Host of the meeting with Nila Menon")).toHaveValue(/.+/);
  // Upcoming: moved or cancelled, not marked held yet.
  await expect(mine.getByRole("button", { name: /^Mark held/ })).toHaveCount(0);
  await expectGoodLayouts(page, "bookings agenda");
  await expectToolbarInLine(page);

  await meeting.getByRole("link", { name: /Cancel the meeting with Nila Menon/ }).click();
  await expect(page.getByRole("heading", { name: "Cancel this meeting?" })).toBeVisible();
  // When and with whom in one line; the rest of the meeting one press away.
  await expect(page.getByText(/^Booked for \w{3}\s\d{1,2}\s\w{3}.* with Nila Menon/)).toBeVisible();
  await page.getByText("Meeting details").click();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await expectGoodLayouts(page, "cancel confirmation");
  // On a phone too, the warning is read before the destructive button.
  await page.setViewportSize(MOBILE);
  await waitForHydration(page);
  const [warningBottom, buttonTop] = await page.evaluate(() => [
    document.querySelector("#cancel-final")?.getBoundingClientRect().bottom ?? Number.NaN,
    document.querySelector('button[aria-describedby="cancel-final"]')?.getBoundingClientRect().top ?? Number.NaN,
  ]);
  expect(warningBottom, "“This cannot be undone.” above the button").toBeLessThanOrEqual(buttonTop);
  await page
    .getByLabel("Message to the visitor (optional)")
    .fill("We are sorry: our architect is travelling that day.");
  await page.getByLabel("Internal note (optional)").fill("The account manager is ill");
  await page.getByRole("button", { name: "Cancel and notify" }).click();

  await expect(page).toHaveURL(/\/console\/bookings\?from=\d{4}-\d{2}-\d{2}&changed=cancelled$/);
  await expect(page.getByRole("status")).toContainText("The meeting was cancelled");
  await expect(page.getByRole("listitem").filter({ hasText: email }).last()).toContainText("Cancelled");

  const mails = await mailbox.to(email, 2);
  const cancellation = mails.find((mail) => mail.subject.startsWith("Cancelled:"));
  expect(cancellation?.text).toContain("the Horizon team had to cancel");
  expect(cancellation?.text).toContain("A message from the team: We are sorry: our architect is travelling that day.");
  const ics = cancellation?.attachments.find((file) => file.filename.endsWith(".ics"));
  expect(ics?.content).toContain("METHOD:CANCEL");
  expect(ics?.content).toContain("STATUS:CANCELLED");
  await expect.poll(async () => (await publicSlots(request)).includes(start)).toBe(true);
});

test("a meeting that ended waits above the days for held or no-show, with what the visitor wanted", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000); // axe at two widths
  const { email } = await bookThroughApi(request);
  // The meeting took place two days ago, as if the clock had run on (no page can move a meeting into the past).
  const start = Date.now() - 2 * 86_400_000;
  const wants = "A walkthrough of the hotel TV home screen for our 40 properties.";
  await onDatabase([
    {
      sql: "update bookings set slot_start = ?, slot_end = ?, notes = ? where email = ?",
      params: [new Date(start).toISOString(), new Date(start + 1_800_000).toISOString(), wants, email],
    },
  ]);
  await signInAs(page, "staff");
  await page.goto("/console/bookings");
  const awaiting = page.getByRole("region", { name: /^Held or no-show\?/ });
  const meeting = awaiting.getByRole("listitem").filter({ hasText: email });
  await expect(meeting).toContainText(wants);
  // Over, so never "Confirmed" as if still to come; the list's title says what to do (no pill repeats it).
  await expect(meeting).not.toContainText("Confirmed");
  await expect(meeting).not.toContainText("Ended — mark held or no-show");
  await expect(meeting.getByRole("link", { name: /Cancel the meeting/ })).toHaveCount(0);
  await expectGoodLayouts(page, "meetings awaiting an outcome");
  await meeting.getByRole("button", { name: "Mark held the meeting with Nila Menon" }).click();
  await expect(page.getByRole("status")).toHaveText("The meeting with Nila Menon is marked held.");
  await expect(page.getByRole("listitem").filter({ hasText: email })).toHaveCount(0);
});

test("on the person's record, an ended meeting is marked from its timeline and the person taken with Assign to me", async ({
  page,
  request,
}) => {
  const { email } = await bookThroughApi(request);
  const start = Date.now() - 2 * 86_400_000;
  await onDatabase([
    {
      sql: "update bookings set slot_start = ?, slot_end = ? where email = ?",
      params: [new Date(start).toISOString(), new Date(start + 1_800_000).toISOString(), email],
    },
  ]);
  await signInAs(page, "staff");
  await page.goto("/console/bookings");
  await page
    .getByRole("region", { name: /^Held or no-show\?/ })
    .getByRole("listitem")
    .filter({ hasText: email })
    .getByRole("link", { name: "Nila Menon" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Nila Menon" })).toBeVisible();
  await page.getByRole("button", { name: "Assign to me" }).click();
  await expect(page.getByRole("status")).toHaveText("Assigned to you.");
  await expect(page.getByRole("button", { name: "Assign to me" })).toHaveCount(0);
  const timeline = page.getByRole("list", { name: "Timeline, newest first" });
  await expect(timeline).toContainText("Ended — mark held or no-show");
  // Only this person's meetings can be marked from their record, whatever the form posts.
  const outcomeForm = timeline.locator("form").filter({ has: page.getByRole("button", { name: "Mark no-show" }) });
  const fields = await outcomeForm.evaluate((form) =>
    Object.fromEntries([...new FormData(form as HTMLFormElement)].map(([name, value]) => [name, String(value)])),
  );
  const someoneElses = await page.request.post(page.url(), {
    headers: { Origin: new URL(page.url()).origin },
    form: { ...fields, outcome: "no-show", booking: randomUUID() },
  });
  expect(someoneElses.status()).toBe(400);
  expect(await someoneElses.text()).toContain("Choose one of this person&#x27;s meetings.");
  await timeline.getByRole("button", { name: "Mark no-show" }).click();
  await expect(page.getByRole("status")).toHaveText("The meeting with Nila Menon is marked a no-show.");
  await expect(timeline.getByRole("button", { name: /^Mark / })).toHaveCount(0);
  await expect(timeline).toContainText("No-show");
});

test("moving a meeting with a message mails the visitor the same invitation (UID) with a higher SEQUENCE", async ({
  staff: { page },
  request,
  mailbox,
}) => {
  const { email, start, confirmation } = await bookThroughApi(request);
  const target = claimSlot(await publicSlots(request), "latest");
  await page.goto(`/console/bookings?from=${isoDateInZone(Date.parse(start), ZONE)}&days=1`);
  await page
    .getByRole("listitem")
    .filter({ hasText: email })
    .last()
    .getByRole("link", { name: /Reschedule the meeting with Nila Menon/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Reschedule this meeting" })).toBeVisible();
  await expectGoodLayouts(page, "move a meeting");
  await expectPickerLayout(page);
  // A day, then one of its free times: both are grids of equal cells, several to a row.
  const times = page.getByRole("group", { name: /^Free times, / });
  for (const cells of [times.getByRole("group", { name: "Day" }).getByRole("button"), times.getByRole("radio")]) {
    const [first, second] = [await cells.nth(0).boundingBox(), await cells.nth(1).boundingBox()];
    expect(second?.y, "the second cell shares the first one's row").toBe(first?.y);
  }
  // The meeting's own time is in its day's grid, marked and not to be chosen again, and not counted as free.
  const meetingDay = times
    .getByRole("group", { name: "Day" })
    .locator(`button[data-day="${isoDateInZone(Date.parse(start), ZONE)}"]`);
  await meetingDay.click();
  const current = times.locator(`input[name="start"][value="${start}"]`);
  await expect(current).toBeDisabled();
  await expect(current.locator("xpath=..")).toContainText("Current");
  const choosable = await times.locator('input[name="start"]:not(:disabled)').count();
  await expect(meetingDay).toContainText(`${choosable} free`);
  await expect(page.getByText("Choose a new time above.")).toBeVisible();
  // Nothing to send until a time is chosen.
  const reschedule = page.getByRole("button", { name: "Reschedule and notify" });
  await expect(reschedule).toBeDisabled();
  await times
    .getByRole("group", { name: "Day" })
    .locator(`button[data-day="${isoDateInZone(Date.parse(target), ZONE)}"]`)
    .click();
  // The chosen day's times are named for it, on the page as for a screen reader.
  const dayTimes = times.getByRole("radiogroup", { name: /^Times on \S/ });
  await expect(dayTimes).toBeVisible();
  await expect(times.getByText(/^Times on \S/)).toBeVisible();
  await dayTimes.locator(`input[name="start"][value="${target}"]`).check();
  // What the button will do, in words, before it is pressed.
  await expect(page.getByText(/^Moves to \w{3}\s\d{1,2}\s\w{3}, \d{1,2}:\d{2}\s[ap]m–/)).toBeVisible();
  await page.getByLabel("Message to the visitor (optional)").fill("Our architect can join at this time.");
  await expect(reschedule).toBeEnabled();
  await reschedule.click();
  await expect(page).toHaveURL(/changed=moved$/);
  await expect(page.getByRole("status")).toContainText("The meeting was moved");

  const mails = await mailbox.to(email, 2);
  const moved = mails.find((mail) => mail.subject.startsWith("Your meeting with Horizon has moved"));
  expect(moved?.text).toContain("A message from the team: Our architect can join at this time.");
  const ics = moved?.attachments.find((file) => file.filename.endsWith(".ics"))?.content ?? "";
  const uidOf = (text: string) => /UID:(.+)/.exec(text.replace(/\r\n /g, ""))?.[1];
  const original = confirmation.attachments.find((file) => file.filename.endsWith(".ics"))?.content ?? "";
  expect(ics).toContain("METHOD:REQUEST");
  expect(ics).toContain("SEQUENCE:1");
  expect(uidOf(ics)).toBe(uidOf(original));
  await expect.poll(async () => (await publicSlots(request)).includes(start)).toBe(true);
});

test("time off takes its times off the public slots at once; bad periods are refused on their field", async ({
  staff: { page },
  request,
}) => {
  await page.goto("/console/bookings/time-off");
  await expect(page.getByRole("heading", { level: 1, name: "Time off and blocked periods" })).toBeVisible();

  // A whole day no other test books on.
  const slots = await publicSlots(request);
  const day = claimDay(slots, (start) => isoDateInZone(Date.parse(start), ZONE));
  const onDay = (starts: string[]) => starts.filter((start) => isoDateInZone(Date.parse(start), ZONE) === day);
  expect(onDay(slots).length).toBeGreaterThan(0);

  await page.getByLabel("First day").fill(day);
  await page.getByLabel("Start time").selectOption("12:00");
  await page.getByLabel("End time").selectOption("11:00");
  await page.getByRole("button", { name: "Add time off" }).click();
  await expect(page.getByRole("alert")).toHaveText("The end must be after the start.");
  await expect(page.getByLabel("End time")).toHaveAttribute("aria-invalid", "true");
  // The console's day field: the day typed comes back, written as every console day is ("5 Dec 2026").
  await expect(page.getByLabel("First day")).toHaveValue(writeTypedDay(day));
  await expect(page.getByLabel("Start time")).toHaveValue("12:00");

  await page.getByLabel("Start time").selectOption("");
  await page.getByLabel("End time").selectOption("");
  await page.getByLabel("Reason (optional)").fill("Team offsite");
  await page.getByRole("button", { name: "Add time off" }).click();
  await expect(page.getByRole("status")).toContainText("The scheduler no longer offers these times.");
  const row = page.getByRole("row").filter({ hasText: "Team offsite" });
  await expect(row).toHaveCount(1);
  expect(onDay(await publicSlots(request))).toEqual([]);
  await expectGoodLayouts(page, "time off");
  // A day field shows an example, not a format mask; the periods and the form share one column as wide as the form.
  await expect(page.getByLabel("First day")).toHaveAttribute("placeholder", /^e\.g\. \d{1,2} \w{3} \d{4}$/);
  const widths = await page.evaluate(() =>
    ["periods-title", "add-title"].map(
      (id) => document.querySelector(`section[aria-labelledby="${id}"]`)?.getBoundingClientRect().width ?? 0,
    ),
  );
  expect(widths[0], "both cards one width").toBe(widths[1]);
  expect(widths[1], "no card wider than its form's four boxes in a row").toBeLessThan(960);

  await page.goto(`/console/bookings?from=${day}&days=1`);
  await expect(page.getByText("Time off · All day · Team offsite")).toBeVisible();

  await page.goto("/console/bookings/time-off");
  await page
    .getByRole("row")
    .filter({ hasText: "Team offsite" })
    .getByRole("button", { name: /^Remove/ })
    .click();
  await expect(page.getByRole("status")).toHaveText("The period was removed. The scheduler offers its times again.");
  expect(onDay(await publicSlots(request)).length).toBeGreaterThan(0);
});

test("an admin finds, downloads and erases an address; staff cannot reach data protection", async ({
  admin: { page },
  browser,
  request,
}) => {
  test.setTimeout(120_000); // a long flow (two sign-ins, a download, an erasure) with four accessibility scans
  const email = `erase.me.${Date.now()}.${++counter}@example.com`;
  const meeting = await request.post("/api/meeting-requests", {
    data: { name: "Tanvi Erasable", email, company: "Erasable Media", message: "Please call me." },
  });
  expect(meeting.status()).toBe(201);
  const start = claimSlot(await publicSlots(request), "latest");
  const booking = await request.post("/api/scheduling/bookings", {
    data: { start, name: "Tanvi Erasable", email, timeZone: "Asia/Kolkata" },
  });
  expect(booking.status()).toBe(201);

  await page.goto("/console/privacy");
  await expectGoodLayouts(page, "data protection");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Find", exact: true }).click();
  await expect(page.getByRole("heading", { name: `Held about ${email}` })).toBeVisible();
  const records = page.getByRole("region", { name: "Records" });
  await expect(records.getByRole("row")).toHaveCount(3);
  await expect(records).toContainText("Meeting request");
  await expect(records).toContainText("Booking");
  await expectGoodLayouts(page, "data protection summary");

  const downloadStarted = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download as JSON" }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
  const document = JSON.parse(await readFile((await download.path())!, "utf8"));
  expect(document.email).toBe(email);
  expect(document.meetingRequests[0]).toMatchObject({ name: "Tanvi Erasable", message: "Please call me." });
  expect(document.bookings[0]).toMatchObject({ email, slot_start: start });

  // The upcoming meeting is cancelled first, so the visitor is told.
  await page.getByRole("link", { name: /^Cancel the meeting on/ }).click();
  await page.getByRole("button", { name: "Cancel and notify" }).click();
  await expect(page.getByRole("status")).toContainText("The meeting was cancelled");

  await page.goto("/console/privacy");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Find", exact: true }).click();
  await page.getByLabel("Type the address again to confirm").fill("someone.else@example.com");
  await page.getByRole("button", { name: "Erase personal data" }).click();
  await expect(page.getByRole("alert")).toHaveText("Type the address exactly as above to confirm the erasure.");
  await page.getByLabel("Type the address again to confirm").fill(email);
  await page.getByRole("button", { name: "Erase personal data" }).click();
  await expect(page.getByRole("status")).toContainText(`The personal data of ${email} was erased from 2 leads`);

  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Find", exact: true }).click();
  await expect(page.getByText("No leads or bookings mention this address.")).toBeVisible();
  // The page lists the latest requests (from the audit log, the address masked as it keeps it).
  const requests = page.getByRole("region", { name: "Requests, newest first" });
  await expect(requests.getByRole("row").nth(1)).toContainText("Personal data looked up");
  await expect(requests).toContainText("Personal data erased");
  await expect(requests).not.toContainText(email);

  const staffPage = await browser.newPage();
  await signInAs(staffPage, "staff");
  const refused = await staffPage.goto("/console/privacy");
  expect(refused?.status()).toBe(403);
  await expect(staffPage.getByRole("heading", { name: "Not available to your role" })).toBeVisible();
  await expect(staffPage.getByRole("link", { name: "Data protection" })).toHaveCount(0);
  const post = await staffPage.request.post("/console/privacy/download", {
    headers: { Origin: new URL(staffPage.url()).origin },
    form: { email },
  });
  expect(post.status()).toBe(403);
  expect((await staffPage.goto("/console/audit"))?.status()).toBe(403);
  await staffPage.close();

  const entries = page.getByRole("region", { name: "Audit entries" });
  // Filtered by action: other tests running alongside add entries enough to push these off the first page.
  for (const action of ["privacy.find", "privacy.download", "privacy.erase", "booking.cancel"]) {
    await page.goto(`/console/audit?action=${action}`);
    await expect(
      entries.getByRole("cell", { name: AUDIT_ACTION_LABELS[action] ?? action, exact: true }).first(),
    ).toBeVisible();
  }
  await page.goto("/console/audit");
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  await expect(entries).not.toContainText(email);
  await expectGoodLayouts(page, "audit log");
  // A choice applies the filter at once (no button once the page's code runs).
  await page.getByLabel("Action", { exact: true }).selectOption({ label: "Personal data erased" });
  await expect(page).toHaveURL(/action=privacy\.erase/);
  // The address changes as the navigation starts to commit; the filtered rows may render a moment later.
  const actions = async () => new Set(await entries.getByRole("row").locator("td:nth-child(3)").allTextContents());
  await expect.poll(actions).toEqual(new Set(["Personal data erased"]));
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the agenda pages through days and the time-off form answers a refusal with 422 on its field", async ({
    staff: { page },
  }) => {
    await page.goto("/console/bookings?days=1");
    const today = await page.getByLabel("From", { exact: true }).inputValue();
    await page.getByRole("link", { name: "Next day" }).click();
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&days=1$/);
    expect(await page.getByLabel("From", { exact: true }).inputValue()).not.toBe(today);
    await page.getByRole("link", { name: "Today" }).click();
    expect(await page.getByLabel("From", { exact: true }).inputValue()).toBe(today);

    await page.goto("/console/bookings/time-off");
    // The console's day field, read by the server as typed (without the page's code too).
    await page.getByLabel("First day").fill("1 Jan 2020");
    await page.getByLabel("Reason (optional)").fill("Long ago");
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Add time off" }).click();
    expect((await answer).status()).toBe(422);
    await expect(page.getByRole("alert")).toHaveText("This period is already over. Time off must end in the future.");
    await expect(page.getByLabel("Last day (optional)")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Reason (optional)")).toHaveValue("Long ago");
  });
});
