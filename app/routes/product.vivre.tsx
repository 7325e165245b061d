import { pageMeta } from "~/lib/seo";
import { ProductPage } from "~/pages/product/ProductPage";
import { productPageData } from "~/pages/product/product-data.server";
import type { Route } from "./+types/product.vivre";

export function loader() {
  return productPageData("vivre");
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.seo);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ProductPage data={loaderData.content} />;
}
