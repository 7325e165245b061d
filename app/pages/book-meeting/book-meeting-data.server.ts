import { siteConfig } from "~/config/site";
import { bookMeetingPage, directContacts } from "~/content/book-meeting";
import { bookMeetingPageSchema } from "~/content/schemas/book-meeting";
import { repositoryDocuments, SEO_TEXTS } from "~/lib/page-content.server";
import { parseContent, seoFor } from "~/lib/page-data.server";

/** The documents the Book a meeting page shows. */
export function bookMeetingDocuments() {
  return { page: ["page:bookmeeting", bookMeetingPage()], seo: SEO_TEXTS } as const;
}

export function bookMeetingData(documents = repositoryDocuments(bookMeetingDocuments())) {
  // The direct contacts always come from the site settings, a draft's copy of them aside.
  const page = { ...documents.page, contact: directContacts(siteConfig) };
  return {
    seo: seoFor("/bookmeeting", { texts: documents.seo }),
    content: parseContent(bookMeetingPageSchema, page, "book a meeting page"),
  };
}

export type BookMeetingData = ReturnType<typeof bookMeetingData>;
