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
import { writeFileSync } from "node:fs";
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
  // Sections below the fold are laid out only when the full-page capture reaches them (content-visibility),
  // so a font face that only they use would start loading during the capture, and be drawn or not: lay
  // every section out now, so the wait for fonts below covers them.
  await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
  // Every image loaded, lazy ones too, so both captures show the same pictures.
  await page.evaluate(() => {
    for (const image of document.images) image.loading = "eager";
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.evaluate(async () => {
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    document.body.getBoundingClientRect();
    await document.fonts.ready;
    // Two frames: what was decoded is painted.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  return page.screenshot({ fullPage: true, animations: "disabled" });
}

/** The box around the pixels two captures do not share, for the failure message ("none" when they match). */
async function whereTheyDiffer(first: Buffer, second: Buffer): Promise<string> {
  const [a, b] = await Promise.all(
    [first, second].map((image) => sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  if (!a || !b) return "unreadable";
  if (a.info.width !== b.info.width || a.info.height !== b.info.height) {
    return `sizes ${a.info.width}×${a.info.height} and ${b.info.width}×${b.info.height}`;
  }
  const { width, height } = a.info;
  let [left, top, right, bottom, count] = [width, height, -1, -1, 0];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      if (a.data.readUInt32LE(at) === b.data.readUInt32LE(at)) continue;
      count++;
      [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
    }
  }
  return count === 0 ? "none" : `${count} pixels differ, in x ${left}–${right}, y ${top}–${bottom}`;
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
      const [inlineOnly, full] = shots as [Buffer, Buffer];
      const difference = inlineOnly.equals(full) ? "none" : await whereTheyDiffer(inlineOnly, full);
      if (difference !== "none") {
        const stem = path.replace(/\W+/g, "-");
        writeFileSync(testInfo.outputPath(`${stem}inline-only.png`), inlineOnly);
        writeFileSync(testInfo.outputPath(`${stem}full.png`), full);
      }
      expect(difference, `${path} looks the same with the inline CSS alone`).toBe("none");
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
