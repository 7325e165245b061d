import { canonicalPathFor } from "#shared/site/route-table.ts";
import { documentComponents } from "~/components/prose/mdx-components.server";
import { publicationDate } from "~/components/prose/publication-date";
import { type MdxDocument, renderMdx } from "~/components/prose/render-mdx.server";
import { siteConfig } from "~/config/site";
import { legalDocuments } from "~/content/legal";
import { legalDocumentSchema } from "~/content/schemas/legal";
import { parseContent, seoFor } from "~/lib/page-data.server";

const bodies = import.meta.glob<MdxDocument>("/app/content/legal/*.mdx", { eager: true, import: "default" });

/** A legal document with its text rendered to HTML on the server and its table of contents. */
export function legalData(pathname: string) {
  const path = canonicalPathFor(pathname) ?? pathname;
  const legal = parseContent(legalDocumentSchema, legalDocuments[path], `legal document ${path}`);
  const body = bodies[`/app/content/legal/${legal.body}.mdx`];
  if (!body) throw new Error(`Missing legal text app/content/legal/${legal.body}.mdx`);
  return {
    seo: seoFor(path),
    content: {
      title: legal.title,
      summary: legal.summary,
      date: { kind: legal.date.label, ...publicationDate(legal.date.iso) },
      related: legal.related,
      document: renderMdx(body, { siteConfig }, documentComponents),
    },
  };
}

export type LegalData = ReturnType<typeof legalData>;
