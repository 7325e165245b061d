import type { NavigationSectionHandle } from "~/content/navigation";
import { pageDocuments } from "~/lib/page-content.server";
import { pagePathOf } from "~/lib/page-data.server";
import { pageMeta } from "~/lib/seo";
import { CustomerStoryPage } from "~/pages/customer/CustomerStoryPage";
import { customerData, customerDocuments } from "~/pages/customer/customer-data.server";
import type { Route } from "./+types/customer";

export async function loader({ request, context }: Route.LoaderArgs) {
  const path = pagePathOf(request);
  return customerData(path, await pageDocuments(context, customerDocuments(path)));
}

export const handle: NavigationSectionHandle = { navigationSection: "/customers" };

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.seo);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CustomerStoryPage content={loaderData.content} />;
}
