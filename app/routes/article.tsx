import { PageHero } from "~/components/sections/PageHero";
import { pagePathOf, seoFor } from "~/lib/page-data.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/article";

export function loader({ request }: Route.LoaderArgs) {
  return { seo: seoFor(pagePathOf(request)) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.seo);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <PageHero title={loaderData.seo.title} />;
}
