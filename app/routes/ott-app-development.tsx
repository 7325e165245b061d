import { PageHero } from "~/components/sections/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/ott-app-development");

export default function Page() {
  return <PageHero title="OTT app development" />;
}
