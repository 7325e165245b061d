import { expect, test } from "@playwright/test";
import { assetsReferencedBy } from "../../scripts/check-budgets.ts";
import { expectAccessible } from "./axe";
import { DESKTOP, MOBILE, waitForHydration } from "./fixtures";
import { expectNoHorizontalOverflow } from "./pages-ii-helpers";

const ARTICLES = [
  { path: "/gamification", date: "2024-03-12" },
  { path: "/contentdiscoverysearch", date: "2024-05-08" },
  { path: "/blogpagepersonalization", date: "2024-07-16" },
  { path: "/blogpageautomation", date: "2024-09-24" },
  { path: "/smart-tv-app-certification", date: "2024-11-05" },
  { path: "/avod-vast-ad-insertion", date: "2025-01-21" },
  { path: "/hotel-in-room-streaming", date: "2025-03-11" },
];

test.describe("blog articles", () => {
  test.use({ viewport: DESKTOP });

  for (const { path, date } of ARTICLES) {
    test(`${path} is a complete article: header, hero image, contents, body, author and a call to action`, async ({
      page,
    }) => {
      await page.goto(path);
      const article = page.locator("article").first();
      await expect(article.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(article.locator(`time[datetime="${date}"]`)).toBeVisible();
      await expect(article).toContainText(/\d+ min read/);
      const hero = article.locator("header img");
      await expect(hero).toHaveAttribute("width", /\d+/);
      await expect(hero).toHaveAttribute("height", /\d+/);
      await expect(hero).toHaveAttribute("alt", /.{10,}/);
      await expect(article.getByRole("complementary", { name: "About the author" })).toContainText("Written by");
      // No copyright line of its own above the site footer's; the page ends with a call to action.
      await expect(article).not.toContainText("©");
      await expect(
        page
          .getByRole("region", { name: "Planning something like this?" })
          .getByRole("link", { name: "Book a meeting" }),
      ).toBeVisible();

      // Every entry of the table of contents points at a heading of the article.
      const toc = page.getByRole("navigation", { name: "In this article" });
      const targets = await toc
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(targets.length).toBeGreaterThanOrEqual(4);
      for (const target of targets) {
        await expect(article.locator(`${target}:is(h2, h3)`)).toHaveCount(1);
      }
      await expect(page.getByRole("region", { name: "More from the blog" }).getByRole("link")).toHaveCount(3);
    });
  }

  test("the article reads in one centred column: the outline above the text, no empty column beside it", async ({
    page,
  }) => {
    await page.goto("/contentdiscoverysearch");
    const outline = page.getByRole("navigation", { name: "In this article" });
    const firstTarget = await outline.getByRole("link").first().getAttribute("href");
    const toc = await outline.boundingBox();
    const firstSection = await page.locator(`article ${firstTarget}`).boundingBox();
    const paragraph = await page.locator(`article ${firstTarget} + p`).boundingBox();
    const viewport = page.viewportSize();
    if (!toc || !firstSection || !paragraph || !viewport) throw new Error("the article did not render");
    expect(toc.y + toc.height).toBeLessThan(firstSection.y);
    expect(Math.abs(toc.x - paragraph.x)).toBeLessThan(2);
    const middle = paragraph.x + paragraph.width / 2;
    expect(Math.abs(middle - viewport.width / 2)).toBeLessThan(24);
  });

  test("the gamification article has the spec's structure and market statistics", async ({ page }) => {
    await page.goto("/gamification");
    const body = page.locator("article").first();
    for (const figure of [
      "202 million",
      "55.3% increase",
      "$6.33B in 2019",
      "$37B by 2027",
      "$10.5B in 2021",
      "$96.8B by 2030",
      "$3.8B",
      "North America in 2021",
    ]) {
      await expect(body).toContainText(figure);
    }
    for (const heading of [
      "The market in numbers",
      "Types of gamification that suit streaming",
      "Five examples in practice",
      "What gamification brings",
      "The role of AI",
      "Conclusion",
    ]) {
      await expect(body.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    const examples = body.getByRole("heading", { level: 2, name: "Five examples in practice" }).locator("~ ul").first();
    await expect(examples.getByRole("listitem")).toHaveCount(5);
    await expect(examples.getByRole("heading", { level: 3 })).toHaveCount(5);
    // One card to a row: none is left alone on a last row beside a gap.
    const lefts = await examples
      .getByRole("listitem")
      .evaluateAll((cards) => new Set(cards.map((card) => Math.round(card.getBoundingClientRect().left))).size);
    expect(lefts).toBe(1);
    await expect(page.getByRole("region", { name: "Planning something like this?" })).toBeVisible();
  });

  test("the certification article sums up where the platforms differ in a table", async ({ page }) => {
    await page.goto("/smart-tv-app-certification");
    const table = page.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText(["Platform", "Built with", "Reviewed in", "Watch for"]);
    await expect(table.locator("tbody tr")).toHaveCount(3);
    await expect(table.locator("tbody tr td:first-child")).toHaveText(["Tizen and webOS", "Android TV", "Roku"]);
  });

  test("the AVOD article draws the two ways of inserting ads, step by step, beside the wide title", async ({
    page,
  }) => {
    await page.goto("/avod-vast-ad-insertion");
    const figure = page.locator("figure").filter({ hasText: "Client-side insertion" });
    await expect(figure.getByRole("listitem")).toHaveCount(8);
    // Steps run across on a desktop: the four steps of a lane share one row.
    const tops = await figure
      .locator("ol")
      .first()
      .getByRole("listitem")
      .evaluateAll((steps) => new Set(steps.map((step) => Math.round(step.getBoundingClientRect().top))).size);
    expect(tops).toBe(1);
    // The title sets in at most three lines, and never breaks "client-side" at its hyphen.
    const title = page.getByRole("heading", { level: 1 });
    const lines = await title.evaluate(
      (heading) => heading.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(heading).lineHeight),
    );
    expect(lines).toBeLessThan(3.5);
    const compound = title.getByText("client-side", { exact: true });
    const box = await compound.boundingBox();
    const lineHeight = await title.evaluate((heading) => Number.parseFloat(getComputedStyle(heading).lineHeight));
    expect(box?.height ?? 0).toBeLessThan(lineHeight * 1.5);
  });

  test("a contents link scrolls to its section", async ({ page }) => {
    await page.goto("/contentdiscoverysearch");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "In this article" }).getByRole("link", { name: "Voice search" }).click();
    await expect(page).toHaveURL(/#voice-search$/);
    await expect(page.getByRole("heading", { name: "Voice search" })).toBeInViewport();
  });

  test("the article text arrives as HTML, not as JavaScript", async ({ page, request }) => {
    const sentence = "Gamification borrows those mechanics and applies them to watching.";
    const html = await (await request.get("/gamification")).text();
    expect(html).toContain(sentence);
    const scripts = assetsReferencedBy(html).scripts;
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(await (await request.get(script)).text()).not.toContain("applies them to watching");
    }
    // Client-side navigation fetches the same HTML as loader data; the page still renders it.
    await page.goto("/resources");
    await waitForHydration(page);
    await page
      .getByRole("region", { name: "Blogs" })
      .getByRole("link")
      .first()
      .evaluate((link) => {
        link.removeAttribute("target");
      });
    await page.getByRole("region", { name: "Blogs" }).getByRole("link").first().click();
    await expect(page.getByText(sentence)).toBeVisible();
  });

  test("has no axe violations", async ({ page }) => {
    for (const path of ["/gamification", "/avod-vast-ad-insertion"]) {
      await page.goto(path);
      await waitForHydration(page);
      await expectAccessible(page);
    }
  });
});

test.describe("articles on a phone", () => {
  test.use({ viewport: MOBILE });

  test("nothing overflows at 375 px, tables included", async ({ page }) => {
    for (const path of ["/gamification", "/avod-vast-ad-insertion"]) {
      await page.goto(path);
      await waitForHydration(page);
      await expectNoHorizontalOverflow(page);
    }
  });
});
