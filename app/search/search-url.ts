/** The search page's address for a query: what the dialog links to and visitors share. */
export function searchPageUrl(query: string): string {
  const term = query.trim();
  return term ? `/search?${new URLSearchParams({ q: term })}` : "/search";
}
