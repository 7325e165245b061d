import { pageDocuments } from "~/lib/page-content.server";
import { pageMeta } from "~/lib/seo";
import { ResourcesPage } from "~/pages/resources/ResourcesPage";
import { resourcesData, resourcesDocuments } from "~/pages/resources/resources-data.server";
import type { Route } from "./+types/resources";

export { formActionHeaders as headers } from "~/forms/lead-request.server";
// The action stores a whitepaper request posted without JavaScript; the middleware answers it with the PDF.
export { whitepaperAction as action, whitepaperMiddleware as middleware } from "~/forms/whitepaper.server";

export async function loader({ context }: Route.LoaderArgs) {
  return resourcesData(await pageDocuments(context, resourcesDocuments()));
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.seo);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ResourcesPage content={loaderData.content} />;
}
