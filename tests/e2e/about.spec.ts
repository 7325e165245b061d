/** /about: Our history with the five-step timeline, the values, looping video and the apply-now link. */
import { expect, test } from "@playwright/test";
import { DESKTOP, waitForHydration } from "./fixtures";

test("Our history shows the five steps of the timeline with the spec's years and labels", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  const history = page.locator("#history");
  await expect(history.getByRole("heading", { level: 2, name: "Our history" })).toBeVisible();
  const steps = history.locator("ol > li");
  await expect(steps).toHaveCount(5);
  await expect(steps.locator("p:first-of-type")).toHaveText([
    "2017",
    "2019-2020",
    "2020-2021",
    "2022-2023",
    "2024-2025",
  ]);
  await expect(steps.locator("h3")).toHaveText([
    "Company established",
    "Expansion into ed-tech",
    "Product diversification",
    "AI strategy",
    "R&D centre",
  ]);
  await expect(steps.nth(0)).toContainText("OTT platforms");
  await expect(steps.nth(2)).toContainText("UX manager for enterprise clients");
  await expect(steps.nth(3)).toContainText("Automation");
  await expect(steps.nth(4)).toContainText("Bengaluru");
});

test("on a wide screen the five history titles, and the texts under them, start on one line", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  // Without the reveal's slide-in, which would move the steps while they are measured.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/about");
  const tops = (selector: string) =>
    page
      .locator(`#history ol > li ${selector}`)
      .evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
  expect(new Set(await tops("h3")).size).toBe(1);
  expect(new Set(await tops("h3 + p")).size).toBe(1);
});

test("under reduced motion the ambient video stays a still picture, with no control to show", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/about");
  await waitForHydration(page);
  const video = page.locator("#how-we-work video");
  await video.scrollIntoViewIfNeeded();
  await expect(page.locator("#how-we-work picture img")).toBeVisible();
  await expect(page.locator("#how-we-work").getByRole("button")).toHaveCount(0);
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
});

test("the values once (no drawing repeating them), the looping video with its pause button, and the apply-now mail link", async ({
  page,
}) => {
  await page.goto("/about");
  await waitForHydration(page);
  const values = page.locator("#values");
  for (const value of ["Craft", "Curiosity", "Ownership", "Partnership"]) {
    await expect(values.getByRole("heading", { name: value })).toBeVisible();
  }
  await expect(values.getByRole("img")).toHaveCount(0);

  const video = page.locator("#how-we-work video");
  await video.scrollIntoViewIfNeeded();
  await expect(video).toHaveAttribute("loop", "");
  await expect(video).toHaveJSProperty("muted", true);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused)).toBe(true);
  await page.getByRole("button", { name: "Pause video about how we work" }).click();
  await expect(page.getByRole("button", { name: "Play video about how we work" })).toBeVisible();
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);

  // No careers address is configured in the test build: no CV by e-mail, the message form instead.
  await expect(page.getByRole("link", { name: "Apply now" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Write to us" })).toHaveAttribute("href", "/bookmeeting#request");
  await expect(page.getByText("Send us your CV")).toHaveCount(0);
});

test("on a wide screen the four values stand in one row under their heading", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/about");
  const values = page.locator("#values");
  const headingBottom = await values
    .getByRole("heading", { level: 2, name: "What we value" })
    .evaluate((heading) => heading.getBoundingClientRect().bottom);
  const tops = await values
    .getByRole("heading", { level: 3 })
    .evaluateAll((headings) => headings.map((heading) => Math.round(heading.getBoundingClientRect().top)));
  expect(tops).toHaveLength(4);
  expect(new Set(tops).size).toBe(1);
  expect(tops[0]).toBeGreaterThan(headingBottom);
});
