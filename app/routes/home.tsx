import { PageHero } from "~/components/sections/PageHero";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/");

export function HomePage() {
  return <PageHero title="Streaming software for operators, hotels and media companies" />;
}

export default HomePage;
