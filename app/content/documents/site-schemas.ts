/**
 * Schemas of the site-wide documents (navigation, footer, search-result text), which the
 * build had no schema for: the navbar and footer read their modules directly.
 */
import { z } from "zod";
import { findPageRoute, pageRoutes } from "#shared/site/route-table.ts";
import { internalLinkSchema } from "../schemas/links";
import { label } from "../schemas/media";
import { seoTextSchema } from "../schemas/seo";

const linkSchema = z.object({ label: label(40), href: internalLinkSchema });

export const navigationDocumentSchema = z.object({
  /** The six links of the top navigation, in the spec's order. */
  primary: z.array(linkSchema).min(2).max(8),
});

export const footerDocumentSchema = z.object({
  explore: z.array(linkSchema).min(1).max(10),
  company: z.array(linkSchema).min(1).max(10),
  legal: z.array(linkSchema).min(1).max(4),
});

/** The first path at which a field's value was already used, by value. */
function firstUse(pages: Record<string, Record<string, string>>, field: string): Map<string, string> {
  const seen = new Map<string, string>();
  for (const [path, text] of Object.entries(pages)) if (!seen.has(text[field] ?? "")) seen.set(text[field] ?? "", path);
  return seen;
}

/**
 * Title and description of every page, by its path in the route table: each page has its own
 * (search engines treat repeated titles as duplicates), as app/content/seo.test.ts requires.
 */
export const seoDocumentSchema = z.record(z.string(), seoTextSchema).superRefine((pages, context) => {
  for (const path of Object.keys(pages)) {
    if (!findPageRoute(path)) {
      context.addIssue({ code: "custom", path: [path], message: `${path} is not a page of the site.` });
    }
  }
  for (const route of pageRoutes.filter((candidate) => !(candidate.path in pages))) {
    context.addIssue({ code: "custom", path: [route.path], message: `${route.path} needs its search-result text.` });
  }
  for (const field of ["title", "description"] as const) {
    const first = firstUse(pages, field);
    for (const [path, text] of Object.entries(pages)) {
      const owner = first.get(text[field]);
      if (owner !== path) {
        context.addIssue({
          code: "custom",
          path: [path, field],
          message: `The same ${field} as ${owner}: each page needs its own.`,
        });
      }
    }
  }
});
