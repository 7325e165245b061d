import { pageDocuments } from "~/lib/page-content.server";
import { pageMeta } from "~/lib/seo";
import { BookMeetingPage } from "~/pages/book-meeting/BookMeetingPage";
import { bookMeetingData, bookMeetingDocuments } from "~/pages/book-meeting/book-meeting-data.server";
import type { Route } from "./+types/book-meeting";

export { formActionHeaders as headers } from "~/forms/lead-request.server";
export { meetingRequestAction as action } from "~/forms/meeting-request.server";

export async function loader({ context }: Route.LoaderArgs) {
  return bookMeetingData(await pageDocuments(context, bookMeetingDocuments()));
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.seo);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <BookMeetingPage content={loaderData.content} />;
}
