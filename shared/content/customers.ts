/**
 * The customer registry: every customer with a story page at /<slug>. The route table, the
 * sitemap, the Customers page's wordmarks, the SEO text of the story pages and the asset
 * generator (wordmarks in app/assets/customers/<slug>.svg) read it.
 * A placeholder has a page (noindex) but no wordmark and is not listed on the Customers page.
 * A story page is kept out of search engines (noindex) until its story is published.
 */
export interface CustomerEntry {
  slug: string;
  name: string;
  placeholder?: boolean;
  /** Set once a story reviewed with the customer is in app/content/customer-stories.ts. */
  storyPublished?: boolean;
}

export const customerEntries: readonly CustomerEntry[] = [
  { slug: "astro", name: "Astro" },
  { slug: "dialog", name: "Dialog" },
  { slug: "dishtv", name: "DishTV" },
  { slug: "emiratus", name: "Emiratus" },
  { slug: "kaltura", name: "Kaltura" },
  { slug: "reshet", name: "Reshet" },
  { slug: "xyz", name: "Xyz", placeholder: true },
];

export function customerPath(slug: string): string {
  return `/${slug}`;
}

/** Whether the story page may be indexed: only a published story has enough to say. */
export function customerPageIndexable(entry: CustomerEntry): boolean {
  return !entry.placeholder && entry.storyPublished === true;
}

/** Customers shown with their wordmark (every entry but placeholders). */
export function listedCustomers(list: readonly CustomerEntry[]): CustomerEntry[] {
  return list.filter((entry) => !entry.placeholder);
}
