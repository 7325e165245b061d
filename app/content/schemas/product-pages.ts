import { z } from "zod";
import { label, prose } from "./media";

/** The id a "what makes it special" card gets, so slides and links can point at it. */
export function anchorId(title: string): string {
  return title
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

const screenNumber = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

export const productPageSchema = z
  .object({
    slug: z.enum(["vivre", "sara", "blink", "hospitality", "adpilot", "reelcraft"]),
    hero: z.object({ eyebrow: label(60), title: label(90), lead: prose(80, 400) }),
    highlights: z
      .array(z.object({ title: label(60), description: prose(40, 220) }))
      .min(2)
      .max(3),
    screens: z.tuple([prose(10, 160), prose(10, 160), prose(10, 160), prose(10, 160)]),
    carousel: z.object({
      title: label(60),
      intro: prose(20, 240),
      autoplayMs: z.number().int().min(2000).optional(),
      slides: z
        .array(
          z.object({
            screen: screenNumber,
            caption: prose(10, 120),
            href: z
              .string()
              .regex(/^(\/[a-z0-9\-/]*|#[a-z0-9-]+)$/)
              .optional(),
          }),
        )
        .min(3)
        .max(8),
    }),
    special: z.object({
      title: label(60),
      intro: prose(20, 240),
      cards: z
        .array(z.object({ title: label(60), description: prose(30, 220) }))
        .min(6)
        .max(12),
    }),
  })
  .superRefine((page, context) => {
    const ids = new Set(page.special.cards.map((card) => anchorId(card.title)));
    page.carousel.slides.forEach((slide, index) => {
      if (slide.href?.startsWith("#") && !ids.has(slide.href.slice(1))) {
        context.addIssue({
          code: "custom",
          path: ["carousel", "slides", index, "href"],
          message: `No card on the page has the id ${slide.href.slice(1)}`,
        });
      }
    });
  });

/** The spec fixes S.A.R.A.'s page exactly: two feature cards, three slides, nine named cards. */
export const saraPageSchema = productPageSchema.superRefine((page, context) => {
  const expect = (condition: boolean, path: (string | number)[], message: string) => {
    if (!condition) context.addIssue({ code: "custom", path, message });
  };
  expect(
    page.highlights.map((card) => card.title).join("|") === "Recommendations Driven by AI|Monetization",
    ["highlights"],
    "S.A.R.A. has exactly the two feature cards Recommendations Driven by AI and Monetization",
  );
  expect(page.carousel.slides.length === 3, ["carousel", "slides"], "S.A.R.A. has a three-image carousel");
  expect(page.carousel.title === "S.A.R.A Insights", ["carousel", "title"], "The carousel text is S.A.R.A Insights");
  expect(page.special.title === "What makes S.A.R.A Special", ["special", "title"], "Heading per the spec");
  expect(
    page.special.cards.map((card) => card.title).join("|") ===
      [
        "Operational Efficiency",
        "Maximize Revenue Potential",
        "Retention & Loyalty",
        "Context-Aware & Mood-Based Recommendations",
        "Hyper-Personalized Discovery & Engagement",
        "Group & Region Recommendations",
        "Adaptive Learning & SARA Insights",
        "Cross-Platform Synchronization",
        "Future Ready with Gamification",
      ].join("|"),
    ["special", "cards"],
    "S.A.R.A. has the spec's nine cards, in order",
  );
});
