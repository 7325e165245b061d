/**
 * Accessibility sweep over every route of the route table: axe-core (WCAG 2.0/2.1/2.2 A and AA) at
 * 375 and 1440 px and with reduced motion, one h1, no skipped heading levels, alt text on images and
 * no horizontal overflow on phones, every Tab stop visible when focused at 375 and 1440 px; plus a
 * keyboard focus-indicator spot check on key pages.
 */
import { expect, type Page, test } from "@playwright/test";
import { pageRoutes } from "#shared/site/route-table.ts";
import { expectAccessible, expectWholePageAccessible, settleAnimations } from "./axe";
import { DESKTOP, MOBILE, scrollThrough, waitForHydration } from "./fixtures";
import { hiddenTabStops } from "./focus-walk";
import { bookThroughApi, linkPath } from "./mailbox";

/** Loads a page, lets lazy widgets start by scrolling through it, then waits for motion to settle. */
async function openAndSettle(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `${path} answers 200`).toBe(200);
  await waitForHydration(page);
  await scrollThrough(page);
  await settleAnimations(page);
}

/** Heading levels of the rendered headings, in document order. */
async function headingLevels(page: Page): Promise<{ level: number; text: string }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("h1, h2, h3, h4, h5, h6, [role='heading']")]
      .filter((heading) => heading.checkVisibility() && !heading.closest("[aria-hidden='true'], [hidden], [inert]"))
      .map((heading) => ({
        level: Number(heading.getAttribute("aria-level") ?? heading.tagName.slice(1)),
        text: (heading.textContent ?? "").trim().slice(0, 60),
      })),
  );
}

async function expectSoundHeadings(page: Page, path: string): Promise<void> {
  const headings = await headingLevels(page);
  expect(
    headings.filter((heading) => heading.level === 1).map((heading) => heading.text),
    `${path} has one h1`,
  ).toHaveLength(1);
  const skips: string[] = [];
  headings.forEach((heading, index) => {
    const previous = headings[index - 1];
    if (previous && heading.level > previous.level + 1) {
      skips.push(`h${previous.level} "${previous.text}" → h${heading.level} "${heading.text}"`);
    }
  });
  expect(skips, `${path} heading levels never skip`).toEqual([]);
}

async function expectImagesHaveAlt(page: Page, path: string): Promise<void> {
  const unlabelled = await page.evaluate(() => [
    ...[...document.querySelectorAll("img:not([alt])")].map((image) => `img ${image.getAttribute("src")}`),
    ...[...document.querySelectorAll("svg[role='img']")]
      .filter(
        (svg) => !svg.getAttribute("aria-label") && !svg.getAttribute("aria-labelledby") && !svg.querySelector("title"),
      )
      .map((svg) => `svg ${svg.outerHTML.slice(0, 80)}`),
    ...[...document.querySelectorAll("[role='img']:not(svg)")]
      .filter((element) => !element.getAttribute("aria-label") && !element.getAttribute("aria-labelledby"))
      .map((element) => `role=img ${element.outerHTML.slice(0, 80)}`),
  ]);
  expect(unlabelled, `${path}: images without a text alternative`).toEqual([]);
}

/** At 375 px: no horizontal overflow of the page or its body. */
async function expectNoOverflow(page: Page, path: string): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
  }));
  expect(widths.scroll, `${path} overflows horizontally at 375 px`).toBeLessThanOrEqual(MOBILE.width);
  expect(widths.body, `${path}'s body overflows horizontally at 375 px`).toBeLessThanOrEqual(MOBILE.width);
}

async function expectVisibleTabStops(page: Page, path: string, width: number): Promise<void> {
  expect(await hiddenTabStops(page), `${path} at ${width} px: tab stops not visible`).toEqual([]);
}

// One page load per width makes all of that width's checks (each of which used to be a test of its own,
// hence twice the default time); reduced motion gets a load of its own, as a visitor who prefers it gets
// the page (components read the preference when they start).
for (const route of pageRoutes) {
  test.describe(`accessibility of ${route.path}`, () => {
    test("at 375 px: axe, headings, alt text, no horizontal overflow and every Tab stop visible", async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(MOBILE);
      await openAndSettle(page, route.path);
      await expectWholePageAccessible(page, `${route.path} at 375 px`);
      await expectSoundHeadings(page, route.path);
      await expectImagesHaveAlt(page, route.path);
      await expectNoOverflow(page, route.path);
      await expectVisibleTabStops(page, route.path, MOBILE.width);
    });

    test("at 1440 px: axe, headings and every Tab stop visible", async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(DESKTOP);
      await openAndSettle(page, route.path);
      await expectWholePageAccessible(page, `${route.path} at 1440 px`);
      await expectSoundHeadings(page, route.path);
      await expectVisibleTabStops(page, route.path, DESKTOP.width);
    });

    test("with reduced motion: axe", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.setViewportSize(DESKTOP);
      await openAndSettle(page, route.path);
      await expectWholePageAccessible(page, `${route.path} with reduced motion`);
    });
  });
}

