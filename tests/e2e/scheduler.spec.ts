import { expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "./axe";
import { DESKTOP, MOBILE, waitForHydration } from "./fixtures";
import { claimSlot, claimSlotAndNeighbour, pickTime } from "./slot-claims";

const TAKEN = "This time was just taken — please pick another.";
const VISITOR_ZONE = "America/New_York";
const LOAD_TIMEOUT = 30_000;

interface Slot {
  start: string;
  end: string;
}

/** The day (YYYY-MM-DD) of an instant on the visitor's clock. */
function visitorDate(iso: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: VISITOR_ZONE }).format(new Date(iso));
}

async function freeSlots(page: Page): Promise<Slot[]> {
  const response = await page.request.get("/api/scheduling/slots");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { slots: Slot[] }).slots;
}

async function openScheduler(page: Page, query = "") {
  await page.goto(`/bookmeeting${query}`);
  await waitForHydration(page);
  const scheduler = page.getByTestId("meeting-scheduler");
  await scheduler.scrollIntoViewIfNeeded();
  // Its code and the free times load when it comes near the viewport.
  await expect(scheduler.getByRole("grid")).toBeVisible({ timeout: LOAD_TIMEOUT });
  return scheduler;
}

async function expectNoAxeViolations(page: Page) {
  await expectAccessible(page, "the scheduler", { include: '[data-testid="meeting-scheduler"]' });
}

// The tests book real slots on one server: run them one after another. Accessibility scans
// take several seconds each on a busy machine, hence the longer time limit.
test.describe.configure({ mode: "serial", timeout: 90_000 });

