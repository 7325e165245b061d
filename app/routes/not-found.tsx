import { data } from "react-router";
import { documentTitle } from "~/lib/seo";
import { homeData } from "~/pages/home/home-data.server";
import { NotFoundPage } from "~/pages/not-found/NotFoundPage";
import type { Route } from "./+types/not-found";

export { formActionHeaders as headers } from "~/forms/lead-request.server";
/** The home page's Book a meeting form is shown here too; its no-JavaScript post lands on this route. */
export { meetingRequestAction as action } from "~/forms/meeting-request.server";

/** Unknown paths show the home page, answered with 404 so search engines do not index duplicates. */
export function loader() {
  return data(homeData(), { status: 404 });
}

export const meta = () => [{ title: documentTitle("Page not found") }, { name: "robots", content: "noindex" }];

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <NotFoundPage content={loaderData.content} />;
}
