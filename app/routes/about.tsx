import { pageMeta } from "~/lib/seo";
import { AboutPage } from "~/pages/about/AboutPage";
import { aboutPageData } from "~/pages/about/about-data.server";
import type { Route } from "./+types/about";

export function loader() {
  return aboutPageData();
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.seo);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <AboutPage content={loaderData.content} />;
}
