import { expect, test } from "@playwright/test";
import { pageRoutes } from "#shared/site/route-table.ts";
import { waitForHydration } from "./fixtures";

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
  test("answer 404 with the home page and a notice", async ({ page, request }) => {
    const response = await request.get("/this-page-does-not-exist");
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain("The page you requested does not exist");
    expect(html).toContain('name="robots" content="noindex"');

    await page.goto("/no/such/page");
    await expect(page.getByTestId("not-found-notice")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
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
