import { partnersPage } from "~/content/partners-program";
import { partnersPageSchema } from "~/content/schemas/partners-program";
import { repositoryDocuments, SEO_TEXTS } from "~/lib/page-content.server";
import { parseContent, seoFor } from "~/lib/page-data.server";

/** The documents the partners page shows. */
export const PARTNERS_DOCUMENTS = { page: ["page:partners", partnersPage], seo: SEO_TEXTS } as const;

export function partnersData(documents = repositoryDocuments(PARTNERS_DOCUMENTS)) {
  return {
    seo: seoFor("/partners", { texts: documents.seo }),
    content: parseContent(partnersPageSchema, documents.page, "partners page"),
  };
}

export type PartnersData = ReturnType<typeof partnersData>;
