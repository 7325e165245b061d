/** Shared checks for the Pages II end-to-end specs (customers, resources, articles, legal, partners, book a meeting); accessibility: ./axe.ts. */
import { expect, type Page } from "@playwright/test";

/** Nothing is wider than the viewport (checked at phone width). */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
