import { LINE_ICONS } from "#shared/icons/line-icons.ts";
import { partnersPage } from "~/content/partners-program";
import { partnersPageSchema } from "~/content/schemas/partners-program";
import { repositoryDocuments, SEO_TEXTS } from "~/lib/page-content.server";
import { parseContent, seoFor } from "~/lib/page-data.server";

/** The documents the partners page shows. */
export const PARTNERS_DOCUMENTS = { page: ["page:partners", partnersPage], seo: SEO_TEXTS } as const;

export function partnersData(documents = repositoryDocuments(PARTNERS_DOCUMENTS)) {
  const content = parseContent(partnersPageSchema, documents.page, "partners page");
  // The page draws each benefit's icon from its path; the icon set itself stays out of the page's code.
  const benefits = content.solution.benefits.map(({ icon, ...benefit }) => ({
    ...benefit,
    iconPath: LINE_ICONS[icon],
  }));
  return {
    seo: seoFor("/partners", { texts: documents.seo }),
    content: { ...content, solution: { ...content.solution, benefits } },
  };
}

export type PartnersData = ReturnType<typeof partnersData>;
