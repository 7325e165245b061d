import { customersPage } from "~/content/customers";
import { customersPageSchema } from "~/content/schemas/customers";
import { repositoryDocuments, SEO_TEXTS } from "~/lib/page-content.server";
import { parseContent, seoFor } from "~/lib/page-data.server";

/** The documents the Customers page shows. */
export function customersDocuments() {
  return { page: ["page:customers", customersPage()], seo: SEO_TEXTS } as const;
}

export function customersData(documents = repositoryDocuments(customersDocuments())) {
  return {
    seo: seoFor("/customers", { texts: documents.seo }),
    content: parseContent(customersPageSchema, documents.page, "customers page"),
  };
}

export type CustomersData = ReturnType<typeof customersData>;
