import { PageHero } from "~/components/sections/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/product/sara");

export default function Page() {
  return <PageHero title="S.A.R.A." />;
}
