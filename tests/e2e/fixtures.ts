import type { Page } from "@playwright/test";

/** Waits until React has hydrated the page (set by the root component). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

export const MOBILE = { width: 375, height: 800 };
export const TABLET = { width: 768, height: 1000 };
export const DESKTOP = { width: 1440, height: 900 };

const SCROLL_STEP_LIMIT_MS = 5_000;

/**
 * Scrolls through the page so lazy images and widgets start, then back to the top. Each step is a
 * call of its own, bounded in time: on a loaded CI machine Chromium once never answered the single
 * call that did all the steps, and the test ran out of time waiting for it.
 */
export async function scrollThrough(page: Page): Promise<void> {
  const { height, step } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    step: Math.max(200, Math.floor(window.innerHeight * 0.8)),
  }));
  for (let top = 0; top < height; top += step) {
    await bounded(
      page.evaluate(async (y) => {
        window.scrollTo(0, y);
        // A frame lets observers see the new position; the timer bounds the step when frames are slow.
        await new Promise((resolve) => {
          requestAnimationFrame(() => setTimeout(resolve, 30));
          setTimeout(resolve, 250);
        });
      }, top),
    );
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function bounded(call: Promise<void>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, SCROLL_STEP_LIMIT_MS);
  });
  await Promise.race([call, limit]).finally(() => clearTimeout(timer));
}
