/** The six links of the top navigation, in the spec's order. */
export const primaryNavigation = [
  { label: "Home", href: "/" },
  { label: "Solutions", href: "/solutions" },
  { label: "Products", href: "/products" },
  { label: "Customers", href: "/customers" },
  { label: "Resources", href: "/resources" },
  { label: "About Us", href: "/about" },
] as const;

export const footerNavigation = {
  explore: [
    { label: "Home", href: "/" },
    { label: "Solutions", href: "/solutions" },
    { label: "VIVRE", href: "/product/vivre" },
    { label: "Customers", href: "/customers" },
    { label: "Resources", href: "/resources" },
    { label: "About Us", href: "/about" },
  ],
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
} as const;
