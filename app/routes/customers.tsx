import { pageMeta } from "~/lib/seo";
import { CustomersPage } from "~/pages/customers/CustomersPage";
import { customersData } from "~/pages/customers/customers-data.server";
import type { Route } from "./+types/customers";

export function loader() {
  return customersData();
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.seo);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CustomersPage content={loaderData.content} />;
}
