import { PageHero } from "~/components/sections/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/product/blink");

export default function Page() {
  return <PageHero title="Blinks" />;
}
