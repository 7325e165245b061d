import type { NavigationSectionHandle } from "~/content/navigation";
import { pageDocuments } from "~/lib/page-content.server";
import { pagePathOf } from "~/lib/page-data.server";
import { pageMeta } from "~/lib/seo";
import { ProductPage } from "~/pages/product/ProductPage";
import { productDocuments, productPageData } from "~/pages/product/product-data.server";
import type { Route } from "./+types/product";

/** Every product page (/product/<slug>, one route per registry entry): the path says which. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const path = pagePathOf(request);
  return productPageData(path, await pageDocuments(context, productDocuments(path)));
}

export const handle: NavigationSectionHandle = { navigationSection: "/products" };

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.seo);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ProductPage content={loaderData.content} />;
}
