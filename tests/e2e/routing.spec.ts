import { expect, test } from "@playwright/test";
import { pageRoutes } from "#shared/site/route-table.ts";
import { expectWholePageAccessible } from "./axe";
import { DESKTOP, MOBILE, scrollThrough, waitForHydration } from "./fixtures";

test.describe("pre-rendered pages", () => {
  for (const route of pageRoutes) {
    test(`${route.path} has its heading, title, description and canonical link before JavaScript`, async ({
      request,
    }) => {
      const response = await request.get(route.path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<h1[\s>]/);
      expect(html).toMatch(/<title>[^<]+ \| Horizon<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toContain(`<link rel="canonical" href="https://`);
      expect(html).toContain(`${route.path === "/" ? "/" : route.path}"`);
      // Complete without JavaScript: no Suspense content left in templates for a script to swap in.
      expect(html).not.toMatch(/<template id="B:|\$RC\(/);
      // Only the current page is marked in the main navigation (pre-rendering saw "/path/").
      const current = [...html.matchAll(/<a [^>]*aria-current="page"[^>]*href="([^"]+)"/g)].map((match) => match[1]);
      const primary = ["/", "/solutions", "/products", "/customers", "/resources", "/about"];
      expect(current).toEqual(primary.includes(route.path) ? [route.path] : []);
    });
  }
});

test.describe("canonical URLs", () => {
  for (const [from, to] of [
    ["/Products", "/products"],
    ["/product/Sara", "/product/sara"],
    ["/product/Vivre?ref=mail", "/product/vivre?ref=mail"],
    ["/contentDiscoverySearch", "/contentdiscoverysearch"],
    ["/BlogPageAutomation", "/blogpageautomation"],
    ["/bookMeeting", "/bookmeeting"],
    ["/terms&conditions", "/terms"],
    ["/PrivacyPolicy", "/privacy"],
    ["/about/", "/about"],
  ]) {
    test(`${from} redirects permanently to ${to}`, async ({ request }) => {
      const response = await request.get(from as string, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(to);
    });
  }

  test("client-side navigation to another casing lands on the canonical URL", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const documentRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documentRequests.push(request.url());
    });
    await page.evaluate(() => {
      const router = (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } })
        .__reactRouterDataRouter;
      return router.navigate("/Product/SARA?from=test");
    });
    await expect(page).toHaveURL(/\/product\/sara\?from=test$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(documentRequests).toEqual([]);
  });
});

test.describe("unknown paths", () => {
  test("answer 404 with the home page and a notice", async ({ request }) => {
    const response = await request.get("/this-page-does-not-exist");
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain("The page you requested does not exist");
    expect(html).toContain('name="robots" content="noindex"');
  });

  test("the notice says the page was not found and searches the site without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/no/such/page");
    const notice = page.getByTestId("not-found-notice");
    await expect(notice.getByText("Page not found", { exact: true })).toBeVisible();
    await expect(notice.getByRole("link", { name: "Products" })).toHaveAttribute("href", "/products");
    await notice.getByRole("searchbox", { name: "Search the site" }).fill("sara");
    await notice.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?q=sara$/);
    await context.close();
  });

  for (const viewport of [MOBILE, DESKTOP]) {
    test(`the not-found page has no axe violations at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/no_such_page");
      await waitForHydration(page);
      // As the page-by-page scan does: every reveal played, so none is caught half faded in.
      await scrollThrough(page);
      await expectWholePageAccessible(page, `not-found at ${viewport.width} px`);
    });
  }

  // One pre-built document is served for every unknown path; it must hydrate against the route the
  // browser matches for that path, whatever its depth, or React replaces the page with an error.
  for (const path of ["/no-such-page-at-all", "/no/such/page", "/no/such/page/", "/deep/er/and/deeper/still"]) {
    test(`${path} hydrates as the not-found page, without an error`, async ({ page }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error" && !message.text().includes("404")) errors.push(message.text());
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByTestId("not-found-notice")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/error/i);
      expect(errors).toEqual([]);
    });
  }

  test("a client-side navigation to an unknown deep path shows the not-found page", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await page.evaluate(() => {
      const link = document.createElement("a");
      link.href = "/no/such/deep/page";
      link.textContent = "Unknown deep page";
      document.querySelector("main")?.prepend(link);
    });
    await page.getByRole("link", { name: "Unknown deep page" }).click();
    await expect(page.getByTestId("not-found-notice")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  });

  test("the not-found page is styled like the home page before any JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const dotWidths = () =>
      page.locator("[data-dot]").evaluateAll((dots) => dots.map((dot) => dot.getBoundingClientRect().width));
    await page.goto("/");
    const home = await dotWidths();
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    expect(home.length).toBeGreaterThan(0);
    expect(await dotWidths()).toEqual(home);
    await context.close();
  });
});

test.describe("scrolling", () => {
  test("every path change scrolls to the top", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole("contentinfo").getByRole("link", { name: "Customers" }).click();
    await expect(page).toHaveURL(/\/customers$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
