import { pagePathOf } from "~/lib/page-data.server";
import { pageMeta } from "~/lib/seo";
import { ProductPage } from "~/pages/product/ProductPage";
import { productPageData } from "~/pages/product/product-data.server";
import type { Route } from "./+types/product";

/** Every product page (/product/<slug>, one route per registry entry): the path says which. */
export function loader({ request }: Route.LoaderArgs) {
  return productPageData(pagePathOf(request));
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.seo);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ProductPage content={loaderData.content} />;
}
