/**
 * The one accessibility check of the end-to-end tests: axe-core on the page as it is now, against
 * WCAG 2.2 A and AA (the site's bar), with each violation and the elements at fault in the failure.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

export interface AxeOptions {
  /** Scan only these parts of the page (CSS selectors); the whole page by default. */
  include?: string | readonly string[];
  /** Every axe rule, best practices included, rather than the WCAG A and AA ones only. */
  allRules?: boolean;
}

/**
 * Waits until one-off CSS animations and transitions (reveals, menus) are done: a scan in the middle
 * of a fade-in measures half-transparent text's contrast. Endless loops and auto-advancing carousels
 * and slideshows never settle, so they are left out; if motion still has not settled after a few
 * seconds the scan goes ahead rather than failing here.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document.getAnimations().every((animation) => {
          if (animation.playState !== "running") return true;
          if (animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY) return true;
          const target = (animation.effect as KeyframeEffect | null)?.target;
          return Boolean(target?.closest("[aria-roledescription='carousel'], [aria-roledescription='slideshow']"));
        }),
      undefined,
      { timeout: 6_000 },
    )
    .catch(() => undefined);
}

/** axe finds nothing once one-off motion has settled; `label` names the page or state in the failure (its path by default). */
export async function expectAccessible(page: Page, label?: string, options: AxeOptions = {}): Promise<void> {
  await settleAnimations(page);
  // Legacy mode runs axe in the page itself; the default opens a blank page per scan to merge frames'
  // results, which costs a second renderer and both results over the wire: 1.8 s against 0.8 s a scan
  // here. The site has no cross-origin frames to lose. Only violations are collected (the passes' node
  // lists are never read).
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] });
  if (!options.allRules) builder = builder.withTags(WCAG_TAGS);
  for (const selector of typeof options.include === "string" ? [options.include] : (options.include ?? [])) {
    builder = builder.include(selector);
  }
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(" "))
        .join("\n    ")}`,
  );
  expect(summary, `axe violations on ${label ?? new URL(page.url()).pathname}`).toEqual([]);
}

/**
 * Chromium keeps the last computed style of content in `content-visibility: auto` subtrees that are
 * off-screen, so a reveal cut short by scrolling away reads as half transparent there. Visitors never
 * see that frozen state (the content renders afresh when it comes near), so the scan renders
 * everything, lets it settle, and puts the page back afterwards.
 */
export async function expectWholePageAccessible(page: Page, label: string): Promise<void> {
  const renderAll = await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
  await settleAnimations(page);
  try {
    await expectAccessible(page, label);
  } finally {
    await renderAll.evaluate((style) => (style as Element).remove());
  }
}
