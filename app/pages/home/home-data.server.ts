import { seoFor } from "~/lib/page-data.server";

/** Everything the home page renders; shared by the home route and the not-found route. */
export function homeData() {
  return { seo: seoFor("/") };
}

export type HomeData = ReturnType<typeof homeData>;
