import { pagePathOf } from "~/lib/page-data.server";
import { pageMeta } from "~/lib/seo";
import { LegalPage } from "~/pages/legal/LegalPage";
import { legalData } from "~/pages/legal/legal-data.server";
import type { Route } from "./+types/legal";

export function loader({ request }: Route.LoaderArgs) {
  return legalData(pagePathOf(request));
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.seo);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalPage content={loaderData.content} />;
}
