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
    await expect(page.getByRole("heading", { level: 1, name: "Customers who stream with Horizon" })).toBeVisible();
    // The hero's illustration sits beside the headline, loaded at once.
    await expect(page.locator("main picture img").first()).toHaveAttribute("fetchpriority", "high");
    const logos = page.locator("#customers");
    for (const [name, path] of CUSTOMERS) {
      // The wordmark names the link; the company's business may follow it.
      const link = logos.getByRole("link", { name: new RegExp(`^${name}( |$)`) });
      await expect(link).toHaveAttribute("href", path);
      await expect(link.getByRole("img", { name })).toBeVisible();
    }
    await expect(logos.getByRole("link")).toHaveCount(6);
    // Who builds what: kinds of business and their products (not the About page's figures), naming no customer.
    const segments = page.locator("#segments");
    await expect(segments.locator("dl, dd")).toHaveCount(0);
    await expect(segments.getByRole("heading", { level: 3 }).first()).toHaveText("Pay-TV operators");
    await expect(segments.getByRole("heading", { level: 3 }).last()).toHaveText("Hotels and resorts");
    await expect(
      segments.getByRole("list", { name: "Products for pay-TV operators" }).getByRole("link", { name: "VIVRE" }),
    ).toHaveAttribute("href", "/product/vivre");
    await expect(
      segments.getByRole("list", { name: "Products for hotels and resorts" }).getByRole("link"),
    ).toHaveAccessibleName("Hospitality Suite");
    for (const [name] of CUSTOMERS) await expect(segments).not.toContainText(name);

    const gallery = page.getByRole("region", { name: "Gallery of streaming experiences" });
    await expect(gallery.locator('[aria-roledescription="slide"]')).toHaveCount(7);
    await expect(page.locator("#features").getByRole("listitem")).toHaveCount(3);
    await expect(page.locator("#features").getByRole("img")).toHaveCount(3);
  });

  test("the gallery wraps in both directions, and its rotation has the site's Pause/Play button", async ({ page }) => {
    // Reduced motion: the gallery does not rotate on its own, so the steps below are exact.
    await page.emulateMedia({ reducedMotion: "reduce" });
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
    await expect(gallery.getByRole("button", { name: /^Play .*slideshow$/ })).toBeVisible();
  });

  test("the wordmark tiles are alike: a name and its link, with no label under some names and a gap under others", async ({
    page,
  }) => {
    await page.goto("/customers");
    const tiles = page.locator("#customers li");
    await expect(tiles).toHaveCount(6);
    await expect(tiles.nth(3).getByRole("link", { name: /^Emiratus/ })).toHaveText("View page →");
    for (const tile of await tiles.all()) await expect(tile.locator("a > span")).toHaveCount(1);
    const linkTops = await tiles.evaluateAll((items) =>
      items.map((item) => Math.round(item.querySelector("a span:last-child")?.getBoundingClientRect().top ?? 0)),
    );
    expect(linkTops[3]).toBe(linkTops[4]);
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
      await expect(main).toContainText(`${name} is one of the teams we work with.`);
      // One quiet footnote says no story is published; nothing else about the customer is claimed.
      await expect(main.getByText(`No case study with ${name} is published yet`)).toHaveCount(1);
      // It stands under the hero's example screen it is about, not stranded at the end of the page.
      await expect(page.locator("header figure figcaption")).toContainText(`No case study with ${name}`);
      await expect(main).not.toContainText(/preparing this story|together with the team|Their story is not published/);
      // What Horizon builds for that kind of business: three needs with their products, the first
      // with a product screen, then the screens the apps run on.
      const overview = page.locator("#overview");
      await expect(overview).not.toContainText(name);
      await expect(overview.getByRole("heading", { level: 3 })).toHaveCount(3);
      await expect(
        overview.getByRole("link", { name: /^(VIVRE|S\.A\.R\.A\.|ReelCraft|AdPilot|Blinks): / }).first(),
      ).toBeVisible();
      await expect(overview.locator("picture img")).toHaveCount(1);
      await expect(page.locator("#screens").getByRole("listitem")).toHaveCount(6);
      await expect(main.getByRole("link", { name: /Back to customers/ })).toHaveAttribute("href", "/customers");
      await expect(main.getByRole("link", { name: "Book a meeting" }).first()).toHaveAttribute("href", "/bookmeeting");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    });
  }

  test("Kaltura's page speaks of video platform companies, not operators", async ({ page }) => {
    await page.goto("/kaltura");
    await expect(page.getByRole("main").locator("header").first()).toContainText("Video platform company");
    await expect(page.locator("#overview")).not.toContainText(/operator/i);
    await expect(page.locator("#overview").getByRole("heading", { level: 2 })).toHaveText(
      "What video platform companies build with Horizon",
    );
  });

  test("/xyz is a placeholder that search engines are asked not to index", async ({ page }) => {
    await page.goto("/xyz");
    await expect(page.getByRole("heading", { level: 1, name: "Xyz" })).toBeVisible();
    // Honest about what is not there yet: no story is claimed, and no play button promises a video.
    await expect(page.getByRole("main")).toContainText("Customer · Your streaming launch");
    await expect(page.getByRole("main")).toContainText("shown until this page has a story");
    await expect(page.getByRole("main")).not.toContainText(/case study|results/i);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("main").getByRole("link", { name: /Back to customers/ })).toBeVisible();
    // It leads on to the six teams' pages rather than ending in an empty band.
    const teams = page.locator("#more-customers");
    await expect(teams.getByRole("heading", { level: 2 })).toHaveText("Teams we work with");
    await expect(teams.getByRole("link")).toHaveCount(6);
    // A finished monogram plate stands where a wordmark would, not a dashed "Your logo here".
    await expect(page.getByRole("main")).not.toContainText("Your logo here");
    // The name set as a wordmark, not a lone "X" in a square (which reads as another brand's mark).
    await expect(page.locator("header").getByText("XYZ", { exact: true })).toBeVisible();
  });

  test("each customer page ends in its own call to action, not one line for every page", async ({ page }) => {
    const closing = async (path: string) => {
      await page.goto(path);
      const cta = page.locator('section[aria-labelledby="customer-next-step-title"]');
      return { title: await cta.getByRole("heading", { level: 2 }).textContent(), cta };
    };
    const astro = await closing("/astro");
    expect(astro.title).toBe("Bring your channels to every screen");
    await expect(astro.cta.getByRole("link", { name: "Explore VIVRE" })).toHaveAttribute("href", "/product/vivre");
    const xyz = await closing("/xyz");
    expect(xyz.title).toBe("Could this page be yours?");
    expect(xyz.title).not.toBe(astro.title);
  });

  test("story and placeholder pages have no axe violations", async ({ page }) => {
    for (const path of ["/astro", "/xyz"]) {
      await page.goto(path);
      await waitForHydration(page);
      await expectAccessible(page);
    }
  });
});

