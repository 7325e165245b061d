import type { Page } from "@playwright/test";

/** Waits until React has hydrated the page (set by the root component). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

export const MOBILE = { width: 375, height: 800 };
export const TABLET = { width: 768, height: 1000 };
export const DESKTOP = { width: 1440, height: 900 };
