import { PageHero } from "~/components/sections/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/bookmeeting");

export default function Page() {
  return <PageHero title="Book a meeting" />;
}
