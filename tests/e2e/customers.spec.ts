import { expect, test } from "@playwright/test";
import { expectAccessible } from "./axe";
import { DESKTOP, MOBILE, scrollThrough, waitForHydration } from "./fixtures";
import { expectNoHorizontalOverflow } from "./pages-ii-helpers";

const CUSTOMERS = [
  ["Astro", "/astro"],
  ["Dialog", "/dialog"],
  ["DishTV", "/dishtv"],
  ["Emiratus", "/emiratus"],
  ["Kaltura", "/kaltura"],
  ["Reshet", "/reshet"],
] as const;

test.describe("customers page", () => {
  test.use({ viewport: DESKTOP });

  test("shows the title, intro, six customer wordmarks linking to their pages, the gallery and the features row", async ({
    page,
  }) => {
    await page.goto("/customers");
    await expect(page.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible();
    // The hero's illustration sits beside the headline, loaded at once.
    await expect(page.locator("main picture img").first()).toHaveAttribute("fetchpriority", "high");
    const logos = page.locator("#customers");
    for (const [name, path] of CUSTOMERS) {
      const link = logos.getByRole("link", { name, exact: true });
      await expect(link).toHaveAttribute("href", path);
      await expect(link.getByRole("img", { name })).toBeVisible();
    }
    await expect(logos.getByRole("link")).toHaveCount(6);
    // Figures about Horizon from the specification, said not to describe any customer.
    const figures = page.locator("#figures");
    await expect(figures).toContainText("Figures about Horizon and its products");
    await expect(figures.locator("dd")).toHaveText(["2017", "~10", "12+", "Up to 2x"]);

    const gallery = page.getByRole("region", { name: "Gallery of streaming experiences" });
    await expect(gallery.locator('[aria-roledescription="slide"]')).toHaveCount(7);
    await expect(page.locator("#features").getByRole("listitem")).toHaveCount(3);
    await expect(page.locator("#features").getByRole("img")).toHaveCount(3);
  });

  test("the gallery wraps in both directions", async ({ page }) => {
    await page.goto("/customers");
    await waitForHydration(page);
    const gallery = page.getByRole("region", { name: "Gallery of streaming experiences" });
    await gallery.scrollIntoViewIfNeeded();
    const currentDot = gallery.locator('[aria-current="true"]');
    const currentSlide = gallery.locator('[aria-roledescription="slide"]:not([inert])');
    await expect(currentDot).toHaveAccessibleName("Show slide 1 of 7");
    await gallery.getByRole("button", { name: "Previous slide" }).click();
    await expect(currentDot).toHaveAccessibleName("Show slide 7 of 7");
    await expect(currentSlide).toHaveAttribute("aria-label", "7 of 7: Hotel TV");
    await gallery.getByRole("button", { name: "Next slide" }).click();
    await expect(currentDot).toHaveAccessibleName("Show slide 1 of 7");
    await expect(currentSlide).toHaveAttribute("aria-label", "1 of 7: Live sport");
    await gallery.getByRole("button", { name: "Show slide 3 of 7" }).click();
    await expect(currentSlide).toHaveAttribute("aria-label", "3 of 7: News");
  });

  test("a customer wordmark opens the customer's page, which links back", async ({ page }) => {
    await page.goto("/customers");
    await waitForHydration(page);
    await page.locator("#customers").getByRole("link", { name: "Kaltura" }).click();
    await expect(page).toHaveURL(/\/kaltura$/);
    await expect(page.getByRole("heading", { level: 1, name: "Kaltura" })).toBeVisible();
    await page
      .getByRole("main")
      .getByRole("link", { name: /Back to customers/ })
      .click();
    await expect(page).toHaveURL(/\/customers$/);
  });

  test("has no axe violations", async ({ page }) => {
    await page.goto("/customers");
    await waitForHydration(page);
    await scrollThrough(page);
    await expectAccessible(page);
  });
});

test.describe("customer story pages", () => {
  for (const [name, path] of CUSTOMERS) {
    test(`${path} names the customer, claims nothing about them and stays out of search engines`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole("main");
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      await expect(page.getByRole("img", { name: `${name} wordmark` })).toBeVisible();
      await expect(main).toContainText(`${name} is one of the teams we work with. Their story is not published yet`);
      await expect(main).not.toContainText(/preparing this story|together with the team/);
      // What we build for streaming services (the hero has said the story is not published): three
      // parts of the business with their products, then the platforms and standards.
      const overview = page.locator("#overview");
      await expect(overview).not.toContainText(name);
      await expect(overview.getByRole("heading", { level: 3 })).toHaveCount(3);
      await expect(
        overview.getByRole("link", { name: /^(VIVRE|S\.A\.R\.A\.|ReelCraft|AdPilot|Blinks): / }),
      ).toHaveCount(5);
      await expect(page.locator("#platforms").getByRole("img", { name: "HLS" })).toBeVisible();
      await expect(main.getByRole("link", { name: /Back to customers/ })).toHaveAttribute("href", "/customers");
      await expect(main.getByRole("link", { name: "Book a meeting" }).first()).toHaveAttribute("href", "/bookmeeting");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    });
  }

  test("/xyz is a placeholder that search engines are asked not to index", async ({ page }) => {
    await page.goto("/xyz");
    await expect(page.getByRole("heading", { level: 1, name: "Xyz" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("placeholder");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("main").getByRole("link", { name: /Back to customers/ })).toBeVisible();
    // It leads on to the six teams' pages rather than ending in an empty band.
    const teams = page.locator("#more-customers");
    await expect(teams.getByRole("heading", { level: 2 })).toHaveText("Teams we work with");
    await expect(teams.getByRole("link")).toHaveCount(6);
  });

  test("story and placeholder pages have no axe violations", async ({ page }) => {
    for (const path of ["/astro", "/xyz"]) {
      await page.goto(path);
      await waitForHydration(page);
      await expectAccessible(page);
    }
  });
});

test.describe("customers on a phone", () => {
  test.use({ viewport: MOBILE });

  test("nothing overflows at 375 px", async ({ page }) => {
    for (const path of ["/customers", "/astro", "/xyz"]) {
      await page.goto(path);
      await waitForHydration(page);
      await expectNoHorizontalOverflow(page);
    }
  });
});
