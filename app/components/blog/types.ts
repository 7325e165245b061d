import type { PublicationDate } from "~/components/prose/publication-date";
import type { ResponsiveImage } from "~/content/types";

/** What a blog card shows; built on the server from the blog catalogue. */
export interface BlogCardData {
  path: string;
  title: string;
  summary: string;
  topic: string;
  image: ResponsiveImage;
  published: PublicationDate;
  readingMinutes: number;
}
