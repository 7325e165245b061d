/**
 * Search and sharing metadata in the pre-rendered HTML (what crawlers and link previews read, before
 * any JavaScript): unique title and description, canonical link, Open Graph and Twitter tags, valid
 * JSON-LD of the right types, share images, robots.txt and sitemap.xml.
 */
import { expect, type Page, test } from "@playwright/test";
import { type PageRoute, pageRoutes } from "#shared/site/route-table.ts";

test.use({ javaScriptEnabled: false });

interface HeadData {
  title: string;
  description: string | null;
  canonical: string[];
  robots: string | null;
  lang: string | null;
  properties: Record<string, string>;
  names: Record<string, string>;
  jsonLd: string[];
}

async function readHead(page: Page, path: string): Promise<HeadData> {
  const response = await page.goto(path);
  expect(response?.status(), `${path} answers 200`).toBe(200);
  return page.evaluate(() => {
    const meta = (attribute: "property" | "name") =>
      Object.fromEntries(
        [...document.head.querySelectorAll(`meta[${attribute}]`)].map((tag) => [
          tag.getAttribute(attribute) ?? "",
          tag.getAttribute("content") ?? "",
        ]),
      );
    return {
      title: document.title,
      description: document.head.querySelector('meta[name="description"]')?.getAttribute("content") ?? null,
      canonical: [...document.head.querySelectorAll('link[rel="canonical"]')].map(
        (link) => link.getAttribute("href") ?? "",
      ),
      robots: document.head.querySelector('meta[name="robots"]')?.getAttribute("content") ?? null,
      lang: document.documentElement.getAttribute("lang"),
      properties: meta("property"),
      names: meta("name"),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => script.textContent ?? "",
      ),
    };
  });
}

const expectedTypes: Record<PageRoute["kind"], string[]> = {
  home: ["Organization"],
  page: ["BreadcrumbList"],
  product: ["BreadcrumbList", "SoftwareApplication"],
  article: ["BreadcrumbList", "BlogPosting"],
  legal: ["BreadcrumbList"],
  customer: ["BreadcrumbList"],
};

