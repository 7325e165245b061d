import { customersPage } from "~/content/customers";
import { customersPageSchema } from "~/content/schemas/customers";
import { parseContent, seoFor } from "~/lib/page-data.server";

export function customersData() {
  return {
    seo: seoFor("/customers"),
    content: parseContent(customersPageSchema, customersPage(), "customers page"),
  };
}

export type CustomersData = ReturnType<typeof customersData>;
