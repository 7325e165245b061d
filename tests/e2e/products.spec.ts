/**
 * /products: a large heading, the seven entries in alternating layout, each with a cross-fading,
 * pausable, tilting slideshow, a gradient-styled name and a View More link.
 */
import { expect, type Page, test } from "@playwright/test";
import { DESKTOP, waitForHydration } from "./fixtures";

const ENTRIES = [
  { name: "VIVRE", href: "/product/vivre" },
  { name: "Hospitality Suite", href: "/product/hospitality" },
  { name: "S.A.R.A.", href: "/product/sara" },
  { name: "Blinks", href: "/product/blink" },
  { name: "AdPilot", href: "/product/adpilot" },
  { name: "ReelCraft", href: "/product/reelcraft" },
  { name: "T.P.X", href: "/solutions#tpx" },
];

async function freezeClock(page: Page) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
}

const currentFrame = (slideshow: ReturnType<Page["locator"]>) =>
  slideshow
    .locator("[data-state]")
    .evaluateAll((frames) => frames.findIndex((frame) => frame.dataset.state === "current"));

test("a large heading, then the entries in alternating left/right rows with View More links", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/products");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.locator("main article h2")).toHaveText(ENTRIES.map((entry) => entry.name));
  const articles = page.locator("main article");
  for (const [index, entry] of ENTRIES.entries()) {
    const article = articles.nth(index);
    await expect(article.getByRole("link", { name: `View More about ${entry.name}` })).toHaveAttribute(
      "href",
      entry.href,
    );
    const media = await article.locator("[aria-roledescription='slideshow']").boundingBox();
    const heading = await article.locator("h2").boundingBox();
    if (!media || !heading) throw new Error(`missing layout for ${entry.name}`);
    const mediaOnLeft = media.x < heading.x;
    expect(mediaOnLeft, `${entry.name} alternates sides`).toBe(index % 2 === 0);
    // Every image is in the markup from the start (all preloaded together).
    expect(await article.locator("[aria-roledescription='slideshow'] img").count()).toBeGreaterThanOrEqual(3);
  }
  // The name is painted with the product's own gradient.
  const vivreName = articles.first().locator("h2 span");
  expect(await vivreName.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain(
    "rgb(124, 92, 255)",
  );
  await articles.first().getByRole("link", { name: "View More about VIVRE" }).click();
  await expect(page).toHaveURL(/\/product\/vivre$/);
});

test("the slideshow box is 700×500 with a 30 px radius and tilts up to 35° (perspective 800, 1000 ms)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.goto("/products");
  await waitForHydration(page);
  const box = page.locator("[aria-roledescription='slideshow']").first();
  await box.scrollIntoViewIfNeeded();
  const rect = await box.boundingBox();
  expect(rect?.width).toBeCloseTo(700, 0);
  expect(rect?.height).toBeCloseTo(500, 0);
  expect(await box.evaluate((element) => getComputedStyle(element).borderRadius)).toBe("30px");
  if (!rect) return;
  // Near the lower-left corner, inside the rounded corner. The box rests with no transform and attaches
  // its pointer listener in an effect after hydration: move until it answers.
  let transform = "";
  await expect
    .poll(async () => {
      await page.mouse.move(rect.x + rect.width / 2, rect.y + rect.height / 2);
      await page.mouse.move(rect.x + 40, rect.y + rect.height - 40);
      transform = await box.evaluate((element) => element.style.transform);
      return transform;
    })
    .toContain("scale(1.05)");
  expect(transform).toContain("perspective(800px)");
  const angles = [...transform.matchAll(/rotate([XY])\((-?[\d.]+)deg\)/g)].map((match) => Math.abs(Number(match[2])));
  expect(angles).toHaveLength(2);
  for (const angle of angles) {
    expect(angle).toBeGreaterThan(25);
    expect(angle).toBeLessThanOrEqual(35);
  }
  expect(await box.evaluate((element) => element.style.transition)).toContain("1000ms");
});

