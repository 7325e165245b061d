/**
 * Schemas of the site-wide documents (navigation, footer, search-result text), which the
 * build had no schema for: the navbar and footer read their modules directly.
 */
import { z } from "zod";
import { findPageRoute } from "#shared/site/route-table.ts";
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

/** Title and description of every page, by its path in the route table. */
export const seoDocumentSchema = z.record(z.string(), seoTextSchema).superRefine((pages, context) => {
  for (const path of Object.keys(pages)) {
    if (!findPageRoute(path)) {
      context.addIssue({ code: "custom", path: [path], message: `${path} is not a page of the site.` });
    }
  }
});
