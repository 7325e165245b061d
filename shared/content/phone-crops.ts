/**
 * Phone renditions of product screens. On phones a product page shows one region of a screen
 * (app/components/ui/ScreenCrop); `npm run assets -- crops` draws each region the product pages
 * name as its own small image, so a phone downloads the region instead of the whole 1400 px screen.
 * The file name carries the region, so a region changed later (in code or in the studio) simply has
 * no file until the next run, and the page falls back to cropping the whole screen.
 */

/** A region of a screen, as fractions of its width and height. */
export interface ScreenRegion {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Widest a phone crop is drawn: a 364 px frame (a 412 px phone) at 1.75 times the pixel density. */
export const PHONE_CROP_MAX_WIDTH = 640;

const thousandths = (value: number) => String(Math.round(value * 1000));

/**
 * crops/<slug>/screen-<n>-<x>-<y>-<w>-<h>, the region in thousandths. Its own folder of app/assets:
 * browser bundles that size product cards import the manifest's `products` folder and need none of these.
 */
export function phoneCropStem(slug: string, screen: number, region: ScreenRegion): string {
  const { x, y, w, h } = region;
  return `crops/${slug}/screen-${screen}-${[x, y, w, h].map(thousandths).join("-")}`;
}