test("slides advance every 1500 ms with a 1200 ms cross-fade, wrap, and pause with the button", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await freezeClock(page);
  await page.goto("/products");
  await waitForHydration(page);
  const slideshow = page.locator("main article").first().locator("[aria-roledescription='slideshow']").locator("..");
  await slideshow.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  await expect.poll(() => currentFrame(slideshow)).toBe(0);
  const frames = slideshow.locator("[aria-roledescription='slideshow'] > [data-state]");
  const frame = frames.first();
  const style = await frame.evaluate((element) => getComputedStyle(element).transitionDuration);
  expect(style).toBe("1.2s, 1.2s");
  expect(
    await slideshow
      .locator("[data-state='waiting']")
      .first()
      .evaluate((element) => getComputedStyle(element).transform),
  ).toContain("matrix(1.05");

  await expect(async () => {
    await page.clock.runFor(100);
    expect(await currentFrame(slideshow)).toBe(1);
  }).toPass();
  await page.clock.runFor(1500);
  expect(await currentFrame(slideshow)).toBe(2);
  await expect(slideshow.locator("[data-state='leaving']")).toHaveCount(1);
  await page.clock.runFor(1500 * ((await frames.count()) - 2));
  expect(await currentFrame(slideshow)).toBe(0);

  await slideshow.getByRole("button", { name: /^Pause .* slideshow$/ }).click();
  await page.mouse.move(0, 0);
  await page.clock.runFor(6000);
  expect(await currentFrame(slideshow)).toBe(0);
  await expect(slideshow.getByRole("button", { name: /^Play .* slideshow$/ })).toBeVisible();
});

test("under reduced motion the slideshows stand still", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await freezeClock(page);
  await page.goto("/products");
  await waitForHydration(page);
  const slideshow = page.locator("main article").first().locator("[aria-roledescription='slideshow']").locator("..");
  await slideshow.scrollIntoViewIfNeeded();
  await expect(slideshow.getByRole("button", { name: /^Play .* slideshow$/ })).toBeVisible();
  await page.clock.runFor(6000);
  expect(await currentFrame(slideshow)).toBe(0);
});

test("the slideshow has the site's one carousel control row: previous, a dot per screen, next, then pause", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/products");
  await waitForHydration(page);
  const slideshow = page.locator("main article").first().locator("[aria-roledescription='slideshow']").locator("..");
  await slideshow.scrollIntoViewIfNeeded();
  const frames = await slideshow.locator("[aria-roledescription='slideshow'] > [data-state]").count();
  const names = await slideshow
    .getByRole("button")
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-label")));
  expect(names).toEqual([
    "Previous screen",
    ...Array.from({ length: frames }, (_, index) => `Show screen ${index + 1} of ${frames}`),
    "Next screen",
    "Play VIVRE screens slideshow",
  ]);
  await slideshow.getByRole("button", { name: "Next screen" }).click();
  await expect.poll(() => currentFrame(slideshow)).toBe(1);
  await expect(slideshow.getByRole("button", { name: `Show screen 2 of ${frames}` })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await slideshow.getByRole("button", { name: "Previous screen" }).click();
  await expect.poll(() => currentFrame(slideshow)).toBe(0);
  // Previous wraps from the first screen to the last.
  await slideshow.getByRole("button", { name: "Previous screen" }).click();
  await expect.poll(() => currentFrame(slideshow)).toBe(frames - 1);
  await slideshow.getByRole("button", { name: `Show screen 1 of ${frames}` }).click();
  await expect.poll(() => currentFrame(slideshow)).toBe(0);
});

test("under the hero, an 'at a glance' index names every entry in the page's order and links to its section", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/products");
  const glance = page.getByRole("navigation", { name: "At a glance" });
  const links = glance.getByRole("link");
  await expect(links).toHaveCount(ENTRIES.length);
  for (const [index, entry] of ENTRIES.entries()) await expect(links.nth(index)).toContainText(entry.name);
  // One row at 1440 px.
  const tops = await links.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().top));
  expect(new Set(tops).size).toBe(1);
  await links.filter({ hasText: "AdPilot" }).click();
  await expect(page).toHaveURL(/#adpilot$/);
  await expect(page.getByRole("heading", { level: 2, name: "AdPilot" })).toBeInViewport({ ratio: 1 });
});

test("T.P.X's illustrations sit centred in the slideshow box, which is not nested in another framed card", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/products");
  const article = page.locator("main article").filter({ has: page.getByRole("heading", { name: "T.P.X" }) });
  expect(await article.evaluate((element) => getComputedStyle(element).borderTopWidth)).toBe("0px");
  const positions = await article
    .locator("[aria-roledescription='slideshow'] img")
    .evaluateAll((images) => images.map((image) => getComputedStyle(image).objectPosition));
  for (const position of positions) expect(position).toBe("50% 50%");
});
