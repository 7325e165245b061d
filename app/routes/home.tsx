import { pageMeta } from "~/lib/seo";
import { HomePage } from "~/pages/home/HomePage";
import { homeData } from "~/pages/home/home-data.server";
import type { Route } from "./+types/home";

export function loader() {
  return homeData();
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.seo);

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage data={loaderData} />;
}
