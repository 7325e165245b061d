import { pageDocuments } from "~/lib/page-content.server";
import { pageMeta } from "~/lib/seo";
import { AboutPage } from "~/pages/about/AboutPage";
import { ABOUT_DOCUMENTS, aboutPageData } from "~/pages/about/about-data.server";
import type { Route } from "./+types/about";

export async function loader({ context }: Route.LoaderArgs) {
  return aboutPageData(await pageDocuments(context, ABOUT_DOCUMENTS));
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.seo);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <AboutPage content={loaderData.content} />;
}
