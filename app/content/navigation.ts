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

/** The footer's Explore column: the top navigation with Products replaced by the products marked inFooter. */
export function footerExploreLinks(list: readonly ProductEntry[]): NavigationLink[] {
  return primaryNavigation.flatMap((link) =>
    link.href === "/products"
      ? list
          .filter((product) => product.inFooter)
          .map((product) => ({
            label: product.name,
            href: productPath(product.slug),
          }))
      : [link],
  );
}

export const footerNavigation = {
  explore: footerExploreLinks(products),
  company: [
    { label: "All products", href: "/products" },
    { label: "OTT app development", href: "/ott-app-development" },
    { label: "Partners", href: "/partners" },
    { label: "Book a meeting", href: "/bookmeeting" },
  ],
  legal: [
    { label: "Terms and Conditions", href: "/terms" },
    { label: "Privacy Policy", href: "/privacy" },
  ],
} satisfies Record<string, readonly NavigationLink[]>;
