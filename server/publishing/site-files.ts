/** sitemap.xml and robots.txt: written by the build, and again by every publishing generation. */
import type { PageRoute } from "#shared/site/route-table.ts";

/**
 * sitemap.xml for the indexable pages of the given routes; `lastModified` gives each page's
 * `lastmod` (YYYY-MM-DD).
 */
export function sitemapXml(
  routes: readonly PageRoute[],
  origin: string,
  lastModified: string | ((route: PageRoute) => string),
): string {
  const lastmodOf = typeof lastModified === "string" ? () => lastModified : lastModified;
  const urls = routes
    .filter((route) => !route.noindex)
    .map((route) => {
      const priority =
        route.kind === "home" ? "1.0" : route.kind === "product" ? "0.9" : route.kind === "legal" ? "0.3" : "0.7";
      return `  <url><loc>${escapeXml(`${origin}${route.path}`)}</loc><lastmod>${lastmodOf(route)}</lastmod><priority>${priority}</priority></url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /local/\nDisallow: /pagefind/\n\nSitemap: ${origin}/sitemap.xml\n`;
}

function escapeXml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}
