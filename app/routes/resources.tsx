import { PageHero } from "~/components/sections/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/resources");

export default function Page() {
  return <PageHero title="Resources" />;
}
