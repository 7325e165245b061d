import { expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "./axe";
import { DESKTOP, MOBILE, TABLET, waitForHydration } from "./fixtures";

const NAV_LINKS = ["Home", "Solutions", "Products", "Customers", "Resources", "About Us"];

test.describe("navigation bar on wide screens", () => {
  test.use({ viewport: DESKTOP });

  test("shows the six links, marks the current page and stays at the top while scrolling", async ({ page }) => {
    await page.goto("/customers");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of NAV_LINKS) await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Customers", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute("aria-current");
    await expect(page.getByRole("button", { name: "Menu", exact: true })).toBeHidden();

    const header = page.getByRole("banner");
    expect((await header.boundingBox())?.height).toBe(65);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
  });

  test("marks the section a child page belongs to, not as the current page", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [path, section] of [
      ["/product/vivre", "Products"],
      ["/astro", "Customers"],
      ["/ott-app-development", "Solutions"],
    ] as const) {
      await page.goto(path);
      await expect(nav.getByRole("link", { name: section, exact: true })).toHaveAttribute("aria-current", "true");
      await expect(nav.locator("a[aria-current]")).toHaveCount(1);
    }
  });

  test("has a Book a meeting button at the right of the bar, apart from the six links", async ({ page }) => {
    await page.goto("/customers");
    const banner = page.getByRole("banner");
    const demo = banner.getByRole("link", { name: "Book a meeting" });
    await expect(demo).toHaveAttribute("href", "/bookmeeting");
    const demoBox = await demo.boundingBox();
    const aboutBox = await banner.getByRole("link", { name: "About Us", exact: true }).boundingBox();
    expect(demoBox && aboutBox && demoBox.x > aboutBox.x + aboutBox.width).toBe(true);
  });

  test("draws no particle or line over the logo, the links or the demo button", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const canvas = page.getByTestId("navbar-particles");
    await page.mouse.move(600, 30); // the first interaction starts the animation
    // Wait until the field has drawn something, then read the canvas under each sheltered element.
    await expect
      .poll(() =>
        canvas.evaluate((element: HTMLCanvasElement) => {
          const data = element.getContext("2d")?.getImageData(0, 0, element.width, element.height).data ?? [];
          return data.some((value, index) => index % 4 === 3 && value > 0);
        }),
      )
      .toBe(true);
    const drawnOver = await page.evaluate(() => {
      const element = document.querySelector<HTMLCanvasElement>('[data-testid="navbar-particles"]');
      const context = element?.getContext("2d");
      if (!element || !context) return ["no canvas"];
      const origin = element.getBoundingClientRect();
      const ratio = element.width / origin.width;
      const problems: string[] = [];
      for (const shelter of document.querySelectorAll("header [data-particle-shelter]")) {
        const box = shelter.getBoundingClientRect();
        if (box.width === 0 || box.bottom < origin.top || box.top > origin.bottom) continue;
        const x = Math.max(0, Math.floor((box.left - origin.left) * ratio));
        const y = Math.max(0, Math.floor((box.top - origin.top) * ratio));
        const width = Math.floor(box.width * ratio);
        const height = Math.min(Math.floor(box.height * ratio), element.height - y);
        const pixels = context.getImageData(x, y, width, height).data;
        if (pixels.some((value, index) => index % 4 === 3 && value > 0)) problems.push(shelter.outerHTML.slice(0, 60));
      }
      return problems;
    });
    expect(drawnOver).toEqual([]);
  });

  test("draws the particle background behind the bar", async ({ page }) => {
    await page.goto("/about");
    const canvas = page.getByTestId("navbar-particles");
    await expect(canvas).toHaveAttribute("data-motion", "animated");
    expect((await canvas.boundingBox())?.height).toBe(64);
  });

  test("opens the products mega menu on hover and closes it when the pointer leaves", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const menu = page.getByTestId("mega-menu");
    await expect(menu).toBeHidden();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Products", exact: true }).hover();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link")).toHaveCount(6);
    await page.mouse.move(700, 850);
    await expect(menu).toBeHidden();
  });

  test("opens the mega menu by keyboard, closes it with Escape and returns focus", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Product menu" });
    await toggle.focus();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = page.getByTestId("mega-menu");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("a mega menu card navigates to its product and closes the menu", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Product menu" }).click();
    const menu = page.getByTestId("mega-menu");
    await menu.getByRole("link", { name: /S\.A\.R\.A\./ }).click();
    await expect(page).toHaveURL(/\/product\/sara$/);
    await expect(menu).toBeHidden();
  });

  test("the mega menu is forced open on the products page", async ({ page }) => {
    await page.goto("/products");
    await waitForHydration(page);
    const menu = page.getByTestId("mega-menu");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link")).toHaveCount(6);
    await page.keyboard.press("Escape");
    await expect(menu).toBeVisible();
  });
});

