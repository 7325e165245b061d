import { customersPage } from "~/content/customers";
import { type Customer, customersPageSchema } from "~/content/schemas/customers";
import { repositoryDocuments, SEO_TEXTS } from "~/lib/page-content.server";
import { parseContent, seoFor } from "~/lib/page-data.server";

/** The documents the Customers page shows. */
export function customersDocuments() {
  return { page: ["page:customers", customersPage()], seo: SEO_TEXTS } as const;
}

/** The page; `studioCustomers` are the customers of published stories created in the studio, listed after the others. */
export function customersData(
  documents = repositoryDocuments(customersDocuments()),
  studioCustomers: readonly Customer[] = [],
) {
  const content = parseContent(customersPageSchema, documents.page, "customers page");
  return {
    seo: seoFor("/customers", { texts: documents.seo }),
    content: { ...content, logos: { ...content.logos, customers: [...content.logos.customers, ...studioCustomers] } },
  };
}

export type CustomersData = ReturnType<typeof customersData>;
