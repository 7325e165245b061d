/**
 * The Resources page: the whitepaper carousel and sign-up, then the blog.
 * Whitepaper titles and summaries come from the whitepaper catalogue (content/whitepapers.ts).
 */

import { whitepapers } from "#shared/content/whitepapers.ts";
import { blog } from "./blog";
import { imageSet } from "./media";
import type { ResourcesPageContent } from "./schemas/resources";

const coverImage = imageSet(
  import.meta.glob<string>("/app/assets/resources/*.avif", { eager: true, query: "?url", import: "default" }),
  import.meta.glob<string>("/app/assets/resources/*.webp", { eager: true, query: "?url", import: "default" }),
);

const COVER_SIZE = { width: 800, height: 1000 } as const;

export const resourcesPage: ResourcesPageContent = {
  title: "Resources",
  intro:
    "Whitepapers and articles from the team that builds our streaming platforms: practical guidance on engagement, discovery, monetisation and shipping apps to every screen.",
  whitepapers: {
    title: "Whitepapers",
    intro: "Explore insights, strategies and best practices for streaming services. Choose a paper to request it.",
    items: whitepapers.map((paper, index) => ({
      id: paper.id,
      title: paper.title,
      subtitle: paper.subtitle,
      summary: paper.summary,
      cover: coverImage(`resources/whitepaper-${index + 1}`, `Cover of the whitepaper "${paper.title}"`, COVER_SIZE),
    })),
  },
  signup: {
    title: "Want access to Whitepaper? Sign up today!",
    text: "Fill in the form to download the whitepaper, and our team will get in touch with you.",
  },
  blog,
};
