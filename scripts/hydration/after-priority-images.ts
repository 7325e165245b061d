/** The latest hydration waits for the page's priority images after its first paint. */
const PRIORITY_IMAGES_TIMEOUT_MS = 3000;

/** The images a page marks as its largest paint (the preloaded hero poster or hero art). */
const PRIORITY_IMAGES = 'img[fetchpriority="high"]';

/**
 * Calls `start` once, after the page's priority images have loaded (or failed) and the frame that
 * paints them has passed (a hidden page runs no frames: there it starts on the load), and after 3 s
 * at the latest. Why: a page whose first paint is its text paints its hero image a little later; work
 * requested in between (the hydration modules, ~115 KB) competes with that image for the connection
 * and delays the Largest Contentful Paint.
 */
export function afterPriorityImages(start: () => void): void {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    start();
  };
  const afterNextPaint = () => {
    if (document.visibilityState === "hidden") startOnce();
    else requestAnimationFrame(() => setTimeout(startOnce));
  };
  const pending = [...document.querySelectorAll<HTMLImageElement>(PRIORITY_IMAGES)].filter((image) => !image.complete);
  let left = pending.length;
  if (left === 0) {
    afterNextPaint();
    return;
  }
  const settle = () => {
    left -= 1;
    if (left === 0) afterNextPaint();
  };
  for (const image of pending) {
    image.addEventListener("load", settle, { once: true });
    image.addEventListener("error", settle, { once: true });
  }
  setTimeout(startOnce, PRIORITY_IMAGES_TIMEOUT_MS);
}
