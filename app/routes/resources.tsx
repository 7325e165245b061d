import { pageDocuments } from "~/lib/page-content.server";
import { pageMeta } from "~/lib/seo";
import { publishedArticleCards } from "~/pages/collection-entry/entry-data.server";
import { ResourcesPage } from "~/pages/resources/ResourcesPage";
import { resourcesData, resourcesDocuments } from "~/pages/resources/resources-data.server";
import type { Route } from "./+types/resources";

export { formActionHeaders as headers } from "~/forms/lead-request.server";
// The action stores a whitepaper request posted without JavaScript; the middleware answers it with the PDF.
export { whitepaperAction as action, whitepaperMiddleware as middleware } from "~/forms/whitepaper.server";

export async function loader({ context }: Route.LoaderArgs) {
  const [documents, studioCards] = await Promise.all([
    pageDocuments(context, resourcesDocuments()),
    publishedArticleCards(context),
  ]);
  return resourcesData(documents, studioCards);
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.seo);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ResourcesPage content={loaderData.content} />;
}
