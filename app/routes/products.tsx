import { pageDocuments } from "~/lib/page-content.server";
import { pageMeta } from "~/lib/seo";
import { ProductsPage } from "~/pages/products/ProductsPage";
import { PRODUCTS_DOCUMENTS, productsPageData } from "~/pages/products/products-data.server";
import type { Route } from "./+types/products";

export async function loader({ context }: Route.LoaderArgs) {
  return productsPageData(await pageDocuments(context, PRODUCTS_DOCUMENTS));
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.seo);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ProductsPage content={loaderData.content} />;
}
