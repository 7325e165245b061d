import { documentTitle } from "~/lib/seo";
import { rescheduleAction, reschedulePageLoader } from "~/pages/manage-meeting/manage-meeting.server";
import { RescheduleMeetingPage } from "~/pages/manage-meeting/RescheduleMeetingPage";
import type { Route } from "./+types/meeting.reschedule";

export const loader = reschedulePageLoader;
/** The loader's no-store and noindex headers go on the page's response. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const action = rescheduleAction;

export const meta = () => [{ title: documentTitle("Move your meeting") }, { name: "robots", content: "noindex" }];

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <RescheduleMeetingPage page={loaderData.page} choices={loaderData.choices} result={actionData} />;
}
