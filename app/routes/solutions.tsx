import { pageDocuments } from "~/lib/page-content.server";
import { pageMeta } from "~/lib/seo";
import { SolutionsPage } from "~/pages/solutions/SolutionsPage";
import { SOLUTIONS_DOCUMENTS, solutionsPageData } from "~/pages/solutions/solutions-data.server";
import type { Route } from "./+types/solutions";

export async function loader({ context }: Route.LoaderArgs) {
  return solutionsPageData(await pageDocuments(context, SOLUTIONS_DOCUMENTS));
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.seo);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <SolutionsPage content={loaderData.content} />;
}
