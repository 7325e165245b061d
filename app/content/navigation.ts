import { type ProductEntry, productPath, products } from "#shared/content/products.ts";

export interface NavigationLink {
  label: string;
  href: string;
}

/** The six links of the top navigation, in the spec's order. */
export const primaryNavigation = [
  { label: "Home", href: "/" },
  { label: "Solutions", href: "/solutions" },
  { label: "Products", href: "/products" },
  { label: "Customers", href: "/customers" },
  { label: "Resources", href: "/resources" },
  { label: "About Us", href: "/about" },
] as const satisfies readonly NavigationLink[];

/**
 * A route module's `handle` naming the top-level link its page belongs under (a product page
 * under Products): the navigation bar marks that link as the current section.
 */
export interface NavigationSectionHandle {
  navigationSection: (typeof primaryNavigation)[number]["href"];
}

/** The mega menu's cards under Products: every product of `list`, in its order. */
export function productMenuItems<Slug extends string>(list: readonly (ProductEntry & { slug: Slug })[]) {
  return list.map((product) => ({
    slug: product.slug,
    href: productPath(product.slug),
    title: product.name,
    tagline: product.tagline,
  }));
}

/** The footer's links to the products marked inFooter (the spec links the footer to VIVRE's page). */
export function footerProductLinks(list: readonly ProductEntry[]): NavigationLink[] {
  return list
    .filter((product) => product.inFooter)
    .map((product) => ({ label: `${product.name} platform`, href: productPath(product.slug) }));
}

export const footerNavigation = {
  /** The top navigation as it is, so the footer names the sections as the header does. */
  explore: primaryNavigation,
  company: [
    { label: "OTT app development", href: "/ott-app-development" },
    { label: "Partners", href: "/partners" },
    { label: "Book a meeting", href: "/bookmeeting" },
    ...footerProductLinks(products),
  ],
  legal: [
    { label: "Terms and Conditions", href: "/terms" },
    { label: "Privacy policy", href: "/privacy" },
  ],
} satisfies Record<string, readonly NavigationLink[]>;
