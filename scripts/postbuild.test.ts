import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { pageRoutes } from "#shared/site/route-table.ts";
import { inlineScriptHashes, optimisePage } from "../server/publishing/page-pipeline.ts";
import { robotsTxt, sitemapXml } from "../server/publishing/site-files.ts";

const origin = "https://horizon.example.com";

describe("sitemap.xml", () => {
  const xml = sitemapXml(pageRoutes, origin, "2026-01-31");
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  it("lists every indexable page of the route table once, with absolute canonical URLs", () => {
    const indexable = pageRoutes.filter((route) => !route.noindex);
    expect(locations).toEqual(indexable.map((route) => `${origin}${route.path}`));
    expect(new Set(locations).size).toBe(locations.length);
  });

  it("leaves out noindex placeholder pages", () => {
    for (const route of pageRoutes.filter((entry) => entry.noindex)) {
      expect(locations).not.toContain(`${origin}${route.path}`);
    }
  });

  it("is a well-formed urlset with lastmod and priority", () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
    const entries = xml.match(/<url>.*?<\/url>/g) ?? [];
    expect(entries).toHaveLength(locations.length);
    for (const entry of entries) {
      expect(entry).toMatch(/<lastmod>2026-01-31<\/lastmod><priority>(1\.0|0\.9|0\.7|0\.3)<\/priority>/);
    }
    expect(xml).toContain(`<loc>${origin}/</loc><lastmod>2026-01-31</lastmod><priority>1.0</priority>`);
  });

  it("escapes XML special characters in URLs", () => {
    const xmlWithAmpersand = sitemapXml([{ path: "/a&b", label: "A", file: "x", kind: "page" }], origin, "2026-01-31");
    expect(xmlWithAmpersand).toContain(`<loc>${origin}/a&amp;b</loc>`);
  });
});

describe("robots.txt", () => {
  it("allows crawling, keeps crawlers out of the APIs and the search index and points at the sitemap", () => {
    const robots = robotsTxt(origin);
    expect(robots).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(robots).toContain("Disallow: /api/\n");
    expect(robots).toContain("Disallow: /local/\n");
    expect(robots).toContain("Disallow: /pagefind/\n");
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml\n`);
  });
});

describe("inlineScriptHashes", () => {
  const sha256 = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

  it("hashes the exact text of every inline script the browser runs, once each, in document order", () => {
    const html =
      '<head><script type="application/ld+json">{"a":1}</script></head><body>' +
      '<script>window.a = "é";\n</script><script src="/assets/x.js"></script>' +
      '<script data-x="\'>\'">b()</script><script>window.a = "é";\n</script>' +
      '<script type="text/x-deferred-module"></script><script type="module">c()</script></body>';
    expect(inlineScriptHashes(html)).toEqual([sha256('window.a = "é";\n'), sha256("b()"), sha256("c()")]);
  });

  it("adds the scripts the page's code creates", () => {
    expect(inlineScriptHashes("<script>a()</script>", ["b()", "a()"])).toEqual([sha256("a()"), sha256("b()")]);
  });

  it("hashes the script text the browser reads, not text that only looks like a script", () => {
    const html =
      "<p>&lt;script&gt;no()&lt;/script&gt;</p><textarea><script>no()</script></textarea><script>yes()</script>";
    expect(inlineScriptHashes(html)).toEqual([sha256("yes()")]);
  });
});

describe("optimisePage", () => {
  it("names the page and the element React Router no longer renders", () => {
    expect(() => optimisePage("/about (about/index.html)", "<html><body></body></html>", () => "", "")).toThrow(
      /^Cannot optimise the pre-rendered page \/about \(about\/index.html\): React Router's HTML changed shape: expected <link rel="stylesheet"/,
    );
  });
});
