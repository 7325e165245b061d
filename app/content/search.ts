/** The search page's suggestions beside the field: terms that each lead to a part of the site. */
export const popularSearches = ["VIVRE", "S.A.R.A.", "Smart TV apps", "Hotel TV", "Advertising", "Whitepaper"] as const;
