import { pageDocuments } from "~/lib/page-content.server";
import { pageMeta } from "~/lib/seo";
import { CustomersPage } from "~/pages/customers/CustomersPage";
import { customersData, customersDocuments } from "~/pages/customers/customers-data.server";
import type { Route } from "./+types/customers";

export async function loader({ context }: Route.LoaderArgs) {
  return customersData(await pageDocuments(context, customersDocuments()));
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.seo);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CustomersPage content={loaderData.content} />;
}
