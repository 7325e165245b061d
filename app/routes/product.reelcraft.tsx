import { pageMeta } from "~/lib/seo";
import { ProductPage } from "~/pages/product/ProductPage";
import { productPageData } from "~/pages/product/product-data.server";
import type { Route } from "./+types/product.reelcraft";

export function loader() {
  return productPageData("reelcraft");
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.seo);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ProductPage data={loaderData.content} />;
}
