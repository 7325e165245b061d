/** /solutions: the offerings, six monetisation cards, three value cards and the Editorial curation tools tabs. */
import { expect, test } from "@playwright/test";
import { expectAccessible } from "./axe";
import { waitForHydration } from "./fixtures";

test("every section of the spec, six monetisation cards and three value cards", async ({ page }) => {
  await page.goto("/solutions");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  for (const title of [
    "Template Platform Xpress",
    "Custom OTT application",
    "OTT content aggregation",
    "Why use our solution",
    "Editorial curation tools",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  }
  await expect(page.locator("#monetisation h3")).toContainText([
    "SVOD subscriptions",
    "Display ads",
    "Pay per view (TVOD)",
    "In-video ads (AVOD)",
    "Custom banner ads",
    "Tips and donations",
  ]);
  await expect(page.locator("#monetisation > div > ul > li > h3")).toHaveCount(6);
  await expect(page.locator("#monetisation h4")).toHaveText([
    "Multi-platform apps",
    "Cost-efficient",
    "Real-time analytics",
  ]);
  await expect(page.locator("#monetisation")).toContainText("Daily, monthly, quarterly and yearly");
  await expect(page.locator("#monetisation")).toContainText("VAST");
});

test("Editorial curation tools are tabs: Vivre by default, arrow keys, Home and End", async ({ page }) => {
  await page.goto("/solutions");
  await waitForHydration(page);
  const tablist = page.getByRole("tablist", { name: /Editorial curation tools/ });
  const tabs = tablist.getByRole("tab");
  await expect(tabs).toHaveText(["VIVRE", "T.P.X", "Hospitality"]);
  await expect(tabs.nth(1)).toHaveAttribute("data-key", "sara");
  await expect(tablist.getByRole("tab", { name: "VIVRE" })).toHaveAttribute("aria-selected", "true");
  const visiblePanel = page.locator("#editorial [role='tabpanel']:not([hidden])");
  await expect(visiblePanel).toHaveCount(1);
  await expect(visiblePanel.getByRole("img")).toHaveAttribute("alt", /VIVRE/);

  await tablist.getByRole("tab", { name: "VIVRE" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(tablist.getByRole("tab", { name: "T.P.X" })).toBeFocused();
  await expect(tablist.getByRole("tab", { name: "T.P.X" })).toHaveAttribute("aria-selected", "true");
  await expect(visiblePanel.getByRole("img")).toHaveAttribute("alt", /T\.P\.X/);
  await page.keyboard.press("End");
  await expect(tablist.getByRole("tab", { name: "Hospitality" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowRight");
  await expect(tablist.getByRole("tab", { name: "VIVRE" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowLeft");
  await expect(tablist.getByRole("tab", { name: "Hospitality" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Home");
  await expect(tablist.getByRole("tab", { name: "VIVRE" })).toHaveAttribute("aria-selected", "true");
  // Only the selected tab is a Tab stop; Tab moves on to its panel.
  await page.keyboard.press("Tab");
  await expect(visiblePanel).toBeFocused();

  await tablist.getByRole("tab", { name: "Hospitality" }).click();
  await expect(visiblePanel).toHaveAttribute("aria-labelledby", (await tabs.nth(2).getAttribute("id")) ?? "");
  await expectAccessible(page, "the editorial tabs", { include: "#editorial", allRules: true });
});