test.describe("meeting scheduler on /bookmeeting", () => {
  test.use({ timezoneId: VISITOR_ZONE, locale: "en-US", viewport: DESKTOP });

  test("books a meeting chosen by keyboard and confirms it in both time zones", async ({ page }) => {
    test.setTimeout(120_000); // a long flow with three accessibility scans on a shared machine
    const slots = await freeSlots(page);
    const firstDay = visitorDate(slots[0]!.start);
    const start = claimSlot(
      slots.map((slot) => slot.start),
      "earliest",
    );
    // A new address each time: one address may hold only two upcoming meetings.
    const email = `asha.${Date.now()}@example.com`;
    const scheduler = await openScheduler(
      page,
      `?name=Asha%20Rao&email=${encodeURIComponent(email)}&a1=Hotels&utm_source=e2e&utm_campaign=scheduler`,
    );

    // The visitor's zone is detected; the team's zone is noted.
    await expect(scheduler.getByLabel("Times shown in")).toHaveValue(VISITOR_ZONE);
    await expect(scheduler.getByText(/Our team works in India Standard Time/)).toBeVisible();

    // The grid has one tab stop, on the first day with free times.
    const grid = scheduler.getByRole("grid");
    const tabStop = grid.locator('button[tabindex="0"]');
    await expect(tabStop).toHaveAttribute("data-date", firstDay);
    await tabStop.focus();
    const focusedDate = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.date);

    await page.keyboard.press("ArrowRight");
    await expect.poll(focusedDate).not.toBe(firstDay);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(focusedDate).toBe(firstDay);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowUp");
    await expect.poll(focusedDate).toBe(firstDay);
    const weekday = (date: string | undefined) => new Date(`${date}T12:00:00Z`).getUTCDay();
    await page.keyboard.press("End");
    await expect.poll(async () => weekday(await focusedDate())).toBe(0); // Sunday
    await page.keyboard.press("Home");
    // Monday of that week, unless that is before today (the first day the calendar allows).
    const today = visitorDate(new Date().toISOString());
    await expect
      .poll(async () => {
        const date = await focusedDate();
        return weekday(date) === 1 || date === today;
      })
      .toBe(true);
    await page.keyboard.press("PageDown");
    await expect.poll(focusedDate).not.toBe(firstDay);
    await page.keyboard.press("PageUp");
    // Back to the first day by arrows: it is within a week of where Home left the focus.
    for (let step = 0; step < 7 && (await focusedDate()) !== firstDay; step++) {
      await page.keyboard.press((await focusedDate())! < firstDay ? "ArrowRight" : "ArrowLeft");
    }
    await expect.poll(focusedDate).toBe(firstDay);
    await expect(page.locator(`button[data-date="${firstDay}"]`)).toHaveAccessibleName(/\d+ times? available$/);
    await page.keyboard.press("Enter");
    await expect(page.locator(`button[data-date="${firstDay}"]`)).toHaveAttribute("aria-pressed", "true");

    // Times of that day, on the visitor's clock with the team's alongside.
    const times = scheduler.getByRole("list").getByRole("button");
    await expect(times.first()).toBeVisible();
    await expect(times.first()).toContainText("team time");
    await expectNoAxeViolations(page);
    await pickTime(scheduler, start, VISITOR_ZONE);

    // Details, prefilled from the link.
    await expect(scheduler.getByRole("heading", { name: "Your details" })).toBeFocused();
    await expect(scheduler.getByLabel("Name", { exact: true })).toHaveValue("Asha Rao");
    await expect(scheduler.getByLabel("Email", { exact: true })).toHaveValue(email);
    await scheduler.getByLabel("Company (optional)").fill("Example Streaming");
    await scheduler.getByLabel("Guests (optional)").fill("ops@example.com, nope");
    await scheduler.getByLabel("Notes (optional)").fill("VIVRE and the Hospitality Suite, please.");
    await expectNoAxeViolations(page);

    // A bad guest address is caught before sending, on its field.
    await scheduler.getByRole("button", { name: "Confirm booking" }).click();
    const guests = scheduler.getByLabel("Guests (optional)");
    await expect(guests).toBeFocused();
    await expect(guests).toHaveAttribute("aria-invalid", "true");
    await expect(guests).toHaveAccessibleDescription(/Each guest must be a valid e-mail address/);
    await guests.fill("ops@example.com");
    await scheduler.getByRole("button", { name: "Confirm booking" }).click();

    // Confirmation on both clocks, with the calendar file.
    await expect(scheduler.getByRole("heading", { name: "Your meeting is booked" })).toBeFocused();
    await expect(scheduler.getByTestId("booking-visitor-time")).toContainText(/E[SD]T/);
    await expect(scheduler.getByTestId("booking-team-time")).toContainText("GMT+5:30");
    await expect(scheduler.getByText(`Asha Rao (${email}), with ops@example.com`)).toBeVisible();
    const ics = scheduler.getByRole("link", { name: "Add to calendar (.ics)" });
    const href = await ics.getAttribute("href");
    expect(href).toMatch(/^\/api\/scheduling\/bookings\/[0-9a-f-]{36}\.ics$/);
    await expectNoAxeViolations(page);

    const file = await page.request.get(href!);
    expect(file.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    // Unfolded: iCalendar wraps lines longer than 75 octets, as a long address makes this one.
    const text = (await file.text()).replace(/\r\n[ \t]/g, "");
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain(`ATTENDEE;CN="Asha Rao";ROLE=REQ-PARTICIPANT:mailto:${email}`);

    const download = page.waitForEvent("download");
    await ics.click();
    expect((await download).suggestedFilename()).toMatch(/^horizon-meeting-\d{4}-\d{2}-\d{2}\.ics$/);
  });

  test("tells the visitor when the slot was just taken and offers the remaining times", async ({ page }) => {
    // A day with a second time this test keeps free, so the day's times come back after the rival books.
    const start = claimSlotAndNeighbour(
      (await freeSlots(page)).map((slot) => slot.start),
      visitorDate,
    );
    const scheduler = await openScheduler(page, "?name=Second%20Visitor&email=second%40example.com");
    await pickTime(scheduler, start, VISITOR_ZONE);

    // Someone else books the same time meanwhile.
    const rival = await page.request.post("/api/scheduling/bookings", {
      data: { start, name: "Rival", email: `rival.${Date.now()}@example.com`, timeZone: "Europe/London" },
    });
    expect(rival.status()).toBe(201);

    await scheduler.getByRole("button", { name: "Confirm booking" }).click();
    const alert = scheduler.getByRole("alert");
    await expect(alert).toHaveText(TAKEN);
    await expect(alert).toBeFocused();
    // Back on the day's times, refreshed without the taken one (other tests may book that day too).
    await expect(scheduler.getByRole("list").getByRole("button").first()).toBeVisible();
    await expect(scheduler.locator(`button[data-start="${start}"]`)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("loads the confirmation's code while the visitor fills in the details, and confirms plainly without it", async ({
    page,
  }) => {
    const start = claimSlot(
      (await freeSlots(page)).map((slot) => slot.start),
      "latest",
    );
    const confirmationCode: string[] = [];
    await page.route(/\/assets\/BookingConfirmation-[\w-]+\.js$/, (route) => {
      confirmationCode.push(route.request().url());
      return route.abort();
    });
    const email = `plain.${Date.now()}@example.com`;
    const scheduler = await openScheduler(page, `?name=Plain%20Visitor&email=${encodeURIComponent(email)}`);
    expect(confirmationCode).toEqual([]);
    await pickTime(scheduler, start, VISITOR_ZONE);
    await expect.poll(() => confirmationCode.length).toBeGreaterThan(0);

    await scheduler.getByRole("button", { name: "Confirm booking" }).click();
    await expect(scheduler.getByRole("heading", { name: "Your meeting is booked" })).toBeVisible();
    await expect(scheduler.getByText("The details are on their way to your inbox.")).toBeVisible();
    const ics = scheduler.getByRole("link", { name: "Add to calendar (.ics)" });
    expect((await page.request.get((await ics.getAttribute("href"))!)).status()).toBe(200);
  });

  test("switches the displayed clock when another time zone is chosen", async ({ page }) => {
    const slots = await freeSlots(page);
    const scheduler = await openScheduler(page);
    await scheduler.getByLabel("Times shown in").selectOption("Asia/Kolkata");
    const teamDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date(slots[0]!.start));
    await scheduler.locator(`button[data-date="${teamDay}"]`).click();
    const first = scheduler.getByRole("list").getByRole("button").first();
    // On the team's own clock the team time is not repeated.
    await expect(first).toHaveText(/^\d{1,2}:\d{2}\s[AP]M$/);
    await expect(first).not.toContainText("team time");
  });

  test("shows a loading state until the free times arrive", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/scheduling/slots", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/bookmeeting");
    await waitForHydration(page);
    const scheduler = page.getByTestId("meeting-scheduler");
    await scheduler.scrollIntoViewIfNeeded();
    await expect(scheduler.getByRole("status")).toHaveText("Loading available times…", { timeout: LOAD_TIMEOUT });
    release();
    await expect(scheduler.getByRole("grid")).toBeVisible({ timeout: LOAD_TIMEOUT });
    await expect(scheduler.getByRole("status")).toHaveCount(0);
  });

  test("explains itself and links to the request form without JavaScript", async ({ page }) => {
    // The pre-rendered page carries the note in <noscript>; browsers without JavaScript show it.
    const response = await page.request.get("/bookmeeting");
    const html = await response.text();
    const scheduler = html.slice(html.indexOf('data-testid="meeting-scheduler"'));
    const note = /<noscript><p[^>]*>([\s\S]*?)<\/p><\/noscript>/.exec(scheduler)?.[1] ?? "";
    expect(note).toContain("Picking a time online needs JavaScript");
    expect(note).toMatch(/<a [^>]*href="(\/bookmeeting)?#request"[^>]*>Send us a meeting request instead<\/a>/);
  });
});

