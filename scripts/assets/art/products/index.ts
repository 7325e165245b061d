import { writeRaster } from "../../lib/output.ts";
import type { ProductSlug } from "../../lib/palette.ts";
import { Defs, svgDocument } from "../../lib/svg.ts";
import { pool } from "../../lib/tools.ts";
import { blinkScreens } from "./blink.ts";
import { hospitalityScreens } from "./hospitality.ts";
import { saraScreens } from "./sara.ts";
import { SH, SW } from "./shell.ts";
import { vivreScreens } from "./vivre.ts";

type ScreenMaker = (defs: Defs) => string[];

export const SCREENS: Partial<Record<ProductSlug, readonly ScreenMaker[]>> = {
  vivre: vivreScreens,
  sara: saraScreens,
  blink: blinkScreens,
  hospitality: hospitalityScreens,
};

export function screenSvg(slug: ProductSlug, index: number, defs = new Defs()): string {
  const make = SCREENS[slug]?.[index];
  if (!make) throw new Error(`no screen ${index + 1} for ${slug}`);
  return svgDocument(SW, SH, defs, make(defs));
}

/** products/<slug>/screen-1..4 at 1400 x 1000, each under 60 KB. */
export async function productScreens(only?: string): Promise<void> {
  const jobs: { slug: ProductSlug; index: number }[] = [];
  for (const [slug, makers] of Object.entries(SCREENS) as [ProductSlug, readonly ScreenMaker[]][]) {
    if (only && slug !== only) continue;
    for (const index of makers.keys()) jobs.push({ slug, index });
  }
  await pool(jobs, 2, async ({ slug, index }) => {
    await writeRaster(
      `products/${slug}/screen-${index + 1}`,
      screenSvg(slug, index),
      { width: SW, height: SH },
      { maxBytes: 60_000 },
    );
  });
}