test.describe("customer pages on a desktop", () => {
  test.use({ viewport: DESKTOP });

  test("the lead need spans the width with its screen beside its text, the other two side by side under it", async ({
    page,
  }) => {
    for (const path of ["/dishtv", "/xyz"]) {
      await page.goto(path);
      const needs = page.locator("#overview ul").first().locator(":scope > li");
      await expect(needs).toHaveCount(3);
      const [lead, second, third] = await needs.evaluateAll((items) =>
        items.map((item) => {
          const box = item.getBoundingClientRect();
          const media = item.querySelector("img")?.getBoundingClientRect();
          const title = item.querySelector("h3")?.getBoundingClientRect();
          return {
            top: box.top,
            bottom: box.bottom,
            width: box.width,
            mediaRight: media?.right,
            titleLeft: title?.left,
          };
        }),
      );
      expect(lead?.mediaRight ?? 0, path).toBeLessThanOrEqual(lead?.titleLeft ?? 0);
      expect(second?.top, path).toBeGreaterThan(lead?.bottom ?? 0);
      expect(second?.top, path).toBe(third?.top);
      expect(lead?.width ?? 0, path).toBeGreaterThan((second?.width ?? 0) * 1.8);
    }
  });

  test("no two customer pages lead with the same screen, in the hero or the lead need", async ({ page }) => {
    const seen = new Map<string, string>();
    for (const [, path] of [...CUSTOMERS, ["Xyz", "/xyz"] as const]) {
      await page.goto(path);
      const sources = [
        await page.locator("main header picture img").first().getAttribute("src"),
        await page.locator("#overview li picture img").first().getAttribute("src"),
      ];
      for (const source of sources) {
        expect(source, path).toBeTruthy();
        expect(seen.get(source ?? ""), `${path} repeats ${source}`).toBeUndefined();
        seen.set(source ?? "", path);
      }
    }
  });
});

