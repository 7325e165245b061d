import { pageDocuments } from "~/lib/page-content.server";
import { pageMeta } from "~/lib/seo";
import { publishedStoryCustomers } from "~/pages/collection-entry/entry-data.server";
import { CustomersPage } from "~/pages/customers/CustomersPage";
import { customersData, customersDocuments } from "~/pages/customers/customers-data.server";
import type { Route } from "./+types/customers";

export async function loader({ context }: Route.LoaderArgs) {
  const [documents, studioCustomers] = await Promise.all([
    pageDocuments(context, customersDocuments()),
    publishedStoryCustomers(context),
  ]);
  return customersData(documents, studioCustomers);
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.seo);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CustomersPage content={loaderData.content} segments={loaderData.segments} />;
}