test("the Tab walk names every kind of stop a visitor cannot see, and passes over ones they can", async ({ page }) => {
  await page.setContent(`
    <a href="#top">visible</a>
    <button style="opacity: 0">transparent</button>
    <a href="#away" style="position: absolute; left: -9999px">off screen</a>
    <div style="height: 3000px"></div>
    <button>far below, scrolled into view</button>
    <div style="position: relative"><button>covered</button><div style="position: absolute; inset: 0; background: red"></div></div>
    <div style="overflow: hidden; height: 0"><a href="#cut">cut</a></div>
    <a href="#last">last</a>`);
  const hidden = await hiddenTabStops(page);
  expect(hidden.map((stop) => [stop.element.split(" (")[0], stop.reason])).toEqual([
    ['<button> "transparent"', "opacity 0"],
    ['<a> "off screen"', "outside the viewport at -9999,8"],
    ['<button> "covered"', 'covered by <div class="">'],
    ['<a> "cut"', 'cut away by the overflow of <div class="">'],
  ]);
});

test("the axe check names every violation and the elements at fault", async ({ page }) => {
  await page.setContent(`<html lang="en"><title>Faults</title><main><h1>Faults</h1>
    <p style="color: #bbb; background: #fff">faint text</p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button></button></main></html>`);
  const failure = await expectAccessible(page, "a page with faults").then(
    () => "",
    (error: Error) => error.message,
  );
  for (const rule of ["color-contrast (serious)", "image-alt (critical)", "button-name (critical)"]) {
    expect(failure).toContain(rule);
  }
});

// The per-request pages a booking confirmation links to, opened with the links of a real confirmation e-mail.
for (const kind of ["cancel", "reschedule"] as const) {
  test.describe(`accessibility of /meeting/${kind}/…`, () => {
    test("at 375 and 1440 px: axe, headings and no horizontal overflow", async ({ page }) => {
      const { confirmation } = await bookThroughApi(page.request);
      const path = linkPath(confirmation, `/meeting/${kind}/`);
      for (const viewport of [MOBILE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await openAndSettle(page, path);
        await expectWholePageAccessible(page, `${kind} page at ${viewport.width} px`);
        await expectSoundHeadings(page, path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${kind} page overflows at ${viewport.width} px`).toBeLessThanOrEqual(0);
      }
    });
  });
}

/**
 * Whether the focused element shows a focus indicator: an outline, ring, border, background or
 * underline that appears on it (or on a wrapper up to three levels up, for cards styled with
 * :has(:focus-visible)) when it is focused and not when it is blurred.
 */
async function focusIndicatorOf(page: Page): Promise<{ description: string; visible: boolean } | undefined> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return undefined;
    const chain: Element[] = [];
    for (let node: Element | null = element; node && chain.length < 4; node = node.parentElement) chain.push(node);
    const snapshot = () =>
      chain.map((node) => {
        const style = getComputedStyle(node);
        const outline =
          style.outlineStyle === "none" ? "none" : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
        return [outline, style.boxShadow, style.borderColor, style.backgroundColor, style.textDecorationLine].join("|");
      });
    const focusVisible = element.matches(":focus-visible");
    const focused = snapshot();
    element.blur();
    const unfocused = snapshot();
    element.focus();
    const label = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40);
    return {
      description: `<${element.tagName.toLowerCase()}> "${label}"`,
      visible: focusVisible && focused.some((value, index) => value !== unfocused[index]),
    };
  });
}

const FOCUS_SPOT_CHECK = ["/", "/products", "/resources", "/partners", "/bookmeeting", "/gamification", "/terms"];

test.describe("keyboard focus is always visible", () => {
  for (const path of FOCUS_SPOT_CHECK) {
    test(`on ${path}: the first 25 Tab stops show a focus indicator`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(path);
      await waitForHydration(page);
      // Compare settled styles: no transitions while the indicator is read.
      await page.addStyleTag({ content: "*, *::before, *::after { transition: none !important; }" });
      const missing: string[] = [];
      let stops = 0;
      for (let index = 0; index < 25; index++) {
        await page.keyboard.press("Tab");
        const indicator = await focusIndicatorOf(page);
        if (!indicator) break;
        stops++;
        if (!indicator.visible) missing.push(indicator.description);
      }
      expect(stops, `${path} has keyboard stops`).toBeGreaterThan(3);
      expect(missing, `${path}: focused elements without a visible indicator`).toEqual([]);
    });
  }

  test("the first Tab stop is the skip link, and it moves focus to the main content", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: /skip to (main )?content/i });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main-content")).toBeFocused();
  });
});
