/** The search page's suggestions beside the field: terms that each lead to a part of the site. */
export const popularSearches = ["VIVRE", "S.A.R.A.", "Smart TV apps", "Hotel TV", "Advertising", "Whitepaper"] as const;

/**
 * The articles the search page offers before anything is typed. Articles rather than the main
 * pages: those are listed in the index under them and in the footer already.
 */
export const popularPagePaths = [
  "/smart-tv-app-certification",
  "/hotel-in-room-streaming",
  "/avod-vast-ad-insertion",
  "/gamification",
  "/blogpagepersonalization",
  "/contentdiscoverysearch",
] as const;
