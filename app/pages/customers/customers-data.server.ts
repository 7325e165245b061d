import { segments } from "~/content/customer-stories";
import { customersPage } from "~/content/customers";
import { type Customer, customersPageSchema } from "~/content/schemas/customers";
import { repositoryDocuments, SEO_TEXTS } from "~/lib/page-content.server";
import { parseContent, seoFor } from "~/lib/page-data.server";
import { itemListJsonLd } from "~/lib/structured-data.server";

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
  const customers = [...content.logos.customers, ...studioCustomers];
  const customerList = itemListJsonLd(
    content.logos.title,
    customers.map((customer) => ({ path: customer.path, name: customer.name })),
  );
  return {
    seo: seoFor("/customers", { texts: documents.seo, extraJsonLd: [customerList] }),
    content: { ...content, logos: { ...content.logos, customers } },
    segments: segments(),
  };
}

export type CustomersData = ReturnType<typeof customersData>;
