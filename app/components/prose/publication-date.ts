/** A date as <time datetime> wants it and as people read it. */
export interface PublicationDate {
  /** ISO date for <time datetime>. */
  iso: string;
  /** Human-readable date, formatted on the server so hydration matches. */
  label: string;
}

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

export function publicationDate(iso: string): PublicationDate {
  return { iso, label: dateFormat.format(new Date(`${iso}T00:00:00Z`)) };
}
