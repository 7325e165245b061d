import { pagePathOf } from "~/lib/page-data.server";
import { pageMeta } from "~/lib/seo";
import { ArticlePage } from "~/pages/article/ArticlePage";
import { articleData } from "~/pages/article/article-data.server";
import type { Route } from "./+types/article";

export function loader({ request }: Route.LoaderArgs) {
  return articleData(pagePathOf(request));
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.seo);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ArticlePage content={loaderData.content} />;
}