test.describe("navigation bar between the breakpoints", () => {
  // Balanced rows: 2 × 3 just above the mobile breakpoint, 3 × 2 on laptops, one row of 6 on wide screens.
  for (const [width, columns] of [
    [800, 2],
    [1200, 3],
    [1440, 6],
  ] as const) {
    test(`keeps each link on one line and lays the mega menu out in ${columns} columns at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/products");
      const nav = page.getByRole("navigation", { name: "Main" });
      for (const name of NAV_LINKS) {
        const box = await nav.getByRole("link", { name, exact: true }).boundingBox();
        expect(box?.height, name).toBeLessThanOrEqual(48);
      }
      const cardLefts = await page
        .getByTestId("mega-menu")
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().left)));
      expect(new Set(cardLefts).size).toBe(columns);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

test.describe("navigation bar on small screens", () => {
  for (const viewport of [MOBILE, TABLET]) {
    test(`collapses into a menu button at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/about");
      await waitForHydration(page);
      const toggle = page.getByRole("button", { name: "Menu", exact: true });
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(nav.getByRole("link", { name: "Solutions", exact: true })).toBeHidden();

      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      for (const name of NAV_LINKS) await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
      await expect(nav.getByRole("link", { name: "Book a meeting" })).toHaveAttribute("href", "/bookmeeting");
      await nav.getByRole("link", { name: "Solutions", exact: true }).click();
      await expect(page).toHaveURL(/\/solutions$/);
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(nav.getByRole("link", { name: "Solutions", exact: true })).toBeHidden();
    });
  }

  test("Escape closes the mobile menu and returns focus to the button", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto("/about");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Menu", exact: true });
    await toggle.click();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  test("a phone's compact bar loads no particle code and draws no particles", async ({ page }) => {
    const particleCode: string[] = [];
    page.on("request", (request) => request.url().includes("particle-field") && particleCode.push(request.url()));
    await page.setViewportSize(MOBILE);
    await page.goto("/about");
    await waitForHydration(page);
    await page.mouse.move(200, 300);
    // The beacon loads once the page is idle, as the particles' code would.
    await page.waitForLoadState("networkidle");
    expect(particleCode).toEqual([]);
    const drawn = await page
      .getByTestId("navbar-particles")
      .evaluate((element: HTMLCanvasElement) =>
        (element.getContext("2d")?.getImageData(0, 0, element.width, element.height).data ?? []).some(
          (value, index) => index % 4 === 3 && value > 0,
        ),
      );
    expect(drawn).toBe(false);
  });

  test("nothing overflows horizontally at 375 px", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto("/about");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test.describe("particle motion", () => {
  test.use({ viewport: DESKTOP, reducedMotion: "no-preference" });

  /** Whether the particle canvas changes over the next few animation frames. */
  const moving = (page: Page) =>
    page.getByTestId("navbar-particles").evaluate(
      (canvas: HTMLCanvasElement) =>
        new Promise<boolean>((resolve) => {
          const before = canvas.toDataURL();
          let frames = 0;
          const next = () => (++frames < 8 ? requestAnimationFrame(next) : resolve(canvas.toDataURL() !== before));
          requestAnimationFrame(next);
        }),
    );

  test("the particles drift after the first interaction, settle within five seconds, and wake while the pointer moves over the bar", async ({
    page,
  }) => {
    await page.goto("/customers");
    await waitForHydration(page);
    await expect(page.getByTestId("navbar-particles")).toHaveAttribute("data-motion", "animated");
    // Their code loads once the page is idle: keep interacting (over the page, not the bar) until they move.
    let x = 200;
    await expect
      .poll(async () => {
        x = x === 200 ? 400 : 200;
        await page.mouse.move(x, 500);
        return moving(page);
      })
      .toBe(true);
    const startedAt = Date.now();
    await expect.poll(() => moving(page), { timeout: 9000 }).toBe(false);
    // Five seconds from the last interaction, plus the frames of the check itself.
    expect(Date.now() - startedAt).toBeLessThan(7000);

    const bar = await page.getByRole("banner").boundingBox();
    await page.mouse.move(bar!.x + 260, bar!.y + bar!.height / 2);
    await page.mouse.move(bar!.x + 280, bar!.y + bar!.height / 2);
    expect(await moving(page)).toBe(true);
  });
});

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("keeps the particles still", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByTestId("navbar-particles")).toHaveAttribute("data-motion", "still");
  });
});

test.describe("footer", () => {
  test("has the site links, legal pages, contact details, social links and the current year", async ({ page }) => {
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    for (const [name, href] of [
      ["Home", "/"],
      ["Solutions", "/solutions"],
      ["Products", "/products"],
      ["VIVRE platform", "/product/vivre"],
      ["Customers", "/customers"],
      ["Resources", "/resources"],
      ["About Us", "/about"],
      ["Terms and Conditions", "/terms"],
      ["Privacy policy", "/privacy"],
    ]) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href as string);
    }
    await expect(footer).toContainText("HSR Layout, Bengaluru 560102");
    await expect(footer.getByTestId("copyright-year")).toHaveText(String(new Date().getFullYear()));
    await expect(footer.getByTestId("credential-seal")).toHaveCount(0);
  });

  test("shows plainly example contact details where the build was given none, and names the company by its brand", async ({
    page,
  }) => {
    // The test build sets no contact settings (PHONE, e-mail addresses, social links, legal name).
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(/\d{4} Horizon\. All rights reserved\./);
    await expect(footer).toContainText("hello@example.com");
    await expect(footer).toContainText("+91 80 0000 0000 (example)");
    // Examples lead nowhere real: no tel: or mailto: links, social links only to example.com.
    await expect(footer.locator('a[href^="tel:"], a[href^="mailto:"]')).toHaveCount(0);
    const social = footer.getByRole("list", { name: /^Social media/ }).getByRole("link");
    await expect(social).toHaveCount(2);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute("href", /^https:\/\/example\.com\//);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAccessibleName(/\(example link\)/);
    }
    expect(await page.locator("main").textContent()).not.toMatch(/@example\.com|0000 0000|Example Technologies/);
  });
});

test.describe("accessibility of the layout", () => {
  test("skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("#main-content")).toBeFocused();
  });

  for (const viewport of [MOBILE, DESKTOP]) {
    test(`axe finds no violations in the layout at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/about");
      await waitForHydration(page);
      await expectAccessible(page, `header and footer at ${viewport.width} px`, { include: ["header", "footer"] });
    });
  }

  test("axe finds no violations with the mega menu open", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/products");
    await waitForHydration(page);
    await expectAccessible(page, "the open mega menu", { include: "#products-mega-menu", allRules: true });
  });
});
