import type { NavigationSectionHandle } from "~/content/navigation";
import { pageDocuments } from "~/lib/page-content.server";
import { pageMeta } from "~/lib/seo";
import { OttAppDevelopmentPage } from "~/pages/ott-app-development/OttAppDevelopmentPage";
import { OTT_DOCUMENTS, ottPageData } from "~/pages/ott-app-development/ott-data.server";
import type { Route } from "./+types/ott-app-development";

export async function loader({ context }: Route.LoaderArgs) {
  return ottPageData(await pageDocuments(context, OTT_DOCUMENTS));
}

export const handle: NavigationSectionHandle = { navigationSection: "/solutions" };

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.seo);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <OttAppDevelopmentPage content={loaderData.content} />;
}
