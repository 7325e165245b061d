import { canonicalPathFor } from "#shared/site/route-table.ts";
import { customerStory } from "~/content/customer-stories";
import { customerStorySchema } from "~/content/schemas/customers";
import { repositoryDocuments, SEO_TEXTS } from "~/lib/page-content.server";
import { parseContent, seoFor } from "~/lib/page-data.server";

const storyPath = (pathname: string) => canonicalPathFor(pathname) ?? pathname;

/** The documents the customer-story page at `pathname` shows. */
export function customerDocuments(pathname: string) {
  const slug = storyPath(pathname).slice(1);
  return { story: [`story:${slug}`, customerStory(slug)], seo: SEO_TEXTS } as const;
}

/** One customer-story page (/astro, /dialog, … and the /xyz placeholder). */
export function customerData(pathname: string, documents = repositoryDocuments(customerDocuments(pathname))) {
  const path = storyPath(pathname);
  return {
    seo: seoFor(path, { texts: documents.seo }),
    content: parseContent(customerStorySchema, documents.story, `customer story ${path}`),
  };
}

export type CustomerData = ReturnType<typeof customerData>;
