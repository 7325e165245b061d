import type { Page } from "@playwright/test";

/** Waits until React has hydrated the page (set by the root component). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

export const MOBILE = { width: 375, height: 800 };
export const TABLET = { width: 768, height: 1000 };
export const DESKTOP = { width: 1440, height: 900 };

/** Scrolls through the page so lazy images and widgets start, then back to the top. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      // A frame lets observers see the new position; the timer bounds each step when frames are slow.
      await new Promise((resolve) => {
        requestAnimationFrame(() => setTimeout(resolve, 30));
        setTimeout(resolve, 250);
      });
    }
    window.scrollTo(0, 0);
  });
}