test.describe("search and sharing metadata", () => {
  // One worker reads every page once, then all checks run on what it read.
  test.describe.configure({ mode: "default" });
  const heads = new Map<string, HeadData>();
  let origin = "";

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    for (const route of pageRoutes) heads.set(route.path, await readHead(page, route.path));
    await page.close();
    origin = new URL(heads.get("/")?.canonical[0] ?? "").origin;
  });

  test("every page has a title and a description, each unique across the site", () => {
    const titles = new Map<string, string[]>();
    const descriptions = new Map<string, string[]>();
    for (const [path, head] of heads) {
      expect(head.title.length, `${path} title`).toBeGreaterThan(10);
      expect(head.title.length, `${path} title length`).toBeLessThanOrEqual(70);
      expect(head.description?.length ?? 0, `${path} description`).toBeGreaterThanOrEqual(50);
      expect(head.description?.length ?? 0, `${path} description length`).toBeLessThanOrEqual(160);
      titles.set(head.title, [...(titles.get(head.title) ?? []), path]);
      descriptions.set(head.description ?? "", [...(descriptions.get(head.description ?? "") ?? []), path]);
    }
    expect(
      [...titles.values()].filter((paths) => paths.length > 1),
      "shared titles",
    ).toEqual([]);
    expect(
      [...descriptions.values()].filter((paths) => paths.length > 1),
      "shared descriptions",
    ).toEqual([]);
  });

  test("every page has one absolute canonical link to its own lower-case path", () => {
    expect(origin).toMatch(/^https?:\/\/[^/]+$/);
    for (const route of pageRoutes) {
      const head = heads.get(route.path)!;
      expect(head.canonical, `${route.path} canonical`).toEqual([`${origin}${route.path}`]);
      expect(head.lang, `${route.path} lang`).toBe("en-IN");
      expect(head.robots, `${route.path} robots`).toBe(route.noindex ? "noindex" : null);
    }
  });

  test("every page has Open Graph and Twitter card tags with its page type's share image", () => {
    for (const route of pageRoutes) {
      const { properties, names, title, description } = heads.get(route.path)!;
      const image = `${origin}/share/${route.kind}.png`;
      expect(properties, route.path).toMatchObject({
        "og:type": route.kind === "article" ? "article" : "website",
        "og:title": title,
        "og:description": description ?? "",
        "og:url": `${origin}${route.path}`,
        "og:image": image,
        "og:image:width": "1200",
        "og:image:height": "630",
        "og:site_name": expect.any(String),
      });
      expect(names, route.path).toMatchObject({
        "twitter:card": "summary_large_image",
        "twitter:title": title,
        "twitter:description": description ?? "",
        "twitter:image": image,
      });
    }
  });

  test("every page carries valid JSON-LD of the types its kind calls for", () => {
    for (const route of pageRoutes) {
      const blocks = heads.get(route.path)!.jsonLd;
      const data = blocks.map((text) => {
        expect(() => JSON.parse(text), `${route.path} JSON-LD parses`).not.toThrow();
        return JSON.parse(text) as Record<string, unknown>;
      });
      for (const entry of data) expect(entry["@context"], route.path).toBe("https://schema.org");
      const types = data.map((entry) => entry["@type"]);
      for (const type of expectedTypes[route.kind]) expect(types, route.path).toContain(type);

      if (route.kind === "article") {
        expect(
          data.find((entry) => entry["@type"] === "BlogPosting"),
          `${route.path} BlogPosting`,
        ).toMatchObject({
          headline: expect.any(String),
          datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/),
          author: { name: expect.any(String) },
          publisher: { name: "Horizon" },
          image: [expect.stringMatching(/^https?:\/\//)],
        });
      }

      const breadcrumb = data.find((entry) => entry["@type"] === "BreadcrumbList");
      if (breadcrumb) {
        const items = breadcrumb.itemListElement as { item: string; name: string }[];
        expect(items[0]?.item).toBe(`${origin}/`);
        expect(items.at(-1)?.item).toBe(`${origin}${route.path}`);
        expect(items.at(-1)?.name).toBe(route.label);
      }
    }
  });

  test("the home page describes the organisation with its address, and no contact value it was not given", () => {
    const organization = heads
      .get("/")!
      .jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((entry) => entry["@type"] === "Organization");
    expect(organization).toMatchObject({
      name: "Horizon",
      legalName: "Horizon",
      address: { addressLocality: "Bengaluru", postalCode: "560102" },
    });
    // The test build sets no phone, e-mail or social settings (configured ones: structured-data.server.test.ts).
    for (const key of ["telephone", "email", "contactPoint", "sameAs"]) expect(organization).not.toHaveProperty(key);
  });

  test("share images and the logo answer as 1200×630 (512×512) PNGs", async ({ request }) => {
    const kinds = [...new Set(pageRoutes.map((route) => route.kind))];
    for (const name of [...kinds, "logo"]) {
      const response = await request.get(`/share/${name}.png`);
      expect(response.status(), `/share/${name}.png`).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      const body = await response.body();
      const size = { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
      expect(size).toEqual(name === "logo" ? { width: 512, height: 512 } : { width: 1200, height: 630 });
    }
    const touchIcon = await request.get("/apple-touch-icon.png");
    expect(touchIcon.status()).toBe(200);
    expect(touchIcon.headers()["content-type"]).toBe("image/png");
  });

  test("robots.txt allows crawling and names the sitemap; the sitemap lists every indexable page", async ({
    request,
  }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(robots.headers()["content-type"]).toMatch(/^text\/plain/);
    const robotsText = await robots.text();
    expect(robotsText).toContain("User-agent: *");
    expect(robotsText).toContain(`Sitemap: ${origin}/sitemap.xml`);

    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()["content-type"]).toMatch(/xml/);
    const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const indexable = pageRoutes.filter((route) => !route.noindex).map((route) => `${origin}${route.path}`);
    expect(locations.sort()).toEqual(indexable.sort());
  });
});
