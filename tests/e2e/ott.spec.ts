/** /ott-app-development: why OTT apps, the four platforms and the demo booking with the scheduler. */
import { expect, test } from "@playwright/test";
import { waitForHydration } from "./fixtures";

test("why develop OTT apps, with the four Smart TV platforms and the decade of certification", async ({ page }) => {
  await page.goto("/ott-app-development");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 2, name: "Why develop OTT apps" })).toBeVisible();
  // Each platform card is headed by its wordmark, named by its alt text.
  for (const name of ["Tizen", "webOS", "Android TV", "Roku"]) {
    await expect(page.locator("#platforms").getByRole("heading", { level: 3, name })).toBeVisible();
  }
  await expect(page.locator("#platforms h3")).toHaveCount(4);
  await expect(page.locator("main")).toContainText("Nearly a decade of Smart TV app development and certification");
});

test("the meeting section hosts the scheduler, with a loading state until it is ready", async ({ page }) => {
  await page.goto("/ott-app-development");
  await waitForHydration(page);
  const demo = page.locator("#demo");
  await expect(demo.getByRole("heading", { level: 2, name: "Book a meeting with our Smart TV team" })).toBeVisible();
  // An eyebrow above the title, as every other section of the page has.
  await expect(demo.getByText("Book a meeting", { exact: true }).first()).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Book a meeting" }).first().click();
  await expect(demo).toBeInViewport();
  const scheduler = demo.getByTestId("meeting-scheduler");
  await expect(scheduler).toBeVisible();
  // Either still loading (a status message) or already showing the calendar.
  await expect(scheduler.getByRole("status").or(scheduler.getByRole("grid")).first()).toBeVisible();
});
