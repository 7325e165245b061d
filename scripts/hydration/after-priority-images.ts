/** The latest hydration waits for the page's priority images after its first paint. */
const PRIORITY_IMAGES_TIMEOUT_MS = 3000;

/** The images a page marks as its largest paint (the preloaded hero poster or hero art). */
const PRIORITY_IMAGES = 'img[fetchpriority="high"]';

/**
 * Calls `start` once, when the page's priority images have loaded (or failed), and after 3 s at the
 * latest. Why: a page whose first paint is its text paints its hero image a little later; work
 * requested in between (the hydration modules, ~115 KB) competes with that image for the
 * connection, and Lighthouse's simulation counts every request that finishes before the Largest
 * Contentful Paint into it. Events only, no frame or timer (a test's paused clock must not stop it).
 */
export function afterPriorityImages(start: () => void): void {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    start();
  };
  const pending = [...document.querySelectorAll<HTMLImageElement>(PRIORITY_IMAGES)].filter((image) => !image.complete);
  let left = pending.length;
  if (left === 0) {
    startOnce();
    return;
  }
  const settle = () => {
    left -= 1;
    if (left === 0) startOnce();
  };
  for (const image of pending) {
    image.addEventListener("load", settle, { once: true });
    image.addEventListener("error", settle, { once: true });
  }
  setTimeout(startOnce, PRIORITY_IMAGES_TIMEOUT_MS);
}
