import type { NavigationSectionHandle } from "~/content/navigation";
import { pageDocuments } from "~/lib/page-content.server";
import { pagePathOf } from "~/lib/page-data.server";
import { pageMeta } from "~/lib/seo";
import { ArticlePage } from "~/pages/article/ArticlePage";
import { articleData, articleDocuments } from "~/pages/article/article-data.server";
import type { Route } from "./+types/article";

export async function loader({ request, context }: Route.LoaderArgs) {
  const path = pagePathOf(request);
  return articleData(path, await pageDocuments(context, articleDocuments(path)));
}

export const handle: NavigationSectionHandle = { navigationSection: "/resources" };

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.seo);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ArticlePage content={loaderData.content} />;
}
