/**
 * The six product pages share one template: hero with highlight cards, a screen carousel and
 * the "what makes it special" grid. S.A.R.A. and Blinks have the spec's exact extras.
 */
import { expect, type Page, test } from "@playwright/test";
import { saraSpecialCards } from "../spec-facts";
import { waitForHydration } from "./fixtures";

const PRODUCTS = [
  { path: "/product/vivre", name: "VIVRE", highlights: 3 },
  { path: "/product/sara", name: "S.A.R.A.", highlights: 2 },
  { path: "/product/blink", name: "Blinks", highlights: 3 },
  { path: "/product/hospitality", name: "Hospitality Suite", highlights: 3 },
  { path: "/product/adpilot", name: "AdPilot", highlights: 3 },
  { path: "/product/reelcraft", name: "ReelCraft", highlights: 3 },
];

/** The screen carousel, scrolled into view and with its engine running. */
async function openCarousel(page: Page) {
  const carousel = page.locator("#screens [aria-roledescription='carousel']");
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute("data-engaged", "");
  return carousel;
}

/** Fake timers that only move when the test says so (page.clock.runFor). */
async function freezeClock(page: Page) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
}

/** The product tours' rotation interval (SLIDESHOW_INTERVAL_MS in the carousel). */
const SLIDESHOW_INTERVAL_MS = 6000;

const selectedDot = (page: Page) => page.locator("#screens [data-dot][aria-current='true']");

for (const product of PRODUCTS) {
  test(`${product.path}: hero, ${product.highlights} highlight cards, carousel and feature grid`, async ({ page }) => {
    await page.goto(product.path);
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveCount(1);
    await expect(h1).toContainText(product.name);
    await expect(page.locator("#highlights-title + ul > li")).toHaveCount(product.highlights);
    const slides = page.locator("#screens [aria-roledescription='slide']");
    expect(await slides.count()).toBeGreaterThanOrEqual(3);
    await expect(slides.first().locator("img").first()).toHaveAttribute("alt", /.{10,}/);
    expect(await page.locator("#special li h3").count()).toBeGreaterThanOrEqual(6);
    // Without a configured sales address the demo button leads to the Book a meeting page.
    await expect(page.getByRole("main").getByRole("link", { name: "Book a meeting" }).first()).toHaveAttribute(
      "href",
      "/bookmeeting",
    );
  });
}

for (const product of PRODUCTS) {
  test(`${product.path}: the special list is the one bento: a lead card that draws where the product sits, a line icon on every other card, no screen twice`, async ({
    page,
  }) => {
    await page.goto(product.path);
    const cards = page.locator("#special li[id]");
    const stack = cards
      .first()
      .getByRole("list", { name: "Where it fits, from the screen down" })
      .getByRole("listitem");
    await expect(stack).toHaveCount(3);
    const productLayer = stack.and(page.locator("[data-product]"));
    await expect(productLayer).toHaveCount(1);
    await expect(productLayer).toContainText(product.name);
    await expect(cards.first().locator("svg")).toHaveCount(0);
    const count = await cards.count();
    expect(count, product.path).toBe(9);
    for (let index = 1; index < count; index++) await expect(cards.nth(index).locator("svg")).toHaveCount(1);
    // No two cards share an icon: each says something about its feature.
    const icons = await cards.locator("svg path").evaluateAll((paths) => paths.map((path) => path.getAttribute("d")));
    expect(new Set(icons).size, product.path).toBe(icons.length);
    // The product's screens are the hero's and the carousel's, each once; the list below shows none of them again.
    await expect(page.locator("#special img")).toHaveCount(0);
    const screens = await page
      .locator("main img[src*='screen-'][alt]:not([alt=''])")
      .evaluateAll((images) => images.map((image) => image.getAttribute("src")));
    const files = screens.map((src) => src?.replace(/-[\w-]{8}\.(avif|webp)$/, "").replace(/.*\//, ""));
    expect(new Set(files).size).toBe(files.length);
  });
}

test("the closing band's title and text differ from page to page; the carousel's heading is left-aligned like the others", async ({
  page,
}) => {
  const titles: string[] = [];
  const texts: string[] = [];
  for (const product of PRODUCTS) {
    await page.goto(product.path);
    const heading = page.getByRole("heading", { name: new RegExp(`^See ${product.name.replaceAll(".", "\\.")} `) });
    titles.push((await heading.textContent()) ?? "");
    const band = heading.locator("..");
    texts.push((await band.locator("p").first().textContent()) ?? "");
    const headings = page.locator("#screens h2, #special h2");
    const aligns = await headings.evaluateAll((elements) =>
      elements.map((element) => getComputedStyle(element).textAlign),
    );
    expect(aligns, product.path).not.toContain("center");
  }
  expect(new Set(titles).size).toBe(PRODUCTS.length);
  expect(new Set(texts).size).toBe(PRODUCTS.length);
});

test.describe("product pages' measure at tablet width", () => {
  test.use({ viewport: { width: 768, height: 1000 } });

  test("the hero's lead, the section intros and the highlights run at most about 70 characters a line", async ({
    page,
  }) => {
    for (const product of PRODUCTS) {
      await page.goto(product.path);
      const prose = page.locator("main h1 ~ p, #screens header p, #special header p, #highlights-title + ul p");
      const widths = await prose.evaluateAll((elements) =>
        elements.map(
          (element) => element.getBoundingClientRect().width / Number.parseFloat(getComputedStyle(element).fontSize),
        ),
      );
      expect(widths.length, product.path).toBeGreaterThanOrEqual(4);
      for (const ems of widths) expect(ems, product.path).toBeLessThanOrEqual(32.01);
    }
  });
});

test.describe("product pages at desktop width", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the hero's screen fades out before the viewport's edge", async ({ page }) => {
    await page.goto("/product/reelcraft");
    const mask = await page
      .locator("main img[src*='screen-1']")
      .first()
      .evaluate((image) => {
        const masks: string[] = [];
        for (let element = image.parentElement; element; element = element.parentElement) {
          masks.push(getComputedStyle(element).maskImage);
        }
        return masks.find((mask) => mask !== "none") ?? "none";
      });
    expect(mask).toContain("linear-gradient");
  });
});

