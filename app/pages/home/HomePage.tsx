import { PageHero } from "~/components/sections/PageHero";
import type { HomeData } from "./home-data.server";

export function HomePage(_props: { data: HomeData }) {
  return <PageHero title="Streaming software for operators, hotels and media companies" />;
}
