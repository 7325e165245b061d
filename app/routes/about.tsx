import { PageHero } from "~/components/sections/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/about");

export default function Page() {
  return <PageHero title="About us" />;
}
