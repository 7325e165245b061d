import { expect, type Locator, test } from "@playwright/test";
import { expectAccessible } from "./axe";
import { DESKTOP, MOBILE, scrollThrough, waitForHydration } from "./fixtures";
import { expectNoHorizontalOverflow } from "./pages-ii-helpers";

test.describe("book a meeting page", () => {
  test.use({ viewport: DESKTOP });

  test("hosts the scheduler and, in #request, the meeting request form", async ({ page }) => {
    await page.goto("/bookmeeting");
    await expect(page.getByRole("heading", { level: 1, name: "Book a meeting" })).toBeVisible();
    await expect(page.locator("#schedule").getByTestId("meeting-scheduler")).toBeAttached();
    const request = page.locator("#request");
    await expect(request.getByRole("heading", { level: 2, name: "Prefer to send a message?" })).toBeVisible();
    for (const field of ["Name", "Email", "Company", "Message"]) {
      await expect(request.getByRole("textbox", { name: new RegExp(`^${field}`) })).toBeVisible();
    }
    await expect(request.locator("textarea")).toHaveAttribute("rows", "4");
    // No contact values are configured in the test build: the office only, no e-mail or phone placeholders.
    await expect(request).toContainText("HSR Layout, Bengaluru 560102");
    await expect(request.locator('a[href^="mailto:"], a[href^="tel:"]')).toHaveCount(0);
    await expect(request).not.toContainText(/example|0000/);
  });

  test("before a day is chosen, the scheduler offers the next free times and says what happens next", async ({
    page,
  }) => {
    await page.goto("/bookmeeting");
    await waitForHydration(page);
    const scheduler = page.getByTestId("meeting-scheduler");
    await scheduler.scrollIntoViewIfNeeded();
    const next = scheduler.getByRole("region", { name: "Next free times" });
    await expect(next).toBeVisible({ timeout: 15_000 });
    await expect(scheduler.getByRole("region", { name: "What happens next" }).getByRole("listitem")).toHaveCount(3);
    const first = next.getByRole("button").first();
    await expect(first).toHaveAccessibleName(/^\w{3}, .+\d{1,2}:\d{2}/);
    await first.click();
    await expect(scheduler.getByRole("heading", { name: "Your details" })).toBeFocused();
  });

  test("'Send a message instead' jumps to the request form", async ({ page }) => {
    await page.goto("/bookmeeting");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Send a message instead" }).click();
    await expect(page).toHaveURL(/#request$/);
    await expect(page.locator("#request").getByRole("heading", { level: 2 })).toBeInViewport();
  });

  test("the scheduler loads when it comes into view", async ({ page }) => {
    await page.goto("/bookmeeting");
    await waitForHydration(page);
    await page.locator("#schedule").scrollIntoViewIfNeeded();
    await expect(page.getByRole("combobox", { name: /time zone|Times shown in/i }).first()).toBeVisible({
      timeout: 15_000,
    });
  });

  test("the calendar tells free, selected and today apart by more than colour, with a legend; past days fade", async ({
    page,
  }) => {
    await page.goto("/bookmeeting");
    await waitForHydration(page);
    const scheduler = page.getByTestId("meeting-scheduler");
    await scheduler.scrollIntoViewIfNeeded();
    const grid = scheduler.getByRole("grid");
    await expect(grid).toBeVisible({ timeout: 15_000 });
    // Whole-text match: the swatches carry no sample day numbers (they read as dates).
    await expect(scheduler.getByRole("list", { name: "What the days show" }).getByRole("listitem")).toHaveText([
      "Free times",
      "Your pick",
      "Today",
    ]);
    const look = (day: Locator) =>
      day.evaluate((element) => {
        const style = getComputedStyle(element);
        const dot = getComputedStyle(element, "::after").content;
        return {
          line: style.textDecorationLine,
          opacity: Number(style.opacity),
          border: style.borderTopWidth,
          fill: style.backgroundImage !== "none" || style.backgroundColor !== "rgba(0, 0, 0, 0)",
          dot: dot !== "none" && dot !== "normal",
        };
      });
    const free = grid.locator('button[data-day="open"]').first();
    const today = grid.locator('button[aria-current="date"]');
    await expect(today).toHaveCount(1);
    expect(await look(free)).toMatchObject({ line: "none", fill: true, dot: true });
    expect(await look(today)).toMatchObject({ border: "2px" });
    const past = grid.locator('button[data-day="past"]');
    if ((await past.count()) > 0) {
      const faded = await look(past.first());
      expect(faded).toMatchObject({ line: "none", dot: false });
      expect(faded.opacity).toBeLessThan(0.5);
    }
    // Days without times (weekends among them) fade too: only free days look choosable.
    const closed = grid.locator('button[data-day="closed"]:not([aria-current="date"])');
    if ((await closed.count()) > 0) expect((await look(closed.first())).opacity).toBeLessThan(1);
    await free.click();
    await expect(free).toHaveAttribute("aria-pressed", "true");
    const picked = await free.evaluate((element) => {
      const style = getComputedStyle(element);
      return { fill: style.backgroundImage, ring: style.boxShadow };
    });
    expect(picked.fill).toContain("gradient");
    expect(picked.ring).not.toBe("none");
  });

  test("has no axe violations", async ({ page }) => {
    await page.goto("/bookmeeting");
    await waitForHydration(page);
    await scrollThrough(page);
    await expectAccessible(page);
  });
});

test.describe("book a meeting on a phone", () => {
  test.use({ viewport: MOBILE });

  test("the hero shows no picture of a calendar above the real one; the office is not labelled twice", async ({
    page,
  }) => {
    await page.goto("/bookmeeting");
    await expect(page.locator("main section").first().getByRole("img")).toBeHidden();
    await expect(page.getByRole("heading", { level: 3, name: "Our office" })).toBeVisible();
    // The list keeps its term (valid HTML, read by screen readers), out of sight.
    await expect(page.locator('[aria-labelledby="contact-title"] dt')).toHaveClass("visually-hidden");
  });

  test("nothing overflows at 375 px", async ({ page }) => {
    await page.goto("/bookmeeting");
    await waitForHydration(page);
    await scrollThrough(page);
    await expectNoHorizontalOverflow(page);
  });
});