test.describe("customers on a phone", () => {
  test.use({ viewport: MOBILE });

  test("the gallery's caption still says each screen is an example", async ({ page }) => {
    await page.goto("/customers");
    await expect(page.locator("#gallery figcaption").first()).toContainText(/^Example/);
    await expect(page.locator("#gallery figcaption").first()).toBeVisible();
  });

  test("the wordmark tiles' links line up in each row, whether a label wraps or not", async ({ page }) => {
    await page.goto("/customers");
    const linkTops = await page
      .locator("#customers li")
      .evaluateAll((items) =>
        items.map((item) => Math.round(item.querySelector("a span:last-child")?.getBoundingClientRect().top ?? 0)),
      );
    // Two per row: Astro (one line) beside Dialog (two), DishTV (two) beside Emiratus (none).
    expect(linkTops[0]).toBe(linkTops[1]);
    expect(linkTops[2]).toBe(linkTops[3]);
  });

  test("a story page's five other teams and the way to all customers sit two by three, no row short", async ({
    page,
  }) => {
    await page.goto("/astro");
    const tiles = page.locator("#more-customers li");
    await expect(tiles).toHaveCount(6);
    await expect(tiles.last().getByRole("link", { name: "All customers" })).toHaveAttribute("href", "/customers");
    const tops = await tiles.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect([tops[0] === tops[1], tops[2] === tops[3], tops[4] === tops[5]]).toEqual([true, true, true]);
    expect(new Set(tops).size).toBe(3);
  });

  test("the eyebrow breaks only between its parts, and a line never starts or ends on its dot", async ({ page }) => {
    await page.goto("/dishtv");
    const parts = page.locator("header").getByText("Direct-to-home TV operator", { exact: true });
    const box = await parts.boundingBox();
    const lineHeight = await parts.evaluate((part) => Number.parseFloat(getComputedStyle(part).lineHeight));
    expect(box?.height ?? 0).toBeLessThan(lineHeight * 1.5);
    // At 375 px the kind goes to a second line; its dot lies in the clipped margin, left of the eyebrow's edge.
    const [clipLeft, partLeft, dotRight] = await parts.evaluate((element) => {
      const dot = element.previousElementSibling?.getBoundingClientRect();
      // The part and its dot, in the row of parts, inside the eyebrow's clipping box.
      const clip = element.parentElement?.parentElement?.parentElement?.getBoundingClientRect();
      return [clip?.left ?? 0, element.getBoundingClientRect().left, dot?.right ?? Number.POSITIVE_INFINITY];
    });
    expect(box?.y ?? 0).toBeGreaterThan(
      (await page.locator("header").getByText("Customer", { exact: true }).boundingBox())?.y ?? 0,
    );
    expect(Math.abs(partLeft - clipLeft)).toBeLessThanOrEqual(1);
    expect(dotRight).toBeLessThanOrEqual(clipLeft + 1);
  });

  test("each example screen is cropped to whole panels that fit the frame", async ({ page }) => {
    // The crop's frame takes the region's proportions: no screen on a phone is taller than it is wide by much.
    for (const path of ["/dialog", "/reshet", "/emiratus"]) {
      await page.goto(path);
      const frames = await page.locator('main [style*="--crop-ratio"]').evaluateAll((spans) =>
        spans.map((span) => {
          const { width, height } = span.getBoundingClientRect();
          return height / width;
        }),
      );
      expect(frames.length).toBeGreaterThan(1);
      for (const ratio of frames) expect(ratio).toBeLessThan(1.2);
    }
  });

  test("nothing overflows at 375 px", async ({ page }) => {
    for (const path of ["/customers", "/astro", "/xyz"]) {
      await page.goto(path);
      await waitForHydration(page);
      await expectNoHorizontalOverflow(page);
    }
  });
});
