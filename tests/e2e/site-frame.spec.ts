/**
 * The site's frame (navigation bar and footer) is the layout route of the public pages
 * (app/routes/site.tsx): every public page has it, also the not-found page and a per-request
 * page; the console has none of it, and its 401, 403 and 404 pages are still its own, rendered
 * by its layout's error boundary (a loader on the root would take them over).
 */
import type { Page } from "@playwright/test";
import { expectAccessible } from "./axe";
import { expect, test } from "./console-fixtures";
import { DESKTOP, MOBILE, waitForHydration } from "./fixtures";

async function expectSiteFrame(page: Page, label: string): Promise<void> {
  await expect(page.getByRole("navigation", { name: "Main" }), label).toHaveCount(1);
  await expect(page.getByRole("contentinfo"), label).toHaveCount(1);
  await expect(page.getByRole("navigation", { name: "Legal" }), label).toContainText("Privacy policy");
  await expect(page.locator("main#main-content"), label).toHaveCount(1);
}

async function expectNoSiteFrame(page: Page, label: string): Promise<void> {
  await expect(page.getByRole("navigation", { name: "Main" }), label).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Legal" }), label).toHaveCount(0);
}

for (const viewport of [MOBILE, DESKTOP]) {
  test(`public pages, the not-found page and a per-request page have the site's frame (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    // The not-found page is the home page below a notice: its scroll reveals would start when axe
    // scrolls an element into view and be measured half transparent (a11y.spec.ts scans the home page
    // with its motion; here the frame is the subject).
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/about");
    await expectSiteFrame(page, "/about");
    const missing = await page.goto("/no-such-page-here");
    expect(missing?.status()).toBe(404);
    await expectSiteFrame(page, "not-found page");
    await waitForHydration(page);
    await expectAccessible(page, `not-found page at ${viewport.width} px`);
    await page.goto("/meeting/cancel/not-a-real-token");
    await expectSiteFrame(page, "per-request page");
    // A client-side navigation keeps the frame (the layout's data came with the first page).
    await page.goto("/privacy");
    await waitForHydration(page);
    const navigation = page.getByRole("navigation", { name: "Main" });
    // At 375 px the links are behind the Menu button.
    if (viewport === MOBILE) await navigation.getByRole("button", { name: "Menu" }).click();
    await navigation.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expectSiteFrame(page, "/about after a client-side navigation");
  });
}

test("the console's 403, 404 and 401 pages are its own, without the site's frame", async ({ staff: { page } }) => {
  const refused = await page.goto("/console/content");
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Not available to your role" })).toBeVisible();
  await expectNoSiteFrame(page, "403");

  const missing = await page.goto("/console/no-such-console-page");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Nothing here" })).toBeVisible();
  await expectNoSiteFrame(page, "404");

  // The session ends while the page is open: the next navigation's data is refused (401).
  await waitForHydration(page);
  await page.context().clearCookies();
  await page.getByRole("link", { name: "Back to the console" }).click();
  await expect(page.getByRole("heading", { name: "Please sign in" })).toBeVisible();
  await expectNoSiteFrame(page, "401");
});

test("every inner page's hero has an eyebrow above its headline, hub pages included", async ({ page }) => {
  for (const path of ["/about", "/solutions", "/products", "/customers", "/resources", "/bookmeeting", "/search"]) {
    await page.goto(path);
    const h1 = page.getByRole("heading", { level: 1 });
    // The eyebrow is the headline's previous sibling (a product's mark may stand above it).
    const eyebrow = h1.locator("xpath=preceding-sibling::span[1]");
    await expect(eyebrow, path).toHaveText(/\S{3,}/);
    const [eyebrowBox, h1Box] = await Promise.all([eyebrow.boundingBox(), h1.boundingBox()]);
    expect(eyebrowBox!.y, path).toBeLessThan(h1Box!.y);
  }
});
