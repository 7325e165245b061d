import { pagePathOf } from "~/lib/page-data.server";
import { pageMeta } from "~/lib/seo";
import { CustomerStoryPage } from "~/pages/customer/CustomerStoryPage";
import { customerData } from "~/pages/customer/customer-data.server";
import type { Route } from "./+types/customer";

export function loader({ request }: Route.LoaderArgs) {
  return customerData(pagePathOf(request));
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.seo);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CustomerStoryPage content={loaderData.content} />;
}
