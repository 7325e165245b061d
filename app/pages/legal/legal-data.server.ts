import { canonicalPathFor } from "#shared/site/route-table.ts";
import { documentComponents } from "~/components/prose/mdx-components.server";
import { compileMdxSource } from "~/components/prose/mdx-source.server";
import { publicationDate } from "~/components/prose/publication-date";
import { type MdxDocument, renderMdx } from "~/components/prose/render-mdx.server";
import { siteConfig } from "~/config/site";
import { legalDocuments } from "~/content/legal";
import { type LegalDocument, legalDocumentSchema } from "~/content/schemas/legal";
import { registrySource, repositoryDocuments, SEO_TEXTS } from "~/lib/page-content.server";
import { parseContent, seoFor } from "~/lib/page-data.server";

const bodies = import.meta.glob<MdxDocument>("/app/content/legal/*.mdx", { eager: true, import: "default" });

function legalOfPage(pathname: string) {
  const path = canonicalPathFor(pathname) ?? pathname;
  const legal = legalDocuments[path];
  if (!legal) throw new Error(`No legal document for ${path} (app/content/legal.ts)`);
  return { path, legal };
}

/** The documents the legal page at `pathname` shows: its metadata with its MDX text, and the SEO text. */
export function legalPageDocuments(pathname: string) {
  const { body } = legalOfPage(pathname).legal;
  return { legal: registrySource<LegalDocument & { text: string }>(`legal:${body}`), seo: SEO_TEXTS } as const;
}

/**
 * The build's compiled text when the document's text is the repository's; a draft's text (a staff
 * preview) compiled now.
 */
async function legalBody(pathname: string, name: string, text: string): Promise<MdxDocument> {
  if (text !== repositoryDocuments(legalPageDocuments(pathname)).legal.text) return compileMdxSource(text);
  const body = bodies[`/app/content/legal/${name}.mdx`];
  if (!body) throw new Error(`Missing legal text app/content/legal/${name}.mdx`);
  return body;
}

/** A legal document with its text rendered to HTML on the server and its table of contents. */
export async function legalData(pathname: string, documents = repositoryDocuments(legalPageDocuments(pathname))) {
  const { path } = legalOfPage(pathname);
  const legal = parseContent(legalDocumentSchema, documents.legal, `legal document ${path}`);
  const body = await legalBody(path, legal.body, documents.legal.text);
  return {
    seo: seoFor(path, { texts: documents.seo }),
    content: {
      title: legal.title,
      summary: legal.summary,
      date: { kind: legal.date.label, ...publicationDate(legal.date.iso) },
      related: legal.related,
      document: renderMdx(body, { siteConfig }, documentComponents),
    },
  };
}

export type LegalData = Awaited<ReturnType<typeof legalData>>;
