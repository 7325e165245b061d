import { pageMeta } from "~/lib/seo";
import { SolutionsPage } from "~/pages/solutions/SolutionsPage";
import { solutionsPageData } from "~/pages/solutions/solutions-data.server";
import type { Route } from "./+types/solutions";

export function loader() {
  return solutionsPageData();
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.seo);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <SolutionsPage content={loaderData.content} />;
}
