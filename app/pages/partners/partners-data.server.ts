import { partnersPage } from "~/content/partners-program";
import { partnersPageSchema } from "~/content/schemas/partners-program";
import { parseContent, seoFor } from "~/lib/page-data.server";

export function partnersData() {
  return {
    seo: seoFor("/partners"),
    content: parseContent(partnersPageSchema, partnersPage, "partners page"),
  };
}

export type PartnersData = ReturnType<typeof partnersData>;