test.describe("meeting scheduler on /ott-app-development", () => {
  test.use({ timezoneId: VISITOR_ZONE, locale: "en-US", viewport: DESKTOP });

  test("sits in the meeting section and loads when scrolled to", async ({ page }) => {
    let slotRequests = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/scheduling/slots")) slotRequests++;
    });
    await page.goto("/ott-app-development");
    await waitForHydration(page);
    const demo = page.locator("section#demo");
    await expect(demo.getByRole("heading", { level: 2 })).toHaveText("Book a meeting with our Smart TV team");
    // Below the fold: nothing is fetched until the visitor scrolls near it.
    expect(slotRequests).toBe(0);
    const scheduler = demo.getByTestId("meeting-scheduler");
    await scheduler.scrollIntoViewIfNeeded();
    await expect(scheduler.getByRole("grid")).toBeVisible({ timeout: LOAD_TIMEOUT });
    expect(slotRequests).toBe(1);
  });
});

test.describe("meeting scheduler on a phone", () => {
  test.use({ timezoneId: "Europe/London", locale: "en-GB", viewport: MOBILE });

  test("fits the screen and stays accessible", async ({ page }) => {
    const scheduler = await openScheduler(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(scheduler.getByLabel("Times shown in")).toHaveValue("Europe/London");
    await expectNoAxeViolations(page);
  });
});
