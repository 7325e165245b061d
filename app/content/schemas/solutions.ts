import { z } from "zod";
import { lineIconNames } from "#shared/icons/line-icons.ts";
import { heroArtSchema, informativeImageSchema, label, prose } from "./media";

const card = z.object({ title: label(50), description: prose(30, 200) });

const mediaBlock = z.object({
  title: label(60),
  eyebrow: label(40),
  paragraphs: z.array(prose(60, 500)).min(1).max(3),
  points: z.array(prose(10, 120)).min(2).max(6),
  image: informativeImageSchema,
});

export const solutionsPageSchema = z.object({
  hero: z.object({ eyebrow: label(40), title: label(90), lead: prose(60, 320), image: heroArtSchema }),
  cta: z.object({ title: label(60), text: prose(40, 200) }),
  tpx: mediaBlock,
  custom: mediaBlock,
  monetisation: z.object({
    eyebrow: label(40).optional(),
    title: label(60),
    intro: prose(40, 300),
    /** Each model with its icon from the site's line-icon set (not a running number: the models are not steps). */
    cards: z
      .array(card.extend({ icon: z.enum(lineIconNames) }))
      .min(2)
      .max(12),
  }),
  value: z.object({
    title: label(60),
    cards: z
      .array(card.extend({ icon: z.enum(lineIconNames) }))
      .min(2)
      .max(6),
  }),
  aggregation: mediaBlock,
  why: mediaBlock,
  editorial: z.object({
    eyebrow: label(40).optional(),
    title: label(60),
    intro: prose(40, 300),
    tabs: z
      .array(
        z.object({
          key: z.string().regex(/^[a-z0-9-]+$/),
          label: label(20),
          title: label(60),
          description: prose(60, 400),
          image: informativeImageSchema,
        }),
      )
      .min(2)
      .max(6)
      .refine((tabs) => new Set(tabs.map((tab) => tab.key)).size === tabs.length, "Each tab needs its own key"),
  }),
});
