import { pageDocuments } from "~/lib/page-content.server";
import { pagePathOf } from "~/lib/page-data.server";
import { pageMeta } from "~/lib/seo";
import { LegalPage } from "~/pages/legal/LegalPage";
import { legalData, legalPageDocuments } from "~/pages/legal/legal-data.server";
import type { Route } from "./+types/legal";

export async function loader({ request, context }: Route.LoaderArgs) {
  const path = pagePathOf(request);
  return legalData(path, await pageDocuments(context, legalPageDocuments(path)));
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.seo);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalPage content={loaderData.content} />;
}
