/** The search page's suggestions beside the field: terms that each lead to a part of the site. */
export const popularSearches = ["VIVRE", "S.A.R.A.", "Smart TV apps", "Hotel TV", "Advertising", "Whitepaper"] as const;

/** The pages the search page offers before anything is typed: where most visits start. */
export const popularPagePaths = [
  "/products",
  "/product/vivre",
  "/solutions",
  "/ott-app-development",
  "/customers",
  "/resources",
] as const;
