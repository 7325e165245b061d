/**
 * Media in the studio: an editor uploads a JPEG (with GPS EXIF) into an article's hero image,
 * sees it, the draft saves, and the preview link's page shows it as an AVIF/WebP `<picture>`
 * from `/media/` with no metadata left; a whitepaper's PDF is replaced by an upload and then
 * goes back to the generated one. axe finds nothing at 375 and 1440 px.
 */
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expectAccessible } from "./axe";
import { expect, test } from "./console-fixtures";
import { DESKTOP, MOBILE, waitForHydration } from "./fixtures";
import { openSection } from "./studio-entries";

const ARTICLE = "article:gamification";
const WHITEPAPER = "whitepaper:whitepaper2";
const studioPath = (id: string, rest = "") => `/console/content/${encodeURIComponent(id)}${rest}`;

async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 1800, height: 1000, channels: 3, background: "#2a6f97" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "LeakyCam" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "12/1 58/1 10/1", GPSLongitudeRef: "E", GPSLongitude: "77/1 35/1 0/1" },
    })
    .toBuffer();
}

async function openDocument(page: Page, id: string): Promise<void> {
  await page.goto(studioPath(id));
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 2, name: "Fields" })).toBeVisible();
}

async function expectSaved(page: Page): Promise<void> {
  await expect(page.getByRole("status").filter({ hasText: /^Saved at / })).toBeVisible({ timeout: 15_000 });
}

test("an editor uploads a JPEG into an article's image, saves the draft, and the preview shows the AVIF/WebP picture", async ({
  editor: { page },
  browser,
}) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize(DESKTOP);
  await openDocument(page, ARTICLE);

  await openSection(page, "Image");
  const image = page.getByRole("group", { name: "Image" });
  const alt = `A teal test card uploaded at ${Date.now()}`;
  await image.getByLabel("Alt text").fill(alt);
  await image.getByLabel("Upload image").setInputFiles({
    name: "holiday.jpg",
    mimeType: "image/jpeg",
    buffer: await jpegWithGps(),
  });
  const current = image.getByRole("figure");
  await expect(current.locator("img")).toHaveAttribute("src", /^\/media\/[0-9a-f]{32}\.webp$/, { timeout: 30_000 });
  await expect(current).toContainText("1600 × 889 px; phones load 640 px");
  await expectSaved(page);
  await expectAccessible(page, "image field at 1440 px");

  // A text file is refused with the reason beside the field; the image stays.
  await image.getByLabel("Upload image").setInputFiles({
    name: "notes.png",
    mimeType: "image/png",
    buffer: Buffer.from("not an image"),
  });
  await expect(image.getByRole("listitem").filter({ hasText: "Upload a PNG, JPEG, WebP or AVIF image" })).toBeVisible();
  await expect(current.locator("img")).toHaveAttribute("src", /^\/media\//);

  // The media library offers the upload for reuse.
  await image.getByRole("button", { name: "Choose an uploaded image" }).click();
  await expect(image.getByRole("list", { name: "Uploaded images" }).getByRole("listitem").first()).toContainText(
    "holiday.jpg",
  );
  await expectAccessible(page, "media library at 1440 px");

  await page.goto(studioPath(ARTICLE, "/preview"));
  const link = await page.getByLabel("Preview link").inputValue();
  const context = await browser.newContext();
  const reviewer = await context.newPage();
  const shown = await reviewer.goto(link);
  expect(shown?.status()).toBe(200);
  const picture = reviewer.locator("picture").filter({ has: reviewer.locator(`img[alt="${alt}"]`) });
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
    "srcset",
    /^\/media\/[0-9a-f]{32}\.avif 640w, \/media\/[0-9a-f]{32}\.avif 1600w$/,
  );
  const img = picture.locator("img");
  await expect(img).toHaveAttribute("src", /^\/media\/[0-9a-f]{32}\.webp$/);
  await expect(img).toHaveAttribute("width", "1600");
  await expect(img).toHaveAttribute("height", "889");
  const src = (await img.getAttribute("src")) ?? "";
  const file = await reviewer.request.get(src);
  expect(file.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const metadata = await sharp(await file.body()).metadata();
  expect({ format: metadata.format, width: metadata.width, exif: metadata.exif }).toEqual({
    format: "webp",
    width: 1600,
    exif: undefined,
  });
  await context.close();

  await page.setViewportSize(MOBILE);
  await openDocument(page, ARTICLE);
  await openSection(page, "Image");
  await expect(page.getByRole("group", { name: "Image" }).getByRole("figure").locator("img")).toHaveAttribute(
    "src",
    src,
  );
  await expectAccessible(page, "image field at 375 px");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "the editor scrolls sideways at 375 px").toBeLessThanOrEqual(0);
});

test("an editor replaces a whitepaper's PDF and goes back to the generated one", async ({ editor: { page } }) => {
  await page.setViewportSize(MOBILE);
  await openDocument(page, WHITEPAPER);
  const panel = page.getByRole("region", { name: "PDF download" });
  await expect(panel).toContainText("the PDF the site generates");
  await expectAccessible(page, "whitepaper PDF panel at 375 px");

  await panel.getByLabel("Replace with a PDF").setInputFiles({
    name: "notes.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("this is not a PDF"),
  });
  await expect(panel).toContainText("Upload a PDF file: this file is not a PDF.");

  await panel.getByLabel("Replace with a PDF").setInputFiles({
    name: "edited-whitepaper.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
  });
  await expect(panel).toContainText("Visitors get the uploaded PDF “edited-whitepaper.pdf”");
  await page.setViewportSize(DESKTOP);
  await expectAccessible(page, "whitepaper PDF panel at 1440 px");

  await page.reload();
  await waitForHydration(page);
  await expect(panel).toContainText("edited-whitepaper.pdf");
  await panel.getByRole("button", { name: "Use the generated PDF again" }).click();
  await expect(panel).toContainText("the PDF the site generates");
  await expect(panel.getByRole("button", { name: "Use the generated PDF again" })).toHaveCount(0);
});
