import { pageDocuments } from "~/lib/page-content.server";
import { pageMeta } from "~/lib/seo";
import { HomePage } from "~/pages/home/HomePage";
import { heroPosterPreload } from "~/pages/home/hero-media";
import { HOME_DOCUMENTS, homeData } from "~/pages/home/home-data.server";
import type { Route } from "./+types/home";

export { formActionHeaders as headers } from "~/forms/lead-request.server";
/** The Book a meeting form (#contact) also works without JavaScript through this action. */
export { meetingRequestAction as action } from "~/forms/meeting-request.server";

export async function loader({ context }: Route.LoaderArgs) {
  return homeData(await pageDocuments(context, HOME_DOCUMENTS));
}

/** The hero poster is the LCP image: preload it in the format and size the <picture> picks. */
export const links: Route.LinksFunction = () => [heroPosterPreload];

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.seo);

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage content={loaderData.content} />;
}
