/**
 * The Resources page: the whitepaper carousel and sign-up, then the blog.
 * Whitepaper titles and summaries come from the whitepaper catalogue (shared/content/whitepapers.ts).
 */

import { whitepapers } from "#shared/content/whitepapers.ts";
import { blog } from "./blog";
import { hubHeroArt } from "./hub-media";
import { whitepaperCover } from "./resources-media";
import type { ResourcesPageContent } from "./schemas/resources";

export const resourcesPage: ResourcesPageContent = {
  title: "Resources",
  intro:
    "Whitepapers and articles from the team that builds our streaming platforms: practical guidance on engagement, discovery, monetisation and shipping apps to every screen.",
  hero: {
    eyebrow: "Whitepapers and blog",
    links: [
      { label: "Download a whitepaper", href: "#whitepapers" },
      { label: "Read the blog", href: "#blogs" },
    ],
    art: hubHeroArt("resources"),
  },
  whitepapers: {
    title: "Whitepapers",
    insideTitle: "Inside this paper",
    intro: "Explore insights, strategies and best practices for streaming services. Choose a paper to request it.",
    items: whitepapers.map((paper) => ({
      id: paper.id,
      title: paper.title,
      subtitle: paper.subtitle,
      summary: paper.summary,
      chapters: [...paper.chapters],
      cover: whitepaperCover(paper.id, `Cover of the whitepaper "${paper.title}"`),
    })),
  },
  signup: {
    title: "Want access to a whitepaper? Sign up today!",
    text: "Fill in the form to download the whitepaper, and our team will get in touch with you.",
  },
  blog,
};
