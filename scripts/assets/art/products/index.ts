import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { PHONE_CROP_MAX_WIDTH } from "#shared/content/phone-crops.ts";
import { ASSETS_DIR, FIRST_PAINT_IMAGE_BYTES, removeGenerated, writeRaster } from "../../lib/output.ts";
import { C, PRODUCTS, type ProductSlug, product } from "../../lib/palette.ts";
import { phoneCropFiles } from "../../lib/phone-crop-files.ts";
import { productFiles } from "../../lib/registry-files.ts";
import { Defs, g, rect, svgDocument, translate } from "../../lib/svg.ts";
import { pool } from "../../lib/tools.ts";
import { dotGrid, glow } from "../../lib/ui.ts";
import { productGlyph } from "../glyphs.ts";
import { adpilotScreens } from "./adpilot.ts";
import { blinkScreens } from "./blink.ts";
import { hospitalityScreens } from "./hospitality.ts";
import { reelcraftScreens } from "./reelcraft.ts";
import { saraScreens } from "./sara.ts";
import { SH, SW } from "./shell.ts";
import { vivreScreens } from "./vivre.ts";

type ScreenMaker = (defs: Defs) => string[];

/** The UI screens of each product, in order (SCREENS_PER_PRODUCT of them). */
export const SCREENS: Record<ProductSlug, readonly ScreenMaker[]> = {
  vivre: vivreScreens,
  sara: saraScreens,
  blink: blinkScreens,
  hospitality: hospitalityScreens,
  adpilot: adpilotScreens,
  reelcraft: reelcraftScreens,
};

export function screenSvg(slug: ProductSlug, index: number, defs = new Defs()): string {
  const make = SCREENS[slug][index];
  if (!make) throw new Error(`no screen ${index + 1} for ${slug}`);
  return svgDocument(SW, SH, defs, make(defs));
}

/** The registry's products, or only the one named (ONLY=<slug>). */
function productsToDraw(only?: string) {
  return productFiles(PRODUCTS).filter((files) => !only || files.slug === only);
}

/** products/<slug>/screen-1..4 at 1400 x 1000, each under 60 KB. */
export async function productScreens(only?: string): Promise<void> {
  const jobs = productsToDraw(only).flatMap((files) => files.screens.map((stem, index) => ({ ...files, stem, index })));
  await pool(jobs, 2, async ({ slug, stem, index }) => {
    await writeRaster(stem, screenSvg(slug, index), { width: SW, height: SH }, { maxBytes: 60_000 });
  });
}

const CARD_W = 640;
const CARD_H = 400;

/** Two of the product's screens floating over a glow in the product gradient. */
function cardSvg(slug: ProductSlug): string {
  const defs = new Defs();
  const identity = product(slug);
  const [a, b] = identity.gradient;
  const makers = SCREENS[slug];
  const back = makers[1];
  const front = makers[0];
  if (!back || !front) throw new Error(`no screens for ${slug}`);
  const framed = (make: ScreenMaker, x: number, y: number, width: number, rotate: number): string => {
    const scale = width / SW;
    const height = SH * scale;
    const clip = defs.clipRect(0, 0, SW, SH, 14 / scale);
    return g({ transform: `rotate(${rotate} ${x + width / 2} ${y + height / 2})` }, [
      rect(x + 6, y + 18, width, height, { r: 14, fill: "#000", opacity: 0.55, filter: defs.blur(16) }),
      g({ transform: translate(x, y, scale) }, [g({ clipPath: clip }, make(defs))]),
      rect(x, y, width, height, { r: 14, stroke: "rgba(255,255,255,0.22)", strokeWidth: 1.5 }),
    ]);
  };
  const body = [
    rect(0, 0, CARD_W, CARD_H, { fill: C.bg }),
    dotGrid(0, 0, CARD_W, CARD_H, 22),
    glow(defs, 140, 330, 330, a, 0.55),
    glow(defs, 540, 80, 320, b, 0.5),
    framed(back, 250, 26, 360, 4),
    framed(front, 36, 112, 420, -3),
    rect(28, 28, 64, 64, { r: 18, fill: "#000", opacity: 0.4, filter: defs.blur(10) }),
    productGlyph(defs, slug, 24, 22, 64),
  ];
  return svgDocument(CARD_W, CARD_H, defs, body);
}

/** products/<slug>/card at 640 x 400. */
export async function productCards(only?: string): Promise<void> {
  await pool(productsToDraw(only), 2, async ({ slug, card }) => {
    await writeRaster(card, cardSvg(slug), { width: CARD_W, height: CARD_H }, { maxBytes: 60_000 });
  });
}

/** Files in crops/<slug>/ that no product page names any more. */
async function stalePhoneCrops(slugs: readonly string[], wanted: ReadonlySet<string>): Promise<string[]> {
  const stale: string[] = [];
  for (const slug of slugs) {
    const folder = `crops/${slug}`;
    const names = await readdir(join(ASSETS_DIR, folder)).catch(() => [] as string[]);
    stale.push(...names.map((name) => `${folder}/${name}`).filter((file) => !wanted.has(file.replace(/\.\w+$/, ""))));
  }
  return stale;
}

/**
 * crops/<slug>/…: each screen region the product pages show on phones, drawn on its own
 * from the screen's vector drawing (sharper than the enlarged raster, and a fraction of its bytes).
 */
export async function productPhoneCrops(only?: string): Promise<void> {
  const crops = phoneCropFiles(only);
  const slugs = productsToDraw(only).map((files) => files.slug);
  await removeGenerated(await stalePhoneCrops(slugs, new Set(crops.map((crop) => crop.stem))));
  await pool(crops, 2, async ({ slug, screen, region, stem, firstPaint }) => {
    const [viewWidth, viewHeight] = [region.w * SW, region.h * SH];
    const scale = Math.max(1, PHONE_CROP_MAX_WIDTH / viewWidth);
    const size = { width: Math.round(viewWidth * scale), height: Math.round(viewHeight * scale) };
    const defs = new Defs();
    const make = SCREENS[slug][screen - 1];
    if (!make) throw new Error(`no screen ${screen} for ${slug}`);
    const viewBox = `${region.x * SW} ${region.y * SH} ${viewWidth} ${viewHeight}`;
    await writeRaster(stem, svgDocument(size.width, size.height, defs, make(defs), viewBox), size, {
      maxBytes: 30_000,
      ...(firstPaint ? { maxAvifBytes: FIRST_PAINT_IMAGE_BYTES } : {}),
    });
  });
}
