import { PageHero } from "~/components/sections/PageHero";
import { seoFor } from "~/lib/page-data.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/product.blink";

export function loader() {
  return { seo: seoFor("/product/blink") };
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.seo);

export default function Page() {
  return <PageHero title="Blinks" />;
}
