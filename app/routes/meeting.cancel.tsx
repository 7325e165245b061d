import { documentTitle } from "~/lib/seo";
import { CancelMeetingPage } from "~/pages/manage-meeting/CancelMeetingPage";
import { cancelAction, cancelPageLoader } from "~/pages/manage-meeting/manage-meeting.server";
import type { Route } from "./+types/meeting.cancel";

export const loader = cancelPageLoader;
/** The loader's no-store and noindex headers go on the page's response. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const action = cancelAction;

export const meta = () => [{ title: documentTitle("Cancel your meeting") }, { name: "robots", content: "noindex" }];

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <CancelMeetingPage page={loaderData} result={actionData} />;
}
