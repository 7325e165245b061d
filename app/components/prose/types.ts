/** A heading of a long-form document, linked from its table of contents. */
export interface TocEntry {
  id: string;
  title: string;
  level: 2 | 3;
}

/** A long-form document rendered to HTML on the server, with its outline. */
export interface DocumentOutline {
  html: string;
  toc: TocEntry[];
  readingMinutes: number;
}
