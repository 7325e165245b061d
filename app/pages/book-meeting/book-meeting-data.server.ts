import { bookMeetingPage } from "~/content/book-meeting";
import { bookMeetingPageSchema } from "~/content/schemas/book-meeting";
import { parseContent, seoFor } from "~/lib/page-data.server";

export function bookMeetingData() {
  return {
    seo: seoFor("/bookmeeting"),
    content: parseContent(bookMeetingPageSchema, bookMeetingPage(), "book a meeting page"),
  };
}

export type BookMeetingData = ReturnType<typeof bookMeetingData>;