test.describe("feature lists on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the eight cards after the lead card form one grouped list, and no title line starts with an ampersand", async ({
    page,
  }) => {
    await page.goto("/product/sara");
    const boxes = await page
      .locator("#special li[id]")
      .evaluateAll((cards) =>
        cards.map((card) => card.getBoundingClientRect()).map(({ top, bottom }) => ({ top, bottom })),
      );
    expect(boxes).toHaveLength(9);
    for (let index = 2; index < boxes.length; index++) {
      expect(Math.abs((boxes[index]?.top ?? 0) - (boxes[index - 1]?.bottom ?? 0))).toBeLessThanOrEqual(1);
    }
    const titles = await page.locator("#special li h3").allTextContents();
    const withAmpersand = titles.filter((title) => title.includes("&"));
    expect(withAmpersand.length).toBeGreaterThan(0);
    for (const title of withAmpersand) expect(title).not.toMatch(/ &/);
  });
});

test.describe("feature lists at tablet width", () => {
  test.use({ viewport: { width: 768, height: 1000 } });

  test("no card is alone on the last row of the bento", async ({ page }) => {
    for (const product of PRODUCTS) {
      await page.goto(product.path);
      const rows = await page.locator("#special li[id]").evaluateAll((cards) => {
        const byTop = new Map<number, number>();
        for (const card of cards) {
          const top = Math.round(card.getBoundingClientRect().top);
          byTop.set(top, (byTop.get(top) ?? 0) + 1);
        }
        return [...byTop.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
      });
      expect(rows.at(-1), product.path).toBe(2);
    }
  });
});

test("VIVRE's carousel wraps both ways with the arrows, dots and ←/→, and only the shown slide is reachable", async ({
  page,
}) => {
  // The tour rotates on its own as well: a clock that only moves when told keeps the steps below exact.
  await freezeClock(page);
  await page.goto("/product/vivre");
  await waitForHydration(page);
  const carousel = await openCarousel(page);
  const slides = carousel.locator("[aria-roledescription='slide']");
  // The hero shows the first screen; the carousel the other three.
  await expect(slides).toHaveCount(3);
  await expect(selectedDot(page)).toHaveAttribute("aria-label", "Show slide 1 of 3");
  await expect(slides.nth(1)).toHaveJSProperty("inert", true);

  await carousel.getByRole("button", { name: "Previous slide" }).click();
  await expect(selectedDot(page)).toHaveAttribute("aria-label", "Show slide 3 of 3");
  await expect(slides.nth(2)).toHaveJSProperty("inert", false);
  await expect(slides.nth(0)).toHaveJSProperty("inert", true);

  await carousel.getByRole("button", { name: "Next slide" }).click();
  await expect(selectedDot(page)).toHaveAttribute("aria-label", "Show slide 1 of 3");

  await carousel.getByRole("button", { name: "Show slide 2 of 3" }).click();
  await expect(selectedDot(page)).toHaveAttribute("aria-label", "Show slide 2 of 3");
  await expect(slides.nth(1)).toBeInViewport();

  await page.keyboard.press("ArrowRight");
  await expect(selectedDot(page)).toHaveAttribute("aria-label", "Show slide 3 of 3");
  await page.keyboard.press("ArrowRight");
  await expect(selectedDot(page)).toHaveAttribute("aria-label", "Show slide 1 of 3");
  // Every product tour rotates, so every one has the same Pause/Play button at the end of its controls.
  await expect(carousel.getByRole("button", { name: /^Pause .*slideshow$/ })).toBeVisible();
});

test("S.A.R.A. has exactly the spec's two feature cards, the three-image Insights carousel and nine cards", async ({
  page,
}) => {
  await page.goto("/product/sara");
  await expect(page.locator("#highlights-title + ul h3")).toHaveText(["Recommendations driven by AI", "Monetisation"]);
  await expect(page.getByRole("heading", { level: 2, name: "S.A.R.A. Insights" })).toBeVisible();
  await expect(page.locator("#screens [aria-roledescription='slide']")).toHaveCount(3);
  await expect(page.getByRole("heading", { level: 2, name: "What makes S.A.R.A. special" })).toBeVisible();
  await expect(page.locator("#special li h3")).toHaveText(saraSpecialCards);
  await expect(page.getByRole("img", { name: "S.A.R.A. logo" })).toBeVisible();
});

test.describe("Blinks carousel", () => {
  test("advances every 6 s (the site's one interval), wraps, and the Pause button stops it", async ({ page }) => {
    await freezeClock(page);
    await page.goto("/product/blink");
    await waitForHydration(page);
    const carousel = await openCarousel(page);
    await expect(selectedDot(page)).toHaveAttribute("aria-label", "Show slide 1 of 3");
    // The count starts once the carousel reports itself on screen (an observer, not the clock).
    await expect(carousel).toHaveAttribute("data-rotating", "");

    await page.clock.runFor(SLIDESHOW_INTERVAL_MS - 100);
    await expect(selectedDot(page)).toHaveAttribute("aria-label", "Show slide 1 of 3");
    await page.clock.runFor(200);
    await expect(selectedDot(page)).toHaveAttribute("aria-label", "Show slide 2 of 3");
    await page.clock.runFor(SLIDESHOW_INTERVAL_MS * 2);
    await expect(selectedDot(page)).toHaveAttribute("aria-label", "Show slide 1 of 3");

    const toggle = carousel.getByRole("button", { name: /^Pause .*slideshow$/ });
    await toggle.click();
    await page.mouse.move(0, 0);
    await expect(carousel.getByRole("button", { name: /^Play .*slideshow$/ })).toBeVisible();
    await page.clock.runFor(SLIDESHOW_INTERVAL_MS * 2);
    await expect(selectedDot(page)).toHaveAttribute("aria-label", "Show slide 1 of 3");

    await carousel.getByRole("button", { name: /^Play .*slideshow$/ }).click();
    await page.clock.runFor(SLIDESHOW_INTERVAL_MS + 100);
    await expect(selectedDot(page)).toHaveAttribute("aria-label", "Show slide 2 of 3");
  });

  test("holds while the pointer is over the slides", async ({ page }) => {
    await freezeClock(page);
    await page.goto("/product/blink");
    await waitForHydration(page);
    const carousel = await openCarousel(page);
    await carousel.locator("[data-track]").hover();
    await page.clock.runFor(SLIDESHOW_INTERVAL_MS + 1000);
    await expect(selectedDot(page)).toHaveAttribute("aria-label", "Show slide 1 of 3");
  });

  test("does not rotate under reduced motion, and clicking a slide follows its link", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await freezeClock(page);
    await page.goto("/product/blink");
    await waitForHydration(page);
    const carousel = await openCarousel(page);
    // The clock runs first: when Play/Pause's lazily loaded code arrives after hydration (a busy machine),
    // React reveals it on a timer, which the frozen clock would hold. Nothing rotates meanwhile.
    await page.clock.runFor(SLIDESHOW_INTERVAL_MS + 1000);
    await expect(carousel.getByRole("button", { name: /^Play .*slideshow$/ })).toBeVisible();
    await expect(selectedDot(page)).toHaveAttribute("aria-label", "Show slide 1 of 3");

    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect(selectedDot(page)).toHaveAttribute("aria-label", "Show slide 2 of 3");
    await carousel.getByRole("link", { name: /Live broadcasts with advertising/ }).click();
    await expect(page).toHaveURL(/#live-broadcasting$/);
    await expect(page.locator("#live-broadcasting")).toBeInViewport();
  });
});

test.describe("product tours on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("every slide shows a region of its screen, or two stacked, each drawn as its own image and filling its frame, and the slides of a tour share one height", async ({
    page,
  }) => {
    for (const product of PRODUCTS) {
      await page.goto(product.path);
      const slides = page.locator("#screens [aria-roledescription='slide']");
      await slides.first().scrollIntoViewIfNeeded();
      await expect(slides.first().locator("img").first()).toHaveJSProperty("complete", true);
      const sizes = await slides.evaluateAll((elements) =>
        elements.map((slide) => {
          const frame = slide.querySelector("figure > span, a > span");
          const regions = [...(frame?.querySelectorAll("img") ?? [])].map((image) => ({
            image: image.getBoundingClientRect().width,
            region: image.closest("span")?.getBoundingClientRect().width ?? 0,
            loaded: image.complete && image.naturalWidth > 0,
            imageHeight: image.getBoundingClientRect().height,
            regionHeight: image.closest("span")?.getBoundingClientRect().height ?? 0,
            shown: image.closest("span")?.checkVisibility() ?? false,
            ownImage: image.parentElement?.querySelector("source[media]") !== null,
          }));
          return { height: Math.round(frame?.getBoundingClientRect().height ?? 0), regions };
        }),
      );
      expect(sizes.length, product.path).toBeGreaterThanOrEqual(3);
      expect(sizes[0]?.regions[0]?.loaded, product.path).toBe(true);
      for (const { regions } of sizes) {
        for (const region of regions) {
          expect(region.shown, product.path).toBe(true);
          // Each region is drawn as its own image (at least at the screen's scale), shown whole: a whole
          // 1400 px screen in a 330 px frame would set its text at 3–5 px.
          expect(region.ownImage, product.path).toBe(true);
          expect(region.image / region.region, product.path).toBeCloseTo(1, 1);
          if (region.loaded) expect(region.imageHeight / region.regionHeight, product.path).toBeCloseTo(1, 1);
        }
      }
      const heights = sizes.map((size) => size.height);
      expect(Math.max(...heights) - Math.min(...heights), product.path).toBeLessThanOrEqual(2);
    }
  });

  test("a two-region slide shows both parts, the caption's subject included, and only the first carries the alt text", async ({
    page,
  }) => {
    // The tours that open on a two-part slide: e.g. Hospitality's posters over its Live TV channels, S.A.R.A.'s trend chart over its heatmap.
    for (const { path } of PRODUCTS.filter((product) => product.name !== "VIVRE")) {
      await page.goto(path);
      const slide = page.locator("#screens [aria-roledescription='slide']").first();
      await slide.scrollIntoViewIfNeeded();
      const images = slide.locator("img");
      await expect(images).toHaveCount(2);
      await expect(images.nth(0)).toHaveAttribute("alt", /.{10,}/);
      await expect(images.nth(1)).toHaveAttribute("alt", "");
      const [first, second] = await images.evaluateAll((elements) =>
        elements.map((image) => image.closest("span")?.getBoundingClientRect().toJSON() as DOMRect),
      );
      if (!first || !second) throw new Error(`${path}: two regions`);
      // Stacked, the second right under the first, both inside the 375 px viewport's width.
      expect(second.top).toBeGreaterThanOrEqual(first.bottom - 1);
      for (const box of [first, second]) {
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(375);
        expect(box.height).toBeGreaterThan(100);
      }
    }
  });

  test("a phone downloads the regions it shows, never a whole product screen", async ({ page }) => {
    for (const { path } of PRODUCTS) {
      const screens: string[] = [];
      const listen = (request: import("@playwright/test").Request) => {
        if (/\/assets\/screen-\d/.test(request.url())) screens.push(request.url());
      };
      page.on("request", listen);
      await page.goto(path);
      const hero = page.locator("main img[src*='screen-']").first();
      await expect(hero).toHaveJSProperty("complete", true);
      await page.locator("#screens").scrollIntoViewIfNeeded();
      await expect(page.locator("#screens img").first()).toHaveJSProperty("complete", true);
      page.off("request", listen);
      // A region's file is named by its screen and the region in thousandths: screen-<n>-<x>-<y>-<w>-<h>.
      expect(await hero.evaluate((image: HTMLImageElement) => image.currentSrc), path).toMatch(/screen-\d(-\d+){4}-/);
      expect(screens.length, path).toBeGreaterThanOrEqual(2);
      expect(
        screens.filter((url) => !/screen-\d(-\d+){4}-/.test(url)),
        path,
      ).toEqual([]);
    }
  });

  test("ReelCraft's and AdPilot's heroes stack two regions of their screen, inside the page's width", async ({
    page,
  }) => {
    for (const path of ["/product/reelcraft", "/product/adpilot"]) {
      await page.goto(path);
      // The hero's screen is the page's first; its frame holds one region per part of the composition.
      const boxes = await page
        .locator("main img[src*='screen-']")
        .first()
        .evaluate((image) =>
          [...(image.closest("span")?.parentElement?.children ?? [])].map((region) => ({
            ...(region.getBoundingClientRect().toJSON() as DOMRect),
            shown: region.checkVisibility(),
          })),
        );
      expect(boxes.length, path).toBe(2);
      for (const box of boxes) {
        expect(box.shown, path).toBe(true);
        expect(box.left, path).toBeGreaterThanOrEqual(0);
        expect(box.right, path).toBeLessThanOrEqual(375);
        expect(box.height, path).toBeGreaterThan(100);
      }
    }
  });
});

