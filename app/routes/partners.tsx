import { pageMeta } from "~/lib/seo";
import { PartnersPage } from "~/pages/partners/PartnersPage";
import { partnersData } from "~/pages/partners/partners-data.server";
import type { Route } from "./+types/partners";

export function loader() {
  return partnersData();
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.seo);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <PartnersPage content={loaderData.content} />;
}
