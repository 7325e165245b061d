/**
 * The customer registry: every customer with a story page at /<slug>. The route table, the
 * sitemap, the Customers page's wordmarks, the SEO text of the story pages and the asset
 * generator (wordmarks in app/assets/customers/<slug>.svg) read it.
 * A placeholder has a page (noindex) but no wordmark and is not listed on the Customers page.
 */
export interface CustomerEntry {
  slug: string;
  name: string;
  placeholder?: boolean;
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

/** Customers shown with their wordmark (every entry but placeholders). */
export function listedCustomers(list: readonly CustomerEntry[]): CustomerEntry[] {
  return list.filter((entry) => !entry.placeholder);
}
