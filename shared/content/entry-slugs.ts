/**
 * The slug rules (shared/content/collections.ts `checkSlug`) against this site: its route table,
 * except the pages of repository entries the database holds (their address is the database
 * entry's, checked among the entries), and the studio's entries.
 */
import { isRoutePath } from "../site/route-table.ts";
import { checkSlug, type SlugCheck, type SlugContext } from "./collections.ts";
import { isStoredEntryPage } from "./repository-entries.ts";

export function checkEntrySlugOnSite(slug: string, entries: SlugContext["entries"], self?: string): SlugCheck {
  const isPage = (path: string) => isRoutePath(path) && !isStoredEntryPage(path, entries);
  return checkSlug(slug, { isRoutePath: isPage, entries, self });
}
