/**
 * Generates every image and video the site shows, from code: SVG drawings
 * rasterised with Debian tools (rsvg-convert, cwebp, avifenc, ffmpeg) into
 * app/assets, plus app/assets/manifest.json (folder -> path -> intrinsic size),
 * and the web font files split for the first paint (fonts.ts).
 *
 *   npm run assets                 # everything
 *   npm run assets -- brand logos  # only the named groups
 *
 * The outputs are committed, so building the site never needs these tools.
 */
import { blogImages, resourceImages } from "./art/editorial.ts";
import { heroImages } from "./art/heroes.ts";
import { hubImages } from "./art/hub.ts";
import { brandAssets, productLogos } from "./art/logos.ts";
import { customerImages, ottImages } from "./art/pages.ts";
import { productCards, productPhoneCrops, productScreens } from "./art/products/index.ts";
import { devices } from "./art/showcase.ts";
import { solutionImages } from "./art/solutions.ts";
import { posters, videos } from "./art/video.ts";
import { wordmarks } from "./art/wordmarks.ts";
import { manropeFonts } from "./fonts.ts";
import { cleanScratch, writeManifest } from "./lib/output.ts";
import { checkTools } from "./lib/tools.ts";

const GROUPS: Record<string, () => Promise<void>> = {
  brand: brandAssets,
  logos: productLogos,
  wordmarks,
  devices: () => devices(),
  screens: () => productScreens(process.env.ONLY),
  cards: () => productCards(process.env.ONLY),
  crops: () => productPhoneCrops(process.env.ONLY),
  solutions: solutionImages,
  ott: ottImages,
  customers: customerImages,
  resources: resourceImages,
  blog: blogImages,
  hub: hubImages,
  video: videos,
  posters,
  heroes: () => heroImages(process.env.ONLY),
  fonts: manropeFonts,
};

async function main(): Promise<void> {
  checkTools();
  const requested = process.argv.slice(2);
  const unknown = requested.filter((name) => !(name in GROUPS));
  if (unknown.length > 0) {
    throw new Error(`Unknown group(s) ${unknown.join(", ")}; choose from ${Object.keys(GROUPS).join(", ")}`);
  }
  const names = requested.length > 0 ? requested : Object.keys(GROUPS);
  try {
    for (const name of names) {
      const started = Date.now();
      await (GROUPS[name] as () => Promise<void>)();
      console.log(`${name.padEnd(12)} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    await writeManifest();
  } finally {
    await cleanScratch();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