test.describe("product pages at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the tour's frame spans the section's content, with its controls centred under it, and the hero's screen reaches the viewport's edge", async ({
    page,
  }) => {
    for (const { path } of PRODUCTS) {
      await page.goto(path);
      const heading = await page.locator("#screens h2").boundingBox();
      const frame = await page
        .locator("#screens [aria-roledescription='slide']")
        .first()
        .locator("figure > span, a > span")
        .first()
        .boundingBox();
      const controls = await page
        .locator("#screens [data-dot]")
        .first()
        .evaluate((dot) => dot.parentElement?.parentElement?.getBoundingClientRect().toJSON() as DOMRect);
      if (!heading || !frame || !controls) throw new Error(`${path}: carousel parts`);
      // 1200 px of content from the heading's left edge: no empty column to the frame's right.
      expect(frame.x, path).toBeCloseTo(heading.x, 0);
      expect(frame.width, path).toBeGreaterThanOrEqual(1190);
      expect(Math.abs(controls.x + controls.width / 2 - (frame.x + frame.width / 2)), path).toBeLessThanOrEqual(30);
      const hero = await page.locator("main img[src*='screen-']").first().boundingBox();
      if (!hero) throw new Error(`${path}: hero screen`);
      expect(hero.x + hero.width, path).toBeGreaterThanOrEqual(1439);
      expect(hero.width, path).toBeGreaterThanOrEqual(680);
    }
  });
});

test("from 640 px a two-region slide shows its whole screen once, and no region's own image is downloaded", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const regionFiles: string[] = [];
  page.on("request", (request) => {
    if (/screen-\d(-\d+){4}-/.test(request.url())) regionFiles.push(request.url());
  });
  await page.goto("/product/reelcraft");
  const images = page.locator("#screens [aria-roledescription='slide']").first().locator("img");
  await expect(images.nth(0)).toBeVisible();
  await expect(images.nth(1)).toBeHidden();
  const ratio = await images
    .nth(0)
    .evaluate(
      (image) => image.getBoundingClientRect().width / (image.closest("span")?.getBoundingClientRect().width ?? 1),
    );
  expect(ratio).toBeCloseTo(1, 1);
  await page.locator("#screens").scrollIntoViewIfNeeded();
  await expect(images.nth(0)).toHaveJSProperty("complete", true);
  expect(regionFiles).toEqual([]);
});
