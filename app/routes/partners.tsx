import { pageDocuments } from "~/lib/page-content.server";
import { pageMeta } from "~/lib/seo";
import { PartnersPage } from "~/pages/partners/PartnersPage";
import { PARTNERS_DOCUMENTS, partnersData } from "~/pages/partners/partners-data.server";
import type { Route } from "./+types/partners";

export async function loader({ context }: Route.LoaderArgs) {
  return partnersData(await pageDocuments(context, PARTNERS_DOCUMENTS));
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.seo);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <PartnersPage content={loaderData.content} />;
}
