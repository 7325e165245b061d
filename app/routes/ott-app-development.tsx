import { pageMeta } from "~/lib/seo";
import { OttAppDevelopmentPage } from "~/pages/ott-app-development/OttAppDevelopmentPage";
import { ottPageData } from "~/pages/ott-app-development/ott-data.server";
import type { Route } from "./+types/ott-app-development";

export function loader() {
  return ottPageData();
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.seo);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <OttAppDevelopmentPage content={loaderData.content} />;
}
