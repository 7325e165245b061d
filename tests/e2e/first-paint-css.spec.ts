/**
 * A pre-rendered page inlines only the CSS rules its markup can use (server/publishing/html/page-css.ts),
 * and the hydration loader brings the full stylesheets back before the page's code runs. So the page
 * as first painted must look exactly like the page with its full stylesheets: both are captured with
 * no code running (hydration data refused), once with the stylesheet files refused too.
 * Both captures are of one copy of the document: other tests publish the home page and the navigation
 * on the same server, and a publish between the two captures must not read as a difference.
 * Raster images are replaced by flat vector ones of the same size: Chromium draws a scaled-down
 * raster from whichever decode and filter it has at hand, so the same picture (even a flat one, at its
 * edges) can differ by a few pixels between two loads; a vector is drawn at its displayed size.
 */
import { type APIResponse, expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { DESKTOP, MOBILE } from "./fixtures";

const PAGES = ["/", "/about", "/products", "/product/vivre", "/resources", "/bookmeeting", "/customers", "/privacy"];

const STYLESHEET = /\/assets\/[\w-]+\.css(#.*)?$/;
const RASTER_IMAGE = /\.(avif|webp|png|jpe?g)(\?.*)?$/;

const flatImages = new Map<string, Buffer>();

async function flatImageLike(image: Buffer): Promise<Buffer> {
  const { width = 1, height = 1 } = await sharp(image).metadata();
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<rect width="${width}" height="${height}" fill="#6070a0" shape-rendering="crispEdges"/></svg>`,
  );
}

interface ServedDocument {
  path: string;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

async function documentOf(path: string, response: APIResponse): Promise<ServedDocument> {
  return { path, status: response.status(), headers: response.headers(), body: await response.body() };
}

async function captureWithoutCode(
  page: Page,
  served: ServedDocument,
  stylesheets: "inline only" | "full",
): Promise<Buffer> {
  const { path } = served;
  await page.route(
    (url) => url.pathname === path,
    (route) => route.fulfill({ status: served.status, headers: served.headers, body: served.body }),
  );
  await page.route(/\/assets\/hydration-data-[\w-]+\.json$/, (route) => route.abort());
  await page.route(RASTER_IMAGE, async (route) => {
    const url = route.request().url();
    let flat = flatImages.get(url);
    if (flat === undefined) {
      flat = await flatImageLike(await (await route.fetch()).body());
      flatImages.set(url, flat);
    }
    await route.fulfill({ status: 200, contentType: "image/svg+xml", body: flat });
  });
  const settled: string[] = [];
  if (stylesheets === "inline only") {
    await page.route(STYLESHEET, (route) => route.abort());
    page.on("requestfailed", (request) => STYLESHEET.test(request.url()) && settled.push(request.url()));
  } else {
    page.on("requestfinished", (request) => STYLESHEET.test(request.url()) && settled.push(request.url()));
  }
  await page.goto(path);
  // The font faces' link stays disabled: the inline copy has the faces the page uses.
  const links = await page.locator('link[rel="stylesheet"]:not(#font-faces)').count();
  expect(links, `${path} has stylesheet links`).toBeGreaterThan(0);
  // The loader asks for every stylesheet once the page has painted; wait until each has succeeded or failed.
  await expect.poll(() => settled.length, { message: `${path}: the loader requests every stylesheet` }).toBe(links);
  if (stylesheets === "full") {
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not(#font-faces)')].every(
        (link) => link.sheet !== null,
      ),
    );
  }
  // Every image loaded, lazy ones too, so both captures show the same pictures.
  await page.evaluate(() => {
    for (const image of document.images) image.loading = "eager";
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.evaluate(async () => {
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
    // Two frames: what was decoded is painted.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  return page.screenshot({ fullPage: true, animations: "disabled" });
}

for (const viewport of [MOBILE, DESKTOP]) {
  test(`pages first paint as they look with their full stylesheets (${viewport.width} px)`, async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    for (const path of PAGES) {
      const served = await documentOf(path, await request.get(path));
      expect(served.status, `${path} is served`).toBe(200);
      const shots: Buffer[] = [];
      for (const stylesheets of ["inline only", "full"] as const) {
        const context = await browser.newContext({ viewport, reducedMotion: "reduce" });
        const page = await context.newPage();
        shots.push(await captureWithoutCode(page, served, stylesheets));
        await context.close();
      }
      if (!shots[0]?.equals(shots[1] as Buffer)) {
        await testInfo.attach(`${path} inline only`, { body: shots[0], contentType: "image/png" });
        await testInfo.attach(`${path} full`, { body: shots[1], contentType: "image/png" });
      }
      expect(shots[0]?.equals(shots[1] as Buffer), `${path} looks the same with the inline CSS alone`).toBe(true);
    }
  });
}

test("the page keeps its inline font faces when its code runs, and gets every face once the visitor moves on", async ({
  page,
}) => {
  const fontFaceRequests: string[] = [];
  page.on("request", (request) => request.url().includes("/assets/faces-") && fontFaceRequests.push(request.url()));
  await page.goto("/about");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const stylesheets = page.locator('link[rel="stylesheet"]:not(#font-faces)');
  await expect(stylesheets.first()).not.toHaveAttribute("disabled");
  expect(await stylesheets.evaluateAll((links) => links.filter((link) => link.hasAttribute("disabled")).length)).toBe(
    0,
  );
  // Adding a font face lays out every line of text again: a long task just before the code runs.
  await expect(page.locator("#font-faces")).toHaveAttribute("disabled");
  expect(fontFaceRequests).toEqual([]);

  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy policy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.locator("#font-faces")).not.toHaveAttribute("disabled");
  await expect.poll(() => page.evaluate(() => [...document.fonts].length)).toBeGreaterThan(8);
});
