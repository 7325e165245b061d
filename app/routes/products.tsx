import { pageMeta } from "~/lib/seo";
import { ProductsPage } from "~/pages/products/ProductsPage";
import { productsPageData } from "~/pages/products/products-data.server";
import type { Route } from "./+types/products";

export function loader() {
  return productsPageData();
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.seo);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ProductsPage content={loaderData.content} />;
}
