import { expect, test } from "@playwright/test";
import { expectAccessible } from "./axe";
import { DESKTOP, MOBILE, scrollThrough, waitForHydration } from "./fixtures";
import { expectNoHorizontalOverflow } from "./pages-ii-helpers";

const FEATURED_ORDER = ["/gamification", "/contentdiscoverysearch", "/blogpagepersonalization", "/blogpageautomation"];

test.describe("resources page", () => {
  test.use({ viewport: DESKTOP });

  test("has the title, the whitepaper carousel, the sign-up form and the blog section in that order", async ({
    page,
  }) => {
    await page.goto("/resources");
    await expect(page.getByRole("heading", { level: 1, name: "Resources" })).toBeVisible();
    const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
    expect(headings.slice(0, 3)).toEqual(["Whitepapers", "Want access to a whitepaper? Sign up today!", "Blogs"]);
    await expect(
      page.getByText("Fill in the form to download the whitepaper, and our team will get in touch"),
    ).toBeVisible();
    const carousel = page.getByRole("region", { name: "Available whitepapers" });
    await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(2);
    for (const field of ["Name", "Email", "Company", "Phone number"]) {
      await expect(page.getByRole("textbox", { name: field })).toBeVisible();
    }
  });

  test("the whitepaper carousel wraps both ways and its slide decides the selected whitepaper", async ({ page }) => {
    await page.goto("/resources");
    await waitForHydration(page);
    const carousel = page.getByRole("region", { name: "Available whitepapers" });
    const selection = page.getByText(/^Selected whitepaper:/);
    const first = page.getByRole("radio", { name: "Gamification and AI in streaming" });
    const second = page.getByRole("radio", { name: "Content discovery and personalization" });

    // Starts on item 0 = whitepaper1, and the choice is announced politely.
    await expect(selection).toHaveAttribute("aria-live", "polite");
    await expect(selection).toContainText("Gamification and AI in streaming");
    await expect(first).toBeChecked();
    await expect(first).toHaveAttribute("value", "whitepaper1");

    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect(selection).toContainText("Content discovery and personalization");
    await expect(second).toBeChecked();
    await expect(second).toHaveAttribute("value", "whitepaper2");
    await expect(carousel.locator("article[data-selected]")).toContainText("Selected");
    await expect(carousel.locator("article[data-selected] h3")).toHaveText("Content discovery and personalization");

    await carousel.getByRole("button", { name: "Next slide" }).click(); // wraps forwards
    await expect(selection).toContainText("Gamification and AI in streaming");
    await expect(first).toBeChecked();

    await carousel.getByRole("button", { name: "Previous slide" }).click(); // wraps backwards
    await expect(selection).toContainText("Content discovery and personalization");
    await expect(second).toBeChecked();
  });

  test("beside the form, the chosen paper's chapters follow the carousel", async ({ page }) => {
    await page.goto("/resources");
    await waitForHydration(page);
    const inside = page.getByRole("region", { name: /^Inside this paper/ });
    await expect(inside).toHaveAccessibleName(/^Inside this paper\s+Gamification and AI in streaming$/);
    await expect(inside.getByRole("listitem").first()).toHaveText("Executive summary");
    await page
      .getByRole("region", { name: "Available whitepapers" })
      .getByRole("button", { name: "Next slide" })
      .click();
    await expect(inside).toHaveAccessibleName(/^Inside this paper\s+Content discovery and personalization$/);
    await expect(inside.getByRole("listitem").nth(1)).toHaveText("The discovery problem");
  });

  test("'Download this whitepaper' takes the visitor to the form's first field", async ({ page }) => {
    await page.goto("/resources");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Download this whitepaper" }).first().click();
    await expect(page.getByRole("textbox", { name: "Name" })).toBeFocused();
  });

  test("Featured shows 4 articles, Show More adds 3, and the button disappears when all are shown", async ({
    page,
  }) => {
    await page.goto("/resources");
    await waitForHydration(page);
    const list = page.getByRole("list", { name: "Featured" });
    await expect(list.getByRole("listitem")).toHaveCount(4);
    const more = page.getByRole("button", { name: "Show More" });
    await expect(more).toBeVisible();
    await more.click();
    await expect(list.getByRole("listitem")).toHaveCount(7);
    await expect(more).toHaveCount(0);
    await expect(page.getByText("Showing 7 of 7 articles")).toBeVisible();
    // Focus moves to the first newly shown article.
    await expect(list.getByRole("listitem").nth(4).getByRole("link")).toBeFocused();
  });

  test("blog cards open their articles in a new tab, in the spec's order", async ({ page, context }) => {
    await page.goto("/resources");
    await waitForHydration(page);
    const links = page.getByRole("list", { name: "Featured" }).getByRole("link");
    await expect(links).toHaveCount(4);
    for (const [index, path] of FEATURED_ORDER.entries()) {
      const link = links.nth(index);
      await expect(link).toHaveAttribute("href", path);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }
    const [article] = await Promise.all([context.waitForEvent("page"), links.first().click()]);
    await article.waitForLoadState();
    expect(new URL(article.url()).pathname).toBe("/gamification");
    await expect(article.getByRole("heading", { level: 1 })).toContainText("Gamification and AI in streaming");
    expect(page.url()).toMatch(/\/resources$/);
  });

  test("has no axe violations, before and after Show More", async ({ page }) => {
    await page.goto("/resources");
    await waitForHydration(page);
    await scrollThrough(page);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Show More" }).click();
    await expectAccessible(page, "the blogs section", { include: "#blogs" });
  });
});

test.describe("resources on a phone", () => {
  test.use({ viewport: MOBILE });

  test("nothing overflows at 375 px", async ({ page }) => {
    await page.goto("/resources");
    await waitForHydration(page);
    await expectNoHorizontalOverflow(page);
  });

  test("the chosen paper's contents come before the form", async ({ page }) => {
    await page.goto("/resources");
    const inside = await page.getByRole("region", { name: /Inside this paper/ }).boundingBox();
    const form = await page.locator("#signup").boundingBox();
    expect(inside!.y + inside!.height).toBeLessThanOrEqual(form!.y);
  });

  test("Show more articles keeps its distance from the footer", async ({ page }) => {
    await page.goto("/resources");
    const button = page.getByRole("button", { name: "Show more articles" });
    // Sections and the footer lay out only near the viewport (content-visibility): measure there.
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await button.scrollIntoViewIfNeeded();
    const more = await button.boundingBox();
    const footer = await page.getByRole("contentinfo").boundingBox();
    expect(footer!.y - (more!.y + more!.height)).toBeGreaterThanOrEqual(48);
  });
});
