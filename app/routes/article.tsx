import { useLocation } from "react-router";
import { PageHero } from "~/components/sections/PageHero";
import { metaForPath } from "~/lib/seo";
import { canonicalPathFor, findPageRoute } from "~/site/route-table";
import type { Route } from "./+types/article";

export const meta = ({ location }: Route.MetaArgs) => metaForPath(location.pathname);

export default function Page() {
  const { pathname } = useLocation();
  const page = findPageRoute(canonicalPathFor(pathname) ?? "/");
  return <PageHero title={page?.title} />;
}
